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
  AccessRequest,
  BookingRequest,
  ContactRequest,
  MembershipRequest,
  RegistrationRequest,
  SponsorshipRequest,
} from './public-forms.js';
import type { PaymentProofRequest } from './my-registration.js';
import { participantCategories } from './fees.js';
import { packageInterestOptions } from './sponsorship.js';
import {
  abstractExtensions,
  captchaTokenMaxLength,
  fileExtension,
  maxLengths,
  maxUploadBytes,
  proofExtensions,
  studentIdExtensions,
} from './limits.js';
import { messages } from './messages.js';
import {
  checkFields,
  fieldIs,
  isBlank,
  onlyWhen,
  optionalChoice,
  optionalText,
  optionalTick,
  requiredChoice,
  requiredDate,
  requiredDateAfter,
  requiredEmail,
  requiredText,
  ticked,
  type FieldErrors,
  type FieldRule,
  type FormRules,
} from './rules.js';

/*
 * Every public form's field rules, written once: the forms call the validate functions, the api's
 * request classes run the same rules field by field.
 */

export const membershipRules: FormRules<MembershipRequest> = {
  title: requiredChoice(membershipTitles, messages.required),
  name: requiredText(messages.required, maxLengths.name),
  organisation: requiredText(messages.required, maxLengths.shortText),
  profession: requiredText(messages.required, maxLengths.shortText),
  qualification: requiredText(messages.required, maxLengths.shortText),
  address: optionalText(maxLengths.address),
  phone: optionalText(maxLengths.phone),
  mobile: optionalText(maxLengths.phone),
  fax: optionalText(maxLengths.phone),
  email: requiredEmail(messages.required),
  webpage: optionalText(maxLengths.url),
};

export function validateMembership(input: MembershipRequest): FieldErrors<MembershipRequest> {
  return checkFields(membershipRules, input);
}

export const contactRules: FormRules<ContactRequest> = {
  name: requiredText(messages.required, maxLengths.name),
  email: requiredEmail(messages.required),
  subject: requiredText(messages.required, maxLengths.shortText),
  message: requiredText(messages.required, maxLengths.message),
};

export function validateContact(input: ContactRequest): FieldErrors<ContactRequest> {
  return checkFields(contactRules, input);
}

export const registrationRules: FormRules<RegistrationRequest> = {
  title: requiredChoice(registrationTitles, messages.required),
  otherTitle: onlyWhen(
    fieldIs('title', 'Other'),
    requiredText(messages.specifyTitle, maxLengths.name),
  ),
  firstName: requiredText(messages.required, maxLengths.name),
  otherNames: requiredText(messages.required, maxLengths.name),
  gender: requiredChoice(genders, messages.required),
  email: requiredEmail(messages.required),
  phone: requiredText(messages.required, maxLengths.phone),
  country: requiredText(messages.required, maxLengths.name),
  city: requiredText(messages.required, maxLengths.name),
  institution: requiredText(messages.required, maxLengths.shortText),
  participationType: requiredChoice(participationTypes, messages.required),
  presentationType: onlyWhen(
    fieldIs('participationType', 'presenter'),
    requiredChoice(registrationPresentationTypes, messages.required),
  ),
  participantCategory: requiredChoice(participantCategories, messages.required),
  fieldTrip: requiredChoice(yesNo, messages.required),
  marketingConsent: optionalTick,
  paymentConfirmation: ticked(messages.required),
  programConsent: optionalTick,
  emailConsent: optionalTick,
  invoiceRequested: optionalTick,
  recaptchaToken: requiredText(messages.captchaRequired, captchaTokenMaxLength),
};

export interface RegistrationFileFacts {
  /** The chosen student ID file, if any: its name and size. */
  studentIdFile?: { name: string; size: number } | null;
}

export function validateRegistration(
  input: RegistrationRequest,
  files: RegistrationFileFacts = {},
): FieldErrors<RegistrationRequest & { studentIdFile: unknown }> {
  const errors: FieldErrors<RegistrationRequest & { studentIdFile: unknown }> = checkFields(
    registrationRules,
    input,
  );
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
  return errors;
}

export const accessRequestRules: FormRules<AccessRequest> = {
  email: requiredText(messages.accessEmailRequired, maxLengths.email),
};

export function validateAccessRequest(email: string): string | null {
  return accessRequestRules.email(email);
}

export const abstractRules: FormRules<AbstractRequest> = {
  fullName: requiredText(messages.abstract.fullName, maxLengths.name),
  affiliation: requiredText(messages.abstract.affiliation, maxLengths.shortText),
  email: requiredEmail(messages.abstract.email),
  phone: optionalText(maxLengths.phone),
  abstractTitle: requiredText(messages.abstract.abstractTitle, maxLengths.title),
  subtheme: requiredChoice(subthemeTitles, messages.abstract.subtheme),
  language: optionalChoice(abstractLanguages),
  presentationType: optionalChoice(abstractPresentationTypes),
  comments: optionalText(maxLengths.message),
  recaptchaToken: requiredText(messages.captchaRequired, captchaTokenMaxLength),
};

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
  const errors: FieldErrors<AbstractRequest & { abstractFile: unknown }> = checkFields(
    abstractRules,
    input,
  );
  if (!file) errors.abstractFile = messages.abstract.file;
  else {
    const fileError = checkAbstractFile(file);
    if (fileError) errors.abstractFile = fileError;
  }
  return errors;
}

export const bookingRules: FormRules<BookingRequest> = {
  fullName: requiredText(messages.booking.fullName, maxLengths.name),
  email: requiredEmail(messages.booking.email, messages.booking.invalidEmail),
  phone: requiredText(messages.booking.phone, maxLengths.phone),
  nationality: requiredText(messages.booking.nationality, maxLengths.name),
  accommodationType: optionalChoice(accommodationTypes),
  sharingPreference: optionalChoice(sharingPreferences),
  checkInDate: requiredDate(messages.booking.checkInDate),
  checkOutDate: requiredDateAfter(
    messages.booking.checkOutDate,
    'checkInDate',
    messages.booking.checkOutAfterCheckIn,
  ),
  specialRequests: optionalText(maxLengths.message),
  recaptchaToken: requiredText(messages.booking.captcha, captchaTokenMaxLength),
};

export function validateBooking(input: BookingRequest): FieldErrors<BookingRequest> {
  return checkFields(bookingRules, input);
}

/** The dialog shows one alert for the three required fields, so each fails with that message. */
export const sponsorshipRules: FormRules<SponsorshipRequest> = {
  name: requiredText(messages.sponsorshipRequired, maxLengths.name),
  email: requiredEmail(messages.sponsorshipRequired),
  company: requiredText(messages.sponsorshipRequired, maxLengths.shortText),
  phone: optionalText(maxLengths.phone),
  packageInterest: optionalChoice(packageInterestOptions),
  message: optionalText(maxLengths.message),
};

export function sponsorshipFieldErrors(input: SponsorshipRequest): FieldErrors<SponsorshipRequest> {
  return checkFields(sponsorshipRules, input);
}

/** The sponsorship dialog's one alert: a missing required field first, else the first problem. */
export function validateSponsorship(input: SponsorshipRequest): string | null {
  const problems = Object.values(sponsorshipFieldErrors(input));
  if (problems.includes(messages.sponsorshipRequired)) return messages.sponsorshipRequired;
  return problems[0] ?? null;
}

/** The payment amount must be a positive number of US dollars with at most two decimals. */
export const paymentAmountMessage =
  'Please enter the amount you paid in USD, for example 150 or 150.00';

const amountPattern = /^\d{1,7}(\.\d{1,2})?$/;

const paymentAmount: FieldRule = (value) => {
  if (isBlank(value)) return messages.required;
  const text = String(value).trim();
  return amountPattern.test(text) && Number(text) > 0 ? null : paymentAmountMessage;
};

/** The registrant's payment proof (/my-registration): every field and the file are required. */
export const paymentProofRules: FormRules<PaymentProofRequest> = {
  method: requiredChoice(paymentMethods, messages.required),
  reference: requiredText(messages.required, maxLengths.paymentReference),
  amount: paymentAmount,
  paymentDate: requiredDate(messages.required),
};

/** Checks a chosen payment-proof file (PDF, JPEG or PNG, at most 5 MB). Null when acceptable. */
export function checkProofFile(file: { name: string; size: number }): string | null {
  if (!(proofExtensions as readonly string[]).includes(fileExtension(file.name))) {
    return messages.proofFileType;
  }
  if (file.size > maxUploadBytes) return messages.proofFileSize;
  return null;
}

export function validatePaymentProof(
  input: PaymentProofRequest,
  file: { name: string; size: number } | null,
): FieldErrors<PaymentProofRequest & { proofFile: unknown }> {
  const errors: FieldErrors<PaymentProofRequest & { proofFile: unknown }> = checkFields(
    paymentProofRules,
    input,
  );
  if (!file) errors.proofFile = messages.required;
  else {
    const fileError = checkProofFile(file);
    if (fileError) errors.proofFile = fileError;
  }
  return errors;
}
