import type { PaymentRejection } from './admin-registrations.js';
import { paymentMethods, type PaymentMethod } from './choices.js';
import { maxLengths } from './limits.js';
import { messages } from './messages.js';
import {
  isBlank,
  requiredChoice,
  requiredDate,
  requiredText,
  type FieldRule,
  type FormRules,
} from './rules.js';

/**
 * `POST /api/admin/registrations/:id/payments`: a payment finance received other than through
 * the registrant's proof upload (cash at the desk, a transfer seen on the statement).
 */
export interface RecordedPaymentRequest {
  method: PaymentMethod;
  reference: string;
  /** US dollars, at most two decimals. */
  amount: number;
  /** YYYY-MM-DD. */
  paymentDate: string;
}

export const recordedPaymentMessages = {
  amount: 'Please enter an amount in USD, e.g. 150 or 150.50',
  amountTooSmall: 'The amount must be more than 0',
  amountTooLarge: 'The amount must be at most 100000',
} as const;

const largestRecordedAmount = 100_000;

/**
 * The amount as a number of dollars: the api has turned the body's value into a number already,
 * the portal's input gives its text (blank reads as 0, as the api reads it).
 */
export const recordedAmount: FieldRule = (value) => {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return recordedPaymentMessages.amount;
  if (amount < 0.01) return recordedPaymentMessages.amountTooSmall;
  if (amount > largestRecordedAmount) return recordedPaymentMessages.amountTooLarge;
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? null : recordedPaymentMessages.amount;
};

/** The record-a-payment form's rules, run by the portal and by the api alike. */
export const recordedPaymentRules: FormRules<RecordedPaymentRequest> = {
  method: requiredChoice(paymentMethods, messages.invalidChoice),
  reference: requiredText(messages.required, maxLengths.paymentReference),
  amount: recordedAmount,
  paymentDate: requiredDate(messages.invalidDate),
};

/**
 * `PUT /api/admin/payments/:id/verify`: the amount actually received, when it differs from the
 * proof's; without one, the proof's amount is taken.
 */
export interface PaymentVerification {
  amount?: number;
}

export const paymentVerificationRules: FormRules<PaymentVerification> = {
  amount: (value, body) =>
    value === undefined || value === null ? null : recordedAmount(value, body),
};

export const paymentRejectionMessages = {
  notesRequired: 'Please provide a reason for rejecting this payment',
  notesTooLong: 'The reason must be at most 1000 characters',
} as const;

/** The longest reason for a rejection; it is sent to the participant. */
export const maxRejectionNotesLength = 1000;

/** `PUT /api/admin/payments/:id/reject`: the reject dialog's rule, run by the portal and by the api alike. */
export const paymentRejectionRules: FormRules<PaymentRejection> = {
  notes: (value) => {
    if (isBlank(value)) return paymentRejectionMessages.notesRequired;
    return (value as string).trim().length > maxRejectionNotesLength
      ? paymentRejectionMessages.notesTooLong
      : null;
  },
};

/** `POST /api/admin/registrations/:id/refunds`: money paid back to the registrant. */
export interface RefundRequest {
  /** US dollars, at most two decimals; never more than the registration has paid. */
  amount: number;
  method: PaymentMethod;
  reference: string;
  /** YYYY-MM-DD. */
  refundDate: string;
}

export const refundMessages = {
  amount: 'Please enter an amount in USD, e.g. 20 or 20.50',
  amountTooSmall: 'The refund must be more than 0',
  moreThanPaid: (paidUsd: string) => `The refund cannot be more than what was paid ($${paidUsd})`,
} as const;

const refundAmount: FieldRule = (value, body) => {
  const problem = recordedAmount(value, body);
  if (problem === recordedPaymentMessages.amountTooSmall) return refundMessages.amountTooSmall;
  return problem === recordedPaymentMessages.amount ? refundMessages.amount : problem;
};

/** The record-a-refund form's rules, run by the portal and by the api alike. */
export const refundRules: FormRules<RefundRequest> = {
  amount: refundAmount,
  method: requiredChoice(paymentMethods, messages.invalidChoice),
  reference: requiredText(messages.required, maxLengths.paymentReference),
  refundDate: requiredDate(messages.invalidDate),
};

/** A refund as the api answers it: amounts in USD with two decimals. */
export interface RecordedRefund extends Omit<RefundRequest, 'amount'> {
  _id: string;
  registrationId: string;
  amount: string;
  creditNoteNumber: string;
  /** What the registration has paid once the refund is counted, and what it then owes. */
  amountPaid: string;
  balanceDue: string;
}
