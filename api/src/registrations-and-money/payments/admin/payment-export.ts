import { paymentMethodLabels, paymentStatusLabels } from '@caawg11/conference';
import type { ExportColumn } from '../../../platform/admin/list-export.js';
import type { PaymentExportRow } from '../../registrations/index.js';

const sourceLabels: Record<string, string> = {
  registrant: 'Proof from the registrant',
  admin: 'Recorded by staff',
  'bank-statement': 'Bank statement',
};

export const paymentExportColumns: readonly ExportColumn<PaymentExportRow>[] = [
  { header: 'Registration ID', type: 'text', value: (row) => row.registrationReference },
  { header: 'Name', type: 'text', value: (row) => `${row.firstName} ${row.otherNames}` },
  { header: 'E-mail', type: 'text', value: (row) => row.email },
  { header: 'Amount', type: 'amount', currency: 'USD', value: (row) => row.amount },
  { header: 'Method', type: 'text', value: (row) => paymentMethodLabels[row.method] ?? row.method },
  { header: 'Transfer reference', type: 'text', value: (row) => row.reference },
  {
    header: 'Payment date',
    type: 'date',
    value: (row) =>
      row.paymentDate instanceof Date
        ? row.paymentDate.toISOString().slice(0, 10)
        : row.paymentDate,
  },
  { header: 'Status', type: 'text', value: (row) => paymentStatusLabels[row.status] ?? row.status },
  { header: 'Source', type: 'text', value: (row) => sourceLabels[row.source] ?? row.source },
  { header: 'Notes', type: 'text', value: (row) => row.notes },
  { header: 'Submitted', type: 'datetime', value: (row) => row.createdAt },
];
