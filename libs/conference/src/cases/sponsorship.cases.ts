import type { SponsorshipRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { tooLong, type FormCases } from './form-cases.js';

export const sponsorshipCases: FormCases<SponsorshipRequest> = {
  valid: {
    name: 'Joseph Otim',
    email: 'joseph.sponsor@example.org',
    company: 'Great Lakes Mining Ltd',
    phone: '',
    packageInterest: 'Custom Package',
    message: '',
  },
  invalid: [
    { patch: { name: '' }, field: 'name', message: messages.sponsorshipRequired },
    { patch: { email: ' ' }, field: 'email', message: messages.sponsorshipRequired },
    { patch: { email: 'joseph@' }, field: 'email', message: messages.invalidEmail },
    {
      patch: { email: '"victim@example.org"@attacker.example' },
      field: 'email',
      message: messages.invalidEmail,
    },
    { patch: { company: undefined }, field: 'company', message: messages.sponsorshipRequired },
    {
      patch: { company: tooLong(maxLengths.shortText) },
      field: 'company',
      message: messages.tooLong(maxLengths.shortText),
    },
    {
      patch: { packageInterest: 'Diamond' },
      field: 'packageInterest',
      message: messages.invalidChoice,
    },
    {
      patch: { message: tooLong(maxLengths.message) },
      field: 'message',
      message: messages.tooLong(maxLengths.message),
    },
  ],
};
