import type { PaymentProofRequest } from '../my-registration.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { paymentAmountMessage } from '../validation.js';
import { tooLong, type FormCases } from './form-cases.js';

export const paymentProofCases: FormCases<PaymentProofRequest> = {
  valid: {
    method: 'bank-transfer',
    reference: 'TT-2025-0042',
    amount: '150.00',
    paymentDate: '2025-07-20',
  },
  invalid: [
    { patch: { method: '' }, field: 'method', message: messages.required },
    { patch: { method: 'cash' }, field: 'method', message: messages.invalidChoice },
    { patch: { reference: ' ' }, field: 'reference', message: messages.required },
    {
      patch: { reference: tooLong(maxLengths.paymentReference) },
      field: 'reference',
      message: messages.tooLong(maxLengths.paymentReference),
    },
    { patch: { amount: '' }, field: 'amount', message: messages.required },
    { patch: { amount: '0' }, field: 'amount', message: paymentAmountMessage },
    { patch: { amount: '-5' }, field: 'amount', message: paymentAmountMessage },
    { patch: { amount: '150.005' }, field: 'amount', message: paymentAmountMessage },
    {
      patch: { amount: '12345678901234567890123' },
      field: 'amount',
      message: paymentAmountMessage,
    },
    { patch: { paymentDate: '' }, field: 'paymentDate', message: messages.required },
    { patch: { paymentDate: '2025-06-31' }, field: 'paymentDate', message: messages.invalidDate },
    { patch: { paymentDate: 'yesterday' }, field: 'paymentDate', message: messages.invalidDate },
  ],
};
