import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { recordedPaymentMessages, type RecordedPaymentRequest } from '../recorded-payment.js';
import { tooLong, type FormCases } from './form-cases.js';

/** The admin portal's record-a-payment form (a registration's Payments tab). */
export const recordedPaymentCases: FormCases<RecordedPaymentRequest> = {
  valid: {
    method: 'other',
    reference: 'Cash at the registration desk',
    amount: 150.5,
    paymentDate: '2025-07-01',
  },
  invalid: [
    { patch: { method: '' }, field: 'method', message: messages.invalidChoice },
    { patch: { method: 'cheque' }, field: 'method', message: messages.invalidChoice },
    { patch: { reference: ' ' }, field: 'reference', message: messages.required },
    { patch: { reference: undefined }, field: 'reference', message: messages.required },
    {
      patch: { reference: tooLong(maxLengths.paymentReference) },
      field: 'reference',
      message: messages.tooLong(maxLengths.paymentReference),
    },
    { patch: { amount: 0 }, field: 'amount', message: recordedPaymentMessages.amountTooSmall },
    { patch: { amount: -5 }, field: 'amount', message: recordedPaymentMessages.amountTooSmall },
    { patch: { amount: 0.001 }, field: 'amount', message: recordedPaymentMessages.amountTooSmall },
    { patch: { amount: 1.234 }, field: 'amount', message: recordedPaymentMessages.amount },
    { patch: { amount: 'abc' }, field: 'amount', message: recordedPaymentMessages.amount },
    { patch: { amount: undefined }, field: 'amount', message: recordedPaymentMessages.amount },
    {
      patch: { amount: 100_000.01 },
      field: 'amount',
      message: recordedPaymentMessages.amountTooLarge,
    },
    { patch: { paymentDate: '' }, field: 'paymentDate', message: messages.invalidDate },
    { patch: { paymentDate: 'yesterday' }, field: 'paymentDate', message: messages.invalidDate },
    { patch: { paymentDate: '2025-06-31' }, field: 'paymentDate', message: messages.invalidDate },
  ],
};
