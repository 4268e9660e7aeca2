import type { PersonData } from '../people/index.js';

/** E-mail texts: what this feature's tables hold about people. */
export const mailPersonData: PersonData = {
  staffTraces: [
    {
      table: 'notice_texts',
      keys: ['notice', 'language'],
      emailColumns: ['updated_by_email'],
      dateColumn: 'updated_at',
      label: 'E-mail text changed',
    },
  ],
};
