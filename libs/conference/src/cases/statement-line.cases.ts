import type { PaymentRejection } from '../admin-registrations.js';
import {
  assignLineMessages,
  discardLineMessages,
  type AssignLineRequest,
  type DiscardLineRequest,
} from '../bank-statements.js';
import { paymentRejectionMessages } from '../recorded-payment.js';
import { tooLong, type FormCases } from './form-cases.js';

/** The payments list's reject dialog. */
export const paymentRejectionCases: FormCases<PaymentRejection> = {
  valid: { notes: 'The receipt is for another conference' },
  invalid: [
    { patch: { notes: '' }, field: 'notes', message: paymentRejectionMessages.notesRequired },
    { patch: { notes: '   ' }, field: 'notes', message: paymentRejectionMessages.notesRequired },
    {
      patch: { notes: undefined },
      field: 'notes',
      message: paymentRejectionMessages.notesRequired,
    },
    { patch: { notes: 42 }, field: 'notes', message: paymentRejectionMessages.notesRequired },
    {
      patch: { notes: tooLong(1000) },
      field: 'notes',
      message: paymentRejectionMessages.notesTooLong,
    },
  ],
};

/**
 * A bank statement's assign dialog. The valid id stands for a registration the search found; the
 * api's test puts a stored one there.
 */
export const assignLineCases: FormCases<AssignLineRequest> = {
  valid: { registrationId: '1' },
  invalid: [
    {
      patch: { registrationId: '' },
      field: 'registrationId',
      message: assignLineMessages.registrationRequired,
    },
    {
      patch: { registrationId: undefined },
      field: 'registrationId',
      message: assignLineMessages.registrationRequired,
    },
    {
      patch: { registrationId: '0' },
      field: 'registrationId',
      message: assignLineMessages.registrationRequired,
    },
    {
      patch: { registrationId: 'abc' },
      field: 'registrationId',
      message: assignLineMessages.registrationRequired,
    },
    {
      patch: { registrationId: '12345678901234567890' },
      field: 'registrationId',
      message: assignLineMessages.registrationRequired,
    },
  ],
};

/** A bank statement's set-aside dialog. */
export const discardLineCases: FormCases<DiscardLineRequest> = {
  valid: { comment: 'A refund from the venue, not a conference payment' },
  invalid: [
    { patch: { comment: '' }, field: 'comment', message: discardLineMessages.commentRequired },
    { patch: { comment: ' ' }, field: 'comment', message: discardLineMessages.commentRequired },
    {
      patch: { comment: undefined },
      field: 'comment',
      message: discardLineMessages.commentRequired,
    },
    {
      patch: { comment: tooLong(1000) },
      field: 'comment',
      message: discardLineMessages.commentTooLong,
    },
  ],
};
