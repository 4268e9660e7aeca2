import {
  paymentStatusLabels,
  registrantAbstractStatusLabels,
  visaLetterStatusLabels,
  type VisaLetterRow,
} from '@caawg11/conference';
import type { ExportColumn } from '../../platform/admin/list-export.js';

/**
 * The visa-letter list as a file: the one export that carries passport data, for the admins
 * who write to embassies. No other list's export has these columns.
 */
export const visaLetterExportColumns: readonly ExportColumn<VisaLetterRow>[] = [
  { header: 'Registration ID', type: 'text', value: (row) => row.reference },
  { header: 'Full name (passport)', type: 'text', value: (row) => row.fullName },
  { header: 'Passport number', type: 'text', value: (row) => row.passportNumber },
  { header: 'Nationality', type: 'text', value: (row) => row.nationality },
  { header: 'Date of birth', type: 'date', value: (row) => row.dateOfBirth || null },
  { header: 'Passport expiry', type: 'date', value: (row) => row.passportExpiry || null },
  { header: 'Embassy or consulate', type: 'text', value: (row) => row.embassy },
  { header: 'E-mail', type: 'text', value: (row) => row.email },
  { header: 'Status', type: 'text', value: (row) => visaLetterStatusLabels[row.status] },
  {
    header: 'Payment status',
    type: 'text',
    value: (row) => (row.cancelled ? 'Cancelled' : paymentStatusLabels[row.paymentStatus]),
  },
  {
    header: 'Abstract',
    type: 'text',
    value: (row) => registrantAbstractStatusLabels[row.abstractStatus],
  },
  { header: 'Requested', type: 'datetime', value: (row) => row.requestedAt },
  { header: 'Answered', type: 'datetime', value: (row) => row.decidedAt },
  { header: 'Answered by', type: 'text', value: (row) => row.decidedBy },
  { header: 'Refusal reason', type: 'text', value: (row) => row.refusalReason },
  { header: 'Letter code', type: 'text', value: (row) => row.verificationCode },
];
