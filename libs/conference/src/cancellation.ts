import { fieldOf, isCalendarDate, type FormRules } from './rules.js';

/**
 * What a cancelled registration gets back: everything paid when it is cancelled before
 * `fullRefundBefore`, `partialRefundPercent` of it before `partialRefundBefore`, nothing after.
 * Dates are conference-time calendar days (YYYY-MM-DD); "before" means the day itself is excluded.
 */
export interface CancellationPolicy {
  fullRefundBefore: string;
  partialRefundBefore: string;
  /** Whole percent, 0 to 100. */
  partialRefundPercent: number;
}

/** `GET/PUT /api/admin/cancellation-policy`. */
export type CancellationPolicyView = CancellationPolicy;

export const cancellationMessages = {
  reasonRequired: 'Please give the reason for the cancellation',
  reasonTooLong: 'Please keep the reason under 1000 characters',
  alreadyCancelled: 'This registration is already cancelled.',
  /** Recorded as the reason when the registrant cancels from the access-link page. */
  byRegistrant: 'Cancelled by the registrant from the registration page',
  cancelled: 'Registration cancelled',
  policySaved: 'Cancellation policy saved',
  policyDate: 'Please enter the date as YYYY-MM-DD',
  policyOrder: 'The partial-refund date cannot come before the full-refund date',
  policyPercent: 'Please enter a whole percentage from 0 to 100',
} as const;

export const cancellationReasonMaxLength = 1000;

/** The policy form's rules, run by the portal and by the api alike. */
export const cancellationPolicyRules: FormRules<CancellationPolicy> = {
  fullRefundBefore: (value) => (isCalendarDate(value) ? null : cancellationMessages.policyDate),
  partialRefundBefore: (value, body) => {
    if (!isCalendarDate(value)) return cancellationMessages.policyDate;
    const fullRefundBefore = body ? fieldOf(body, 'fullRefundBefore') : undefined;
    return isCalendarDate(fullRefundBefore) && value < fullRefundBefore
      ? cancellationMessages.policyOrder
      : null;
  },
  partialRefundPercent: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100
      ? null
      : cancellationMessages.policyPercent,
};

/** The reason an organiser gives; the registrant gives none (the api records its own words). */
export function cancellationReasonError(reason: unknown): string | null {
  if (typeof reason !== 'string' || reason.trim() === '')
    return cancellationMessages.reasonRequired;
  if (reason.trim().length > cancellationReasonMaxLength) return cancellationMessages.reasonTooLong;
  return null;
}

/** The share (whole percent) of what is paid that a cancellation on `day` gives back. */
export function refundPercentOn(policy: CancellationPolicy, day: string): number {
  if (day < policy.fullRefundBefore) return 100;
  if (day < policy.partialRefundBefore) return policy.partialRefundPercent;
  return 0;
}

export interface CancellationMoney {
  /** The share of the policy that applies (fixed on the day of the cancellation). */
  refundPercent: number;
  /** Verified payments received, before any refund. */
  receivedCents: number;
  /** Refunds already paid back. */
  refundedCents: number;
}

/**
 * What a cancellation still owes back: the policy's share of what was paid (verified payments),
 * less the refunds already made, never below 0. Rounded to the nearest cent, half up.
 */
export function cancellationRefundDueCents({
  refundPercent,
  receivedCents,
  refundedCents,
}: CancellationMoney): number {
  const entitledCents = Math.round((Math.max(receivedCents, 0) * refundPercent) / 100);
  return Math.max(entitledCents - refundedCents, 0);
}

/** A cancelled registration as the admin views, lists and the access-link page show it. */
export interface CancellationSummary {
  /** ISO instant. */
  cancelledAt: string;
  reason: string;
  /** Whether the registrant cancelled from the access-link page (else an organiser did). */
  byRegistrant: boolean;
  refundPercent: number;
  /** What is still owed back under the policy, USD with two decimals. */
  refundDue: string;
}

/** `GET /api/my-registration/cancellation`: what the registrant sees before and after cancelling. */
export interface MyCancellationView {
  policy: CancellationPolicy;
  /** Set once cancelled. */
  cancellation: CancellationSummary | null;
  /** Were they to cancel today: the share and the amount they would get back. */
  refundPercentToday: number;
  refundDueToday: string;
}

/** `POST /api/admin/registrations/:id/cancel`. */
export interface CancellationRequest {
  reason: string;
}
