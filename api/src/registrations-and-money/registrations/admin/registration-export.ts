import {
  centsToUsd,
  feeTable,
  paymentStatusLabels,
  settle,
  toCents,
  pricingTierLabels,
  fieldTripSeatLabels,
  type FieldTripSeatStatus,
  type ParticipantCategory,
  type PaymentStatus,
  type PricingTier,
} from '@caawg11/conference';
import type { ExportColumn } from '../../../platform/admin/list-export.js';
import { chargesOf } from '../charges.js';

/** A registration as the export reads it from the cursor. */
export interface RegistrationExportRow {
  reference: string | null;
  title: string;
  otherTitle: string | null;
  firstName: string;
  otherNames: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  institution: string;
  gender: string;
  participantCategory: ParticipantCategory;
  pricingTier: PricingTier;
  participationType: string;
  presentationType: string | null;
  fieldTrip: number;
  feeUsd: string;
  paymentStatus: PaymentStatus;
  /** Verified payments less refunds, as exact decimal text. */
  amountPaid: string;
  /** The field-trip seat, if the trip was chosen and the registration is not cancelled. */
  fieldTripSeat: FieldTripSeatStatus | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

function balanceDue(row: RegistrationExportRow): string {
  if (row.cancelledAt) return '0.00';
  return centsToUsd(
    settle(chargesOf(row, row.fieldTripSeat), toCents(row.amountPaid)).balanceDueCents,
  );
}

export const registrationExportColumns: readonly ExportColumn<RegistrationExportRow>[] = [
  { header: 'Registration ID', type: 'text', value: (row) => row.reference },
  {
    header: 'Title',
    type: 'text',
    value: (row) => (row.title === 'Other' ? (row.otherTitle ?? '') : row.title),
  },
  { header: 'First name', type: 'text', value: (row) => row.firstName },
  { header: 'Other names', type: 'text', value: (row) => row.otherNames },
  { header: 'E-mail', type: 'text', value: (row) => row.email },
  { header: 'Phone', type: 'text', value: (row) => row.phone },
  { header: 'Gender', type: 'text', value: (row) => row.gender },
  { header: 'Country', type: 'text', value: (row) => row.country },
  { header: 'City', type: 'text', value: (row) => row.city },
  { header: 'Institution', type: 'text', value: (row) => row.institution },
  {
    header: 'Registration type',
    type: 'text',
    value: (row) => feeTable[row.participantCategory]?.label ?? row.participantCategory,
  },
  { header: 'Pricing', type: 'text', value: (row) => pricingTierLabels[row.pricingTier] },
  { header: 'Participation', type: 'text', value: (row) => row.participationType },
  { header: 'Presentation', type: 'text', value: (row) => row.presentationType },
  { header: 'Field trip', type: 'text', value: (row) => (Number(row.fieldTrip) ? 'Yes' : 'No') },
  {
    header: 'Field trip seat',
    type: 'text',
    value: (row) => (row.fieldTripSeat ? fieldTripSeatLabels[row.fieldTripSeat] : ''),
  },
  { header: 'Fee', type: 'amount', currency: 'USD', value: (row) => row.feeUsd },
  {
    header: 'Payment status',
    type: 'text',
    value: (row) => paymentStatusLabels[row.paymentStatus] ?? row.paymentStatus,
  },
  { header: 'Amount paid', type: 'amount', currency: 'USD', value: (row) => row.amountPaid },
  { header: 'Balance due', type: 'amount', currency: 'USD', value: balanceDue },
  { header: 'Cancelled', type: 'datetime', value: (row) => row.cancelledAt },
  { header: 'Registered', type: 'datetime', value: (row) => row.createdAt },
];
