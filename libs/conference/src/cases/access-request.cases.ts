import type { AccessRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { tooLong, type FormCases } from './form-cases.js';

export const accessRequestCases: FormCases<AccessRequest> = {
  valid: { email: 'nobody.registered@example.org' },
  invalid: [
    { patch: { email: '' }, field: 'email', message: messages.accessEmailRequired },
    { patch: { email: '   ' }, field: 'email', message: messages.accessEmailRequired },
    { patch: { email: undefined }, field: 'email', message: messages.accessEmailRequired },
    {
      patch: { email: tooLong(maxLengths.email) },
      field: 'email',
      message: messages.tooLong(maxLengths.email),
    },
  ],
};
