import type { RegistrationRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { solvedRobotCheck, tooLong, type FormCases } from './form-cases.js';

export const registrationCases: FormCases<RegistrationRequest> = {
  valid: {
    title: 'Dr.',
    otherTitle: '',
    firstName: 'Amina',
    otherNames: 'Nakato',
    gender: 'Female',
    email: 'amina.cases@example.org',
    phone: '+256700000001',
    country: 'Uganda',
    city: 'Kampala',
    institution: 'Makerere University',
    participationType: 'attendee',
    presentationType: '',
    participantCategory: 'member',
    fieldTrip: 'Yes',
    marketingConsent: false,
    paymentConfirmation: true,
    programConsent: true,
    emailConsent: true,
    invoiceRequested: true,
    recaptchaToken: solvedRobotCheck,
  },
  invalid: [
    { patch: { title: '' }, field: 'title', message: messages.required },
    { patch: { title: 'Sir' }, field: 'title', message: messages.invalidChoice },
    {
      patch: { title: 'Other', otherTitle: ' ' },
      field: 'otherTitle',
      message: messages.specifyTitle,
    },
    { patch: { firstName: '   ' }, field: 'firstName', message: messages.required },
    {
      patch: { firstName: tooLong(maxLengths.name) },
      field: 'firstName',
      message: messages.tooLong(maxLengths.name),
    },
    { patch: { otherNames: undefined }, field: 'otherNames', message: messages.required },
    { patch: { gender: 'Unknown' }, field: 'gender', message: messages.invalidChoice },
    { patch: { email: '' }, field: 'email', message: messages.required },
    { patch: { email: 'amina@example' }, field: 'email', message: messages.invalidEmail },
    {
      patch: { email: 'Amina <amina@example.org>' },
      field: 'email',
      message: messages.invalidEmail,
    },
    { patch: { phone: '' }, field: 'phone', message: messages.required },
    {
      patch: { phone: tooLong(maxLengths.phone) },
      field: 'phone',
      message: messages.tooLong(maxLengths.phone),
    },
    { patch: { country: '' }, field: 'country', message: messages.required },
    { patch: { city: '' }, field: 'city', message: messages.required },
    { patch: { institution: '' }, field: 'institution', message: messages.required },
    {
      patch: { participationType: 'speaker' },
      field: 'participationType',
      message: messages.invalidChoice,
    },
    {
      patch: { participationType: 'presenter', presentationType: '' },
      field: 'presentationType',
      message: messages.required,
    },
    {
      patch: { participationType: 'presenter', presentationType: 'keynote' },
      field: 'presentationType',
      message: messages.invalidChoice,
    },
    {
      patch: { participantCategory: 'guest' },
      field: 'participantCategory',
      message: messages.invalidChoice,
    },
    { patch: { fieldTrip: '' }, field: 'fieldTrip', message: messages.required },
    { patch: { fieldTrip: 'Maybe' }, field: 'fieldTrip', message: messages.invalidChoice },
    {
      patch: { paymentConfirmation: false },
      field: 'paymentConfirmation',
      message: messages.required,
    },
    { patch: { recaptchaToken: '' }, field: 'recaptchaToken', message: messages.captchaRequired },
  ],
};
