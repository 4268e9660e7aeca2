import { accommodationTypes, formatUsd, type AdminBooking } from '@caawg11/conference';
import { formatDate } from '../../../../format';
import { orDash } from '../inbox-format';
import type { InboxView } from '../inbox-types';
import { closingColumns, closingFields, openingFields, visitorLanguageField } from './shared';

export const bookingsView: InboxView<AdminBooking> = {
  columns: [
    {
      id: 'fullName',
      header: 'Name',
      sortKey: 'fullName',
      opensRecord: true,
      cell: (row) => row.fullName,
    },
    {
      id: 'accommodationType',
      header: 'Accommodation type',
      sortKey: 'accommodationType',
      cell: (row) => row.accommodationType,
    },
    {
      id: 'checkInDate',
      header: 'Dates',
      sortKey: 'checkInDate',
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDate(row.checkInDate)} – {formatDate(row.checkOutDate)}
        </span>
      ),
    },
    { id: 'nights', header: 'Nights', sortKey: 'nights', cell: (row) => row.nights },
    {
      id: 'valueUsd',
      header: 'Value',
      cell: (row) => <span className="whitespace-nowrap">{formatUsd(row.valueUsd)}</span>,
    },
    ...closingColumns<AdminBooking>(),
  ],
  heading: (row) => row.fullName,
  fields: [
    ...openingFields<AdminBooking>(),
    { label: 'Name', value: (row) => row.fullName },
    { label: 'E-mail', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone },
    { label: 'Nationality', value: (row) => row.nationality },
    { label: 'Accommodation type', value: (row) => row.accommodationType },
    { label: 'Sharing preference', value: (row) => row.sharingPreference },
    { label: 'Check-in', value: (row) => formatDate(row.checkInDate) },
    { label: 'Check-out', value: (row) => formatDate(row.checkOutDate) },
    { label: 'Nights', value: (row) => row.nights },
    { label: 'Value', value: (row) => formatUsd(row.valueUsd) },
    { label: 'Special requests', value: (row) => orDash(row.specialRequests) },
    visitorLanguageField<AdminBooking>(),
    ...closingFields<AdminBooking>(),
  ],
  filters: [
    {
      param: 'accommodationType',
      label: 'Accommodation type',
      anyLabel: 'All accommodation types',
      options: accommodationTypes,
    },
  ],
};
