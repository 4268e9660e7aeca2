import type { PersonData } from '../../platform/people/index.js';
import { inboxNotesKind } from './inbox-notes.person-kind.js';

/** Organisers’ notes on inbox records: what this feature's tables hold about people. */
export const inboxPersonData: PersonData = {
  kinds: [inboxNotesKind],
  staffTraces: [
    {
      table: 'inbox_notes',
      keys: ['id'],
      emailColumns: ['author_email'],
      dateColumn: 'created_at',
      label: 'Note written',
    },
  ],
};
