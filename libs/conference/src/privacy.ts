import type { FormRules } from './rules.js';

/**
 * The version of the privacy notice the site shows now. Every form sends the version it showed
 * beside its submit button, and each consent is stored with it, so organisers can tell which
 * wording a person agreed to. A change to the notice's wording gets a new version (the day it
 * was published) and keeps the older ones in `privacyNoticeVersions`.
 */
export const privacyNoticeVersion = '2026-11-27';

/** Every version of the notice ever published, newest first; a form may send any of them. */
export const privacyNoticeVersions: readonly string[] = [privacyNoticeVersion];

export function isKnownPrivacyNoticeVersion(value: unknown): value is string {
  return typeof value === 'string' && privacyNoticeVersions.includes(value);
}

/** The records a consent belongs to: one per form that shows the notice. */
export const consentSubjects = [
  'registration',
  'abstract',
  'membership',
  'contact-message',
  'booking',
  'sponsorship-inquiry',
] as const;
export type ConsentSubject = (typeof consentSubjects)[number];

/** What was agreed to: the notice shown with every form, and the registration form's four. */
export const consentKeys = [
  'privacy-notice',
  'marketing',
  'payment-confirmation',
  'programme',
  'email',
] as const;
export type ConsentKey = (typeof consentKeys)[number];

export const consentKeyLabels: Record<ConsentKey, string> = {
  'privacy-notice': 'Privacy notice shown with the form',
  marketing: 'Marketing and promotional communications',
  'payment-confirmation': 'Payment confirmation required before participation',
  programme: 'Name and institution in the conference programme',
  email: 'E-mail communications about the conference',
};

/** One consent as organisers see it with the record it belongs to. */
export interface ConsentView {
  key: ConsentKey;
  label: string;
  given: boolean;
  /** The notice version shown when it was given; null for records kept from before versions. */
  noticeVersion: string | null;
  /** ISO time. */
  givenAt: string;
}

/** Sent by every public form beside its other fields. */
export interface PrivacyNoticeField {
  /** The version of the privacy notice shown with the form (`privacyNoticeVersion`). */
  privacyNoticeVersion?: string;
}

export const privacyMessages = {
  upcomingLoadFailed: 'Failed to load what goes next',
  unknownNoticeVersion: 'Please reload the page: the privacy notice has changed',
  retentionLoadFailed: 'Failed to load the retention settings',
  retentionSaved: 'Retention settings saved',
  retentionSaveFailed: 'Failed to save the retention settings. Please try again.',
  days: 'Please enter a whole number of days from 0 to 5000',
  months: 'Please enter a whole number of months from 1 to 120',
} as const;

/**
 * How long each kind of personal data is kept, as organisers set it on `/dashboard/privacy`.
 * The daily retention job purges by these numbers and the privacy notice states them, so the
 * page cannot say one thing while the product does another.
 */
export interface RetentionSettings {
  /** Student ID scans: days after the payment is verified or the registration rejected. */
  studentIdDays: number;
  /** Payment proof files: days after the payment was recorded. */
  paymentProofDays: number;
  /** Passport data of visa-letter requests: days after the conference ends. */
  passportDays: number;
  /** Registrations that never paid: anonymised this many days after the final payment date. */
  unpaidRegistrationDays: number;
  /** Contact messages and sponsorship inquiries: months after they were sent. */
  inquiryMonths: number;
  /** The bodies of e-mails sent (the outbox row itself stays, for the counts): days after sending. */
  mailBodyDays: number;
}

/**
 * What a new installation keeps. A student ID only proves a student fee, so it goes a month
 * after the decision, once a disputed verification has had time to be raised. The payment
 * proofs are accounting records: seven years (2,557 days, two leap days included) covers the
 * five years Uganda's tax law asks records to be kept after the return they support, with room
 * for a return filed late and for the association's yearly audit. Passport data serves only
 * the visa, so it goes three months after the conference, when late travel and refund
 * questions are settled. A registration that never paid is anonymised three months after the
 * final payment date. Inquiries stay two years, long enough to answer and to plan the next
 * edition with the sponsors who asked. Mail bodies stay three months, for questions such as
 * "I never received my link"; the row stays for the counts.
 */
export const defaultRetentionSettings: RetentionSettings = {
  studentIdDays: 30,
  paymentProofDays: 2557,
  passportDays: 90,
  unpaidRegistrationDays: 90,
  inquiryMonths: 24,
  mailBodyDays: 90,
};

/** Labels of the settings, in the order the portal's form shows them. */
export const retentionSettingLabels: Record<keyof RetentionSettings, string> = {
  studentIdDays:
    'Student ID scans: days after the payment is verified or the registration rejected',
  paymentProofDays: 'Payment proofs: days after the payment was recorded',
  passportDays: 'Passport data of visa letters: days after the conference ends',
  unpaidRegistrationDays:
    'Registrations never paid: days after the final payment date before they are anonymised',
  inquiryMonths: 'Contact messages and sponsorship inquiries: months after they were sent',
  mailBodyDays: 'Bodies of e-mails sent: days after sending (the record of the e-mail is kept)',
};

export const retentionSettingKeys = Object.keys(
  retentionSettingLabels,
) as (keyof RetentionSettings)[];

function wholeNumber(min: number, max: number, message: string) {
  return (value: unknown): string | null =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : message;
}

/** The retention form's rules, run by the portal and by the api alike. */
export const retentionSettingsRules: FormRules<RetentionSettings> = {
  studentIdDays: wholeNumber(0, 5000, privacyMessages.days),
  paymentProofDays: wholeNumber(0, 5000, privacyMessages.days),
  passportDays: wholeNumber(0, 5000, privacyMessages.days),
  unpaidRegistrationDays: wholeNumber(0, 5000, privacyMessages.days),
  inquiryMonths: wholeNumber(1, 120, privacyMessages.months),
  mailBodyDays: wholeNumber(0, 5000, privacyMessages.days),
};

/** The kinds of record the retention job removes or anonymises. */
export const retentionKinds = [
  'student-id-scan',
  'payment-proof',
  'passport-data',
  'unpaid-registration',
  'contact-message',
  'sponsorship-inquiry',
  'mail-body',
] as const;
export type RetentionKind = (typeof retentionKinds)[number];

export const retentionKindLabels: Record<RetentionKind, string> = {
  'student-id-scan': 'Student ID scans',
  'payment-proof': 'Payment proofs',
  'passport-data': 'Passport data of visa letters',
  'unpaid-registration': 'Registrations never paid (anonymised)',
  'contact-message': 'Contact messages (anonymised)',
  'sponsorship-inquiry': 'Sponsorship inquiries (anonymised)',
  'mail-body': 'Bodies of e-mails sent',
};

/** One record the retention job will remove, and the day it becomes due. */
export interface RetentionDueRecord {
  kind: RetentionKind;
  recordId: string;
  /** What names the record to organisers: a registration reference, or the record's number. */
  reference: string;
  /** YYYY-MM-DD (UTC): the first day the job removes it. */
  dueOn: string;
}

/** `GET /api/admin/retention/upcoming`: what goes in the next `days` days, soonest first. */
export interface RetentionUpcomingView {
  days: number;
  /** Every kind the job purges, with how many records are due and the soonest hundred of them. */
  kinds: { kind: RetentionKind; label: string; count: number; records: RetentionDueRecord[] }[];
}

/** What one run of the retention job did, per kind: the counts written to the audit log. */
export type RetentionRunCounts = Record<RetentionKind, number>;

/** How the upcoming list in the portal looks ahead. */
export const retentionLookAheadDays = 30;
