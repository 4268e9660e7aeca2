import type { ContactRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { tooLong, type FormCases } from './form-cases.js';

export const contactCases: FormCases<ContactRequest> = {
  valid: {
    name: 'Amina Nakato',
    email: 'amina.contact@example.org',
    subject: 'Field trip',
    message: 'Is the field trip open to accompanying persons?',
  },
  invalid: [
    { patch: { name: '' }, field: 'name', message: messages.required },
    { patch: { email: ' ' }, field: 'email', message: messages.required },
    { patch: { email: 'amina@' }, field: 'email', message: messages.invalidEmail },
    { patch: { email: 'a<victim@example.org>' }, field: 'email', message: messages.invalidEmail },
    {
      patch: { email: `${'a'.repeat(maxLengths.email)}@example.org` },
      field: 'email',
      message: messages.tooLong(maxLengths.email),
    },
    { patch: { subject: '' }, field: 'subject', message: messages.required },
    {
      patch: { subject: tooLong(maxLengths.shortText) },
      field: 'subject',
      message: messages.tooLong(maxLengths.shortText),
    },
    { patch: { message: undefined }, field: 'message', message: messages.required },
    {
      patch: { message: tooLong(maxLengths.message) },
      field: 'message',
      message: messages.tooLong(maxLengths.message),
    },
  ],
};
