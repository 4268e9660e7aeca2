import type { PersonData } from '../../platform/people/index.js';
import { singleInvoicesKind } from './single-invoices.person-kind.js';
import { groupInvoicesKind } from './group-invoices.person-kind.js';
import { groupInvoiceRequestsKind } from './group-invoice-requests.person-kind.js';

/** Invoices to institutions: what this feature's tables hold about people. */
export const institutionInvoicesPersonData: PersonData = {
  kinds: [singleInvoicesKind, groupInvoicesKind, groupInvoiceRequestsKind],
  staffTraces: [
    {
      table: 'group_invoices',
      keys: ['id'],
      emailColumns: ['cancelled_by_email'],
      dateColumn: 'created_at',
      label: 'Group invoice cancelled',
    },
  ],
};
