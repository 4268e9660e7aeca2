import type { RegistrationRequest } from './public-forms.js';
import type { CheckInAnswer, DoorRegistration } from './check-in.js';
import { walkInPaymentMethods, type PaymentMethod } from './choices.js';
import { languages, type Language } from './languages.js';
import { maxLengths } from './limits.js';
import { messages } from './messages.js';
import { recordedAmount } from './recorded-payment.js';
import { optionalChoice, optionalText, requiredChoice, type FormRules } from './rules.js';

export const walkInMessages = {
  studentIdSeen: 'Please confirm you saw the student ID or admission letter',
  paymentRequired: 'Please enter the payment taken',
} as const;

/** The money taken at the desk when the delegate registers. */
export interface WalkInPayment {
  method: Extract<PaymentMethod, (typeof walkInPaymentMethods)[number]>;
  /** US dollars, at most two decimals; less than the fee leaves a balance to pay. */
  amount: number;
  /** The mobile-money transaction or the cash slip number, when there is one. */
  reference?: string;
}

/**
 * `POST /api/admin/walk-ins`: the registration form's fields without the robot check; for a
 * student category the staff member confirms they saw the student ID instead of an upload.
 */
export interface WalkInRequest extends Omit<
  RegistrationRequest,
  'recaptchaToken' | 'otherTitle' | 'presentationType'
> {
  otherTitle?: string;
  presentationType?: RegistrationRequest['presentationType'];
  studentIdSeen?: boolean;
  /** The language of the delegate's e-mails and documents; English when not chosen. */
  language?: Language;
  payment: WalkInPayment;
}

export const walkInPaymentRules: FormRules<WalkInPayment> = {
  method: requiredChoice(walkInPaymentMethods, messages.invalidChoice),
  amount: recordedAmount,
  reference: optionalText(maxLengths.paymentReference),
};

export const walkInRules = {
  language: optionalChoice(languages),
} as const;

export interface WalkInResult {
  registration: DoorRegistration & { feeUsd: number };
  /** The door's answer for today: `checked-in`, or `not-paid` with the balance. */
  checkIn: CheckInAnswer;
}
