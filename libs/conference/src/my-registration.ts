import type { ApiResult } from './api-results.js';
import type { PaymentMethod, PaymentStatus } from './choices.js';
import type { ParticipantCategory, PricingTier } from './fees.js';
import type { CancellationSummary } from './cancellation.js';
import type { FieldTripSeat } from './field-trip.js';

/**
 * The registrant's own page (/my-registration), opened from the e-mailed access link.
 * Calls carry the link's token in the X-Access-Token header, never in a logged URL.
 */
export const accessTokenHeader = 'X-Access-Token';

export interface MyPayment {
  _id: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  paymentDate: string;
  status: PaymentStatus;
  notes: string | null;
  createdAt: string;
}

export interface MyRegistration {
  reference: string;
  title: string;
  firstName: string;
  familyName: string;
  email: string;
  participantCategory: ParticipantCategory;
  categoryLabel: string;
  pricingTier: PricingTier;
  feeUsd: number;
  fieldTrip: boolean;
  paymentStatus: PaymentStatus;
  /** Verified payments less refunds, USD with two decimals. */
  amountPaid: string;
  /** What is still owed, USD with two decimals. */
  balanceDue: string;
  /** YYYY-MM-DD: when the fee is due, as the payment reminders count it. */
  paymentDueDate: string;
  payments: MyPayment[];
  /** The field-trip seat (held, paid or waiting); null or absent without the trip. */
  fieldTripSeat?: FieldTripSeat | null;
  /** Set once the registration is cancelled, with the refund due under the policy. */
  cancellation?: CancellationSummary | null;
}

/** GET /api/my-registration (header X-Access-Token). 401 with a message for an unknown or expired token. */
export interface MyRegistrationResult extends ApiResult {
  data: MyRegistration;
}

/**
 * POST /api/my-registration/payments (header X-Access-Token), multipart: these fields and the
 * file part `proofFile` (PDF, JPEG or PNG, at most 5 MB), in any order.
 */
export interface PaymentProofRequest {
  method: PaymentMethod;
  reference: string;
  amount: string;
  paymentDate: string;
}
