import type { PersonData } from '../../platform/people/index.js';
import { visaLetterRequestsKind } from './visa-letter-requests.person-kind.js';

/** Visa letter requests: what this feature's tables hold about people. */
export const visaLettersPersonData: PersonData = {
  kinds: [visaLetterRequestsKind],
  staffTraces: [
    {
      table: 'visa_letter_requests',
      keys: ['id'],
      emailColumns: ['decided_by_email'],
      dateColumn: 'requested_at',
      label: 'Visa letter decided',
    },
  ],
};
