import type { MembershipRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { tooLong, type FormCases } from './form-cases.js';

export const membershipCases: FormCases<MembershipRequest> = {
  valid: {
    title: 'Dr.',
    name: 'Amina Nakato',
    organisation: 'Makerere University',
    profession: 'Geologist',
    qualification: 'PhD',
    address: '',
    phone: '',
    mobile: '',
    fax: '',
    email: 'amina.member@example.org',
    webpage: '',
  },
  invalid: [
    { patch: { title: '' }, field: 'title', message: messages.required },
    { patch: { title: 'Sir' }, field: 'title', message: messages.invalidChoice },
    { patch: { name: ' ' }, field: 'name', message: messages.required },
    {
      patch: { name: tooLong(maxLengths.name) },
      field: 'name',
      message: messages.tooLong(maxLengths.name),
    },
    { patch: { organisation: '' }, field: 'organisation', message: messages.required },
    { patch: { profession: undefined }, field: 'profession', message: messages.required },
    { patch: { qualification: '' }, field: 'qualification', message: messages.required },
    {
      patch: { address: tooLong(maxLengths.address) },
      field: 'address',
      message: messages.tooLong(maxLengths.address),
    },
    { patch: { phone: 12345 }, field: 'phone', message: messages.notText },
    { patch: { email: '' }, field: 'email', message: messages.required },
    { patch: { email: 'amina at example.org' }, field: 'email', message: messages.invalidEmail },
    {
      patch: { email: 'amina@example.org, victim@example.org' },
      field: 'email',
      message: messages.invalidEmail,
    },
    {
      patch: { webpage: tooLong(maxLengths.url) },
      field: 'webpage',
      message: messages.tooLong(maxLengths.url),
    },
  ],
};
