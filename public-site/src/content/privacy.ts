import type { RetentionSettings, StaffRole } from '@caawg11/conference';

/**
 * The forms the privacy notice describes, in the order the site offers them: each names its
 * texts in the privacy catalogue (`name`, `collects` and `why` under the key).
 */
export const privacyForms: readonly string[] = [
  'forms.registration',
  'forms.abstracts',
  'forms.membership',
  'forms.contact',
  'forms.accommodation',
  'forms.sponsorship',
  'forms.visaLetters',
];

/**
 * What each staff role (libs/conference `staffRoles`) sees: `name` and `sees` under the key.
 * Typed by role, so a new role cannot be left out of the notice.
 */
export const privacyRoles: Readonly<Record<StaffRole, string>> = {
  admin: 'roles.admin',
  finance: 'roles.finance',
  reviewer: 'roles.reviewer',
  logistics: 'roles.logistics',
  communications: 'roles.communications',
  'check-in': 'roles.checkIn',
};

/**
 * The periods the notice states, read from the retention settings, each with its sentence
 * (counted in days or months). Typed by setting, so a new setting cannot be left out.
 */
export const retentionStatements: Readonly<Record<keyof RetentionSettings, string>> = {
  studentIdDays: 'retention.studentIdDays',
  paymentProofDays: 'retention.paymentProofDays',
  passportDays: 'retention.passportDays',
  unpaidRegistrationDays: 'retention.unpaidRegistrationDays',
  inquiryMonths: 'retention.inquiryMonths',
  mailBodyDays: 'retention.mailBodyDays',
};
