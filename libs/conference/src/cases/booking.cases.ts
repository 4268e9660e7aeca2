import type { BookingRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { solvedRobotCheck, tooLong, type FormCases } from './form-cases.js';

export const bookingCases: FormCases<BookingRequest> = {
  valid: {
    fullName: 'Esther Achieng',
    email: 'esther.cases@example.org',
    phone: '+254700000002',
    nationality: 'Kenyan',
    accommodationType: '2-Bedroom Apartment',
    sharingPreference: 'Willing to share',
    checkInDate: '2025-09-30',
    checkOutDate: '2025-10-05',
    specialRequests: '',
    recaptchaToken: solvedRobotCheck,
  },
  invalid: [
    { patch: { fullName: '' }, field: 'fullName', message: messages.booking.fullName },
    { patch: { email: ' ' }, field: 'email', message: messages.booking.email },
    {
      patch: { email: 'esther.example.org' },
      field: 'email',
      message: messages.booking.invalidEmail,
    },
    {
      patch: { email: 'esther@example.org (victim@example.org)' },
      field: 'email',
      message: messages.booking.invalidEmail,
    },
    { patch: { phone: '' }, field: 'phone', message: messages.booking.phone },
    { patch: { nationality: '' }, field: 'nationality', message: messages.booking.nationality },
    {
      patch: { nationality: tooLong(maxLengths.name) },
      field: 'nationality',
      message: messages.tooLong(maxLengths.name),
    },
    {
      patch: { accommodationType: 'Tent' },
      field: 'accommodationType',
      message: messages.invalidChoice,
    },
    {
      patch: { sharingPreference: 'Bunk bed' },
      field: 'sharingPreference',
      message: messages.invalidChoice,
    },
    { patch: { checkInDate: '' }, field: 'checkInDate', message: messages.booking.checkInDate },
    { patch: { checkInDate: '30/09/2025' }, field: 'checkInDate', message: messages.invalidDate },
    { patch: { checkInDate: '2025-06-31' }, field: 'checkInDate', message: messages.invalidDate },
    { patch: { checkOutDate: '' }, field: 'checkOutDate', message: messages.booking.checkOutDate },
    { patch: { checkOutDate: '2025-02-29' }, field: 'checkOutDate', message: messages.invalidDate },
    {
      patch: { checkOutDate: '2025-09-30' },
      field: 'checkOutDate',
      message: messages.booking.checkOutAfterCheckIn,
    },
    {
      patch: { specialRequests: tooLong(maxLengths.message) },
      field: 'specialRequests',
      message: messages.tooLong(maxLengths.message),
    },
    { patch: { recaptchaToken: '' }, field: 'recaptchaToken', message: messages.booking.captcha },
  ],
};
