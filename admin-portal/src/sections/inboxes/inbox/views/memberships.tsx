import type { AdminMembership } from '@caawg11/conference';
import { orDash } from '../inbox-format';
import type { InboxView } from '../inbox-types';
import { closingColumns, closingFields, openingFields, visitorLanguageField } from './shared';

export const membershipsView: InboxView<AdminMembership> = {
  columns: [
    { id: 'name', header: 'Name', sortKey: 'name', opensRecord: true, cell: (row) => row.name },
    {
      id: 'organisation',
      header: 'Organisation',
      sortKey: 'organisation',
      cell: (row) => row.organisation,
    },
    { id: 'profession', header: 'Profession', cell: (row) => row.profession },
    ...closingColumns<AdminMembership>(),
  ],
  heading: (row) => row.name,
  fields: [
    ...openingFields<AdminMembership>(),
    { label: 'Title', value: (row) => row.title },
    { label: 'Name', value: (row) => row.name },
    { label: 'E-mail', value: (row) => row.email },
    { label: 'Organisation', value: (row) => row.organisation },
    { label: 'Profession', value: (row) => row.profession },
    { label: 'Qualification', value: (row) => row.qualification },
    { label: 'Address', value: (row) => orDash(row.address) },
    { label: 'Phone', value: (row) => orDash(row.phone) },
    { label: 'Mobile', value: (row) => orDash(row.mobile) },
    { label: 'Fax', value: (row) => orDash(row.fax) },
    { label: 'Web page', value: (row) => orDash(row.webpage) },
    visitorLanguageField<AdminMembership>(),
    ...closingFields<AdminMembership>(),
  ],
  filters: [],
};
