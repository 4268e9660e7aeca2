import {
  abstractLanguages,
  abstractPresentationTypes,
  accommodationTypes,
  genders,
  membershipTitles,
  participationTypes,
  paymentMethods,
  registrationPresentationTypes,
  registrationTitles,
  sharingPreferences,
  subthemeTitles,
  yesNo,
} from './choices.js';
import type {
  AbstractRequest,
  BookingRequest,
  ContactRequest,
  MembershipRequest,
  PaymentProofRequest,
  RegistrationRequest,
  SponsorshipRequest,
} from './api-types.js';
import { participantCategories } from './fees.js';
import {
  abstractExtensions,
  fileExtension,
  maxUploadBytes,
  proofExtensions,
  studentIdExtensions,
} from './limits.js';
import { messages } from './messages.js';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Text, then @, then text, then a dot, then text, with no spaces anywhere. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function oneOf(list: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && list.includes(value);
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

export function validateMembership(input: MembershipRequest): FieldErrors<MembershipRequest> {
  const errors: FieldErrors<MembershipRequest> = {};
  for (const field of [
    'title',
    'name',
    'organisation',
    'profession',
    'qualification',
    'email',
  ] as const) {
    if (blank(input[field])) errors[field] = messages.required;
  }
  if (!errors.title && !oneOf(membershipTitles, input.title)) errors.title = messages.invalidChoice;
  if (!errors.email && !isEmail(input.email)) errors.email = messages.invalidEmail;
  return errors;
}

export function validateContact(input: ContactRequest): FieldErrors<ContactRequest> {
  const errors: FieldErrors<ContactRequest> = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (blank(input[field])) errors[field] = messages.required;
  }
  if (!errors.email && !isEmail(input.email)) errors.email = messages.invalidEmail;
  return errors;
}

export interface RegistrationFileFacts {
  /** The chosen student ID file, if any: its name and size. */
  studentIdFile?: { name: string; size: number } | null;
}

export function validateRegistration(
  input: RegistrationRequest,
  files: RegistrationFileFacts = {},
): FieldErrors<RegistrationRequest & { studentIdFile: unknown }> {
  const errors: FieldErrors<RegistrationRequest & { studentIdFile: unknown }> = {};
  const required = [
    'title',
    'firstName',
    'otherNames',
    'gender',
    'email',
    'phone',
    'country',
    'city',
    'institution',
    'participationType',
    'participantCategory',
    'fieldTrip',
  ] as const;
  for (const field of required) {
    if (blank(input[field])) errors[field] = messages.required;
  }
  if (!errors.title && !oneOf(registrationTitles, input.title))
    errors.title = messages.invalidChoice;
  if (input.title === 'Other' && blank(input.otherTitle)) errors.otherTitle = messages.specifyTitle;
  if (!errors.gender && !oneOf(genders, input.gender)) errors.gender = messages.invalidChoice;
  if (!errors.email && !isEmail(input.email)) errors.email = messages.invalidEmail;
  if (!errors.participationType && !oneOf(participationTypes, input.participationType)) {
    errors.participationType = messages.invalidChoice;
  }
  if (input.participationType === 'presenter') {
    if (blank(input.presentationType)) errors.presentationType = messages.required;
    else if (!oneOf(registrationPresentationTypes, input.presentationType)) {
      errors.presentationType = messages.invalidChoice;
    }
  }
  if (!errors.participantCategory && !oneOf(participantCategories, input.participantCategory)) {
    errors.participantCategory = messages.invalidChoice;
  }
  if (!errors.fieldTrip && !oneOf(yesNo, input.fieldTrip))
    errors.fieldTrip = messages.invalidChoice;
  if (input.paymentConfirmation !== true) errors.paymentConfirmation = messages.required;
  const file = files.studentIdFile;
  if (input.participantCategory === 'student' && !file) {
    errors.studentIdFile = messages.studentIdRequired;
  }
  if (file) {
    if (!(studentIdExtensions as readonly string[]).includes(fileExtension(file.name))) {
      errors.studentIdFile = messages.studentIdFileType;
    } else if (file.size > maxUploadBytes) {
      errors.studentIdFile = messages.studentIdFileSize;
    }
  }
  if (blank(input.recaptchaToken)) errors.recaptchaToken = messages.captchaRequired;
  return errors;
}

export function validateAccessRequest(email: string): string | null {
  return blank(email) ? messages.accessEmailRequired : null;
}

/** Checks a chosen abstract file as the form does on selection. Null when acceptable. */
export function checkAbstractFile(file: { name: string; size: number }): string | null {
  if (!(abstractExtensions as readonly string[]).includes(fileExtension(file.name))) {
    return messages.abstract.fileType;
  }
  if (file.size > maxUploadBytes) return messages.abstract.fileSize;
  return null;
}

export function validateAbstract(
  input: AbstractRequest,
  file: { name: string; size: number } | null,
): FieldErrors<AbstractRequest & { abstractFile: unknown }> {
  const errors: FieldErrors<AbstractRequest & { abstractFile: unknown }> = {};
  if (blank(input.fullName)) errors.fullName = messages.abstract.fullName;
  if (blank(input.affiliation)) errors.affiliation = messages.abstract.affiliation;
  if (blank(input.subtheme)) errors.subtheme = messages.abstract.subtheme;
  else if (!oneOf(subthemeTitles, input.subtheme)) errors.subtheme = messages.invalidChoice;
  if (blank(input.email)) errors.email = messages.abstract.email;
  else if (!isEmail(input.email)) errors.email = messages.invalidEmail;
  if (blank(input.abstractTitle)) errors.abstractTitle = messages.abstract.abstractTitle;
  if (!oneOf(abstractLanguages, input.language)) errors.language = messages.invalidChoice;
  if (!oneOf(abstractPresentationTypes, input.presentationType)) {
    errors.presentationType = messages.invalidChoice;
  }
  if (!file) errors.abstractFile = messages.abstract.file;
  else {
    const fileError = checkAbstractFile(file);
    if (fileError) errors.abstractFile = fileError;
  }
  if (blank(input.recaptchaToken)) errors.recaptchaToken = messages.captchaRequired;
  return errors;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  return isoDate.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());
}

export function validateBooking(input: BookingRequest): FieldErrors<BookingRequest> {
  const errors: FieldErrors<BookingRequest> = {};
  if (blank(input.fullName)) errors.fullName = messages.booking.fullName;
  if (blank(input.email)) errors.email = messages.booking.email;
  else if (!isEmail(input.email)) errors.email = messages.booking.invalidEmail;
  if (blank(input.phone)) errors.phone = messages.booking.phone;
  if (blank(input.nationality)) errors.nationality = messages.booking.nationality;
  if (!oneOf(accommodationTypes, input.accommodationType))
    errors.accommodationType = messages.invalidChoice;
  if (!oneOf(sharingPreferences, input.sharingPreference))
    errors.sharingPreference = messages.invalidChoice;
  if (blank(input.checkInDate)) errors.checkInDate = messages.booking.checkInDate;
  else if (!validDate(input.checkInDate)) errors.checkInDate = messages.invalidDate;
  if (blank(input.checkOutDate)) errors.checkOutDate = messages.booking.checkOutDate;
  else if (!validDate(input.checkOutDate)) errors.checkOutDate = messages.invalidDate;
  else if (!errors.checkInDate && input.checkOutDate <= input.checkInDate) {
    errors.checkOutDate = messages.booking.checkOutAfterCheckIn;
  }
  if (blank(input.recaptchaToken)) errors.recaptchaToken = messages.booking.captcha;
  return errors;
}

/** The sponsorship dialog shows one alert rather than field messages. */
export function validateSponsorship(input: SponsorshipRequest): string | null {
  return blank(input.name) || blank(input.email) || blank(input.company)
    ? messages.sponsorshipRequired
    : null;
}

/** The payment amount must be a positive number of US dollars with at most two decimals. */
export const paymentAmountMessage =
  'Please enter the amount you paid in USD, for example 150 or 150.00';

const amountPattern = /^\d{1,7}(\.\d{1,2})?$/;

/** Checks a chosen payment-proof file (PDF, JPEG or PNG, at most 5 MB). Null when acceptable. */
export function checkProofFile(file: { name: string; size: number }): string | null {
  if (!(proofExtensions as readonly string[]).includes(fileExtension(file.name))) {
    return messages.proofFileType;
  }
  if (file.size > maxUploadBytes) return messages.proofFileSize;
  return null;
}

/** The registrant's payment proof (/my-registration): every field and the file are required. */
export function validatePaymentProof(
  input: PaymentProofRequest,
  file: { name: string; size: number } | null,
): FieldErrors<PaymentProofRequest & { proofFile: unknown }> {
  const errors: FieldErrors<PaymentProofRequest & { proofFile: unknown }> = {};
  if (blank(input.method)) errors.method = messages.required;
  else if (!oneOf(paymentMethods, input.method)) errors.method = messages.invalidChoice;
  if (blank(input.reference)) errors.reference = messages.required;
  if (blank(input.amount)) errors.amount = messages.required;
  else if (!amountPattern.test(input.amount.trim()) || Number(input.amount) <= 0) {
    errors.amount = paymentAmountMessage;
  }
  if (blank(input.paymentDate)) errors.paymentDate = messages.required;
  else if (!validDate(input.paymentDate)) errors.paymentDate = messages.invalidDate;
  if (!file) errors.proofFile = messages.required;
  else {
    const fileError = checkProofFile(file);
    if (fileError) errors.proofFile = fileError;
  }
  return errors;
}
