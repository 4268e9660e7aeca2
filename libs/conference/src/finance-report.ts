import type { PaymentMethod } from './choices.js';
import type { ParticipantCategory } from './fees.js';
import { isCalendarDate, type FormRules } from './rules.js';

/**
 * `GET /api/admin/payments/finance-report?from=&to=` (YYYY-MM-DD, conference days; both
 * required). Amounts are decimal strings in USD with two decimals, summed by the database, never
 * as floating point. "Received" counts verified payments by their payment date within the range,
 * "refunded" refunds by their refund date; what is outstanding or to refund is as of the range's
 * last day.
 */
export interface FinanceReport {
  from: string;
  to: string;
  receivedByDay: { date: string; payments: number; amountUsd: string }[];
  receivedByTypeAndMethod: {
    participantCategory: ParticipantCategory;
    method: PaymentMethod;
    payments: number;
    amountUsd: string;
  }[];
  /** Money paid back, by refund date within the range. */
  refundedByDay: { date: string; refunds: number; amountUsd: string }[];
  /** Registrations that owe more than they have paid (payments less refunds). */
  outstanding: FinanceBalance[];
  /** Registrations that paid more than their fee, refunds counted: the difference is refunded. */
  refundsDue: FinanceBalance[];
  totals: {
    receivedUsd: string;
    refundedUsd: string;
    /** Received less refunded. */
    netReceivedUsd: string;
    outstandingUsd: string;
    refundsDueUsd: string;
  };
}

export interface FinanceBalance {
  registrationId: string;
  reference: string;
  name: string;
  email: string;
  feeUsd: string;
  paidUsd: string;
  /** What is still due, or what is to be refunded: always positive. */
  balanceUsd: string;
}

export const financeReportMessages = {
  rangeRequired: 'Please choose the first and the last day of the report',
  dayFormat: 'Please write the day as YYYY-MM-DD',
  rangeOrder: 'The first day must not be after the last day',
  loadFailed: 'Failed to load the finance report',
} as const;

export interface FinanceReportRange {
  from: string;
  to: string;
}

function reportDayProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') {
    return financeReportMessages.rangeRequired;
  }
  return isCalendarDate(value) ? null : financeReportMessages.dayFormat;
}

/** The report's range, as the portal's form and the api check it. */
export const financeReportRules: FormRules<FinanceReportRange> = {
  from: reportDayProblem,
  to: (value, body) => {
    const problem = reportDayProblem(value);
    if (problem) return problem;
    const from = (body as Partial<FinanceReportRange> | undefined)?.from;
    return typeof from === 'string' && isCalendarDate(from) && from > String(value)
      ? financeReportMessages.rangeOrder
      : null;
  },
};
