import type { AdminContactMessage } from '@caawg11/conference';
import type { InboxView } from '../inbox-types';
import { closingColumns, closingFields, openingFields, visitorLanguageField } from './shared';

export const contactMessagesView: InboxView<AdminContactMessage> = {
  columns: [
    { id: 'name', header: 'Name', sortKey: 'name', opensRecord: true, cell: (row) => row.name },
    { id: 'subject', header: 'Subject', sortKey: 'subject', cell: (row) => row.subject },
    ...closingColumns<AdminContactMessage>(),
  ],
  heading: (row) => row.name,
  // The message itself opens the thread below the fields.
  fields: [
    ...openingFields<AdminContactMessage>(),
    { label: 'Name', value: (row) => row.name },
    { label: 'E-mail', value: (row) => row.email },
    { label: 'Subject', value: (row) => row.subject },
    visitorLanguageField<AdminContactMessage>(),
    ...closingFields<AdminContactMessage>(),
  ],
  filters: [],
};
