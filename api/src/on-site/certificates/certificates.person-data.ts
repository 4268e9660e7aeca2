import type { PersonData } from '../../platform/people/index.js';
import { certificatesKind } from './certificates.person-kind.js';

/** Certificates and attendance: what this feature's tables hold about people. */
export const certificatesPersonData: PersonData = {
  kinds: [certificatesKind],
  staffTraces: [
    {
      table: 'attendance_marks',
      keys: ['registration_id'],
      emailColumns: ['marked_by_email'],
      dateColumn: 'marked_at',
      label: 'Attendance marked',
    },
  ],
};
