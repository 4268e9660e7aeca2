import { mailboxes } from './organisers.js';

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A wait as a visitor reads it, never shorter than the real one: "42 seconds", "59 minutes", "1 hour". */
export function describeWait(seconds: number): string {
  const wholeSeconds = Math.max(1, Math.ceil(seconds));
  if (wholeSeconds < 60) return plural(wholeSeconds, 'second');
  const minutes = Math.ceil(wholeSeconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? plural(hours, 'hour')
    : `${plural(hours, 'hour')} and ${plural(rest, 'minute')}`;
}

/**
 * User-facing validation and error messages, word for word as the api answers them; the case
 * tables in `cases/` pin each one per form.
 */
export const messages = {
  required: 'This field is required',
  invalidEmail: 'Invalid email format',
  specifyTitle: 'Please specify your title',
  studentIdRequired: 'Please upload your student ID or admission letter',
  captchaRequired: 'Please complete the reCAPTCHA verification',
  accessEmailRequired: 'Please enter your email address',

  abstract: {
    fullName: 'Full name is required',
    affiliation: 'Affiliation is required',
    subtheme: 'Please select a subtheme for your abstract',
    email: 'Email is required',
    abstractTitle: 'Abstract title is required',
    file: 'Abstract file is required',
    fileType: 'Only .doc or .docx files are accepted',
    fileSize: 'File size should not exceed 5MB',
  },

  booking: {
    fullName: 'Full name is required',
    email: 'Email address is required',
    invalidEmail: 'Please enter a valid email address',
    phone: 'Phone number is required',
    nationality: 'Nationality is required',
    checkInDate: 'Check-in date is required',
    checkOutDate: 'Check-out date is required',
    checkOutAfterCheckIn: 'Check-out date must be after check-in date',
    captcha: 'Please verify that you are not a robot',
  },

  sponsorshipRequired: 'Please fill in all required fields: Name, Email, and Company.',
  loginRequired: 'Please provide email and password',

  /** The fixed texts each form shows when its request fails. */
  membershipSuccess:
    'Your membership application has been submitted successfully! You will receive a confirmation email shortly.',
  membershipFailed: 'Membership application failed',
  membershipProblem:
    'There was a problem submitting your membership application. Please try again or contact us directly.',
  contactProblem: `There was a problem sending your message. Please try again or contact us directly at ${mailboxes.secretariat}.`,
  registrationFailed: 'Registration failed',
  registrationProblem: `There was a problem submitting your registration. Please try again or contact ${mailboxes.registration}.`,
  accessRequestProblem: 'An error occurred. Please try again later.',
  abstractFailed: 'Submission failed',
  abstractProblem: `There was a problem submitting your abstract. Please try again or contact ${mailboxes.abstracts}.`,
  bookingProblem: `There was a problem submitting your booking. Please try again or contact us directly at ${mailboxes.logistics}.`,
  sponsorshipFailed: 'Failed to submit inquiry',
  sponsorshipProblem: `There was an error submitting your inquiry. Please try again later or contact us directly at ${mailboxes.sponsorship}`,
  sponsorshipSuccess:
    'Your sponsorship inquiry has been submitted successfully. We will contact you shortly.',
  loginFailed: 'Invalid login credentials',
  loginUserFailed: 'Login failed',
  authFailed: 'Authentication failed',

  /** Messages of our own, for cases no form text covers. */
  abstractGuidelines: 'Please confirm that your abstract adheres to the formatting guidelines',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidChoice: 'Please choose one of the listed options',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  studentIdFileType: 'Only PDF, JPG, JPEG or PNG files are accepted',
  studentIdFileSize: 'File size should not exceed 5MB',
  proofFileType: 'Only PDF, JPG, JPEG or PNG files are accepted',
  proofFileSize: 'File size should not exceed 5MB',
  captchaInvalid: 'The robot check has expired or was already used. Please complete it again.',
  duplicateRegistration:
    'A registration with this email address already exists. Use the registration access page (/verify) to receive a link to your registration.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  tooManyRequestsRetryIn: (retryAfterSeconds: number) =>
    `Too many requests. Please try again in ${describeWait(retryAfterSeconds)}.`,
  loginThrottled: (retryAfterSeconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
  passwordCheckThrottled: (retryAfterSeconds: number) =>
    `Too many wrong current passwords. Please try again in ${describeWait(retryAfterSeconds)}.`,
  validationFailed: 'Please correct the highlighted fields and try again.',
  notText: 'Please enter text in this field',
  uploadIncomplete: 'The file did not arrive completely. Please try again.',
  wordDocumentTooLarge:
    'This Word document is too large once unpacked. Please save it again from Word, without embedded files, and try again.',
  captchaUnavailable:
    'The robot check could not be verified just now. Please try again in a moment.',

  /** Success answers of the public calls (only the membership and sponsorship forms show theirs). */
  contactSuccess: 'Thank you for your message! We will get back to you soon.',
  registrationSuccess: (reference: string, feeUsd: number) =>
    `Registration successful! Your registration ID is ${reference}. Please quote ${reference} as the payment reference when you transfer the registration fee of $${feeUsd} USD. A confirmation e-mail is on its way.`,
  accessRequestSent:
    'If a registration exists for this email address, a secure access link has been sent to it. Please check your inbox.',
  abstractSuccess:
    'Your abstract has been submitted successfully. A confirmation e-mail is on its way.',
  bookingSuccess:
    'Your booking request has been received. Our logistics team will contact you within 48 hours to confirm availability and give payment instructions.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
  serviceBusy: 'The service is busy right now. Please try again in a moment.',
} as const;
