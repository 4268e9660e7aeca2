import type { PersonData } from '../../platform/people/index.js';
import { checkInsKind } from './check-ins.person-kind.js';
import { checkInScansKind } from './check-in-scans.person-kind.js';

/** The door's check-ins and scans: what this feature's tables hold about people. */
export const checkInsPersonData: PersonData = {
  kinds: [checkInsKind, checkInScansKind],
  staffTraces: [
    {
      table: 'check_ins',
      keys: ['id'],
      emailColumns: ['checked_in_by_email'],
      dateColumn: 'checked_in_at',
      label: 'Checked a delegate in',
    },
  ],
};
