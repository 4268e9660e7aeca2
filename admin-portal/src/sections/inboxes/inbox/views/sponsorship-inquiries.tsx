import {
  formatUsd,
  packageInterestOptions,
  type AdminSponsorshipInquiry,
} from '@caawg11/conference';
import { orDash } from '../inbox-format';
import type { InboxView } from '../inbox-types';
import { closingColumns, closingFields, openingFields, visitorLanguageField } from './shared';

function amount(row: AdminSponsorshipInquiry): string {
  return row.amountUsd === null ? 'Not set' : formatUsd(row.amountUsd, { cents: true });
}

export const sponsorshipInquiriesView: InboxView<AdminSponsorshipInquiry> = {
  columns: [
    { id: 'name', header: 'Name', opensRecord: true, cell: (row) => row.name },
    { id: 'company', header: 'Company', sortKey: 'company', cell: (row) => row.company },
    {
      id: 'packageInterest',
      header: 'Package',
      sortKey: 'packageInterest',
      cell: (row) => orDash(row.packageInterest),
    },
    {
      id: 'amountUsd',
      header: 'Amount',
      sortKey: 'amountUsd',
      cell: (row) => <span className="whitespace-nowrap">{amount(row)}</span>,
    },
    ...closingColumns<AdminSponsorshipInquiry>(),
  ],
  heading: (row) => row.name,
  fields: [
    ...openingFields<AdminSponsorshipInquiry>(),
    { label: 'Name', value: (row) => row.name },
    { label: 'E-mail', value: (row) => row.email },
    { label: 'Phone', value: (row) => orDash(row.phone) },
    { label: 'Company', value: (row) => row.company },
    { label: 'Package', value: (row) => orDash(row.packageInterest) },
    { label: 'Amount', value: amount },
    {
      label: 'Message',
      value: (row) => <span className="whitespace-pre-wrap">{orDash(row.message)}</span>,
    },
    visitorLanguageField<AdminSponsorshipInquiry>(),
    ...closingFields<AdminSponsorshipInquiry>(),
  ],
  filters: [
    {
      param: 'packageInterest',
      label: 'Package',
      anyLabel: 'All packages',
      options: packageInterestOptions,
    },
  ],
};
