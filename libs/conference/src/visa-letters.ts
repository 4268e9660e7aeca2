import type { PaymentStatus } from './choices.js';
import { edition } from './edition.js';
import type { Language } from './languages.js';
import { maxLengths } from './limits.js';
import { isBlank, isCalendarDate, requiredText, type FormRules } from './rules.js';

/** `POST /api/my-registration/visa-letter`: the delegate's data as their passport prints it. */
export interface VisaLetterRequestInput {
  /** The full name exactly as in the passport. */
  fullName: string;
  passportNumber: string;
  nationality: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** YYYY-MM-DD; after the conference ends. */
  passportExpiry: string;
  /** The embassy or consulate where the visa is applied for. */
  embassy: string;
}

/** Lengths of the request's fields, as the database stores them. */
export const visaLetterLimits = {
  fullName: maxLengths.name,
  nationality: maxLengths.name,
  embassy: maxLengths.shortText,
  /** Passport numbers run from 6 to 9 characters in practice; a little room either side. */
  passportNumberMin: 5,
  passportNumberMax: 20,
  refusalReason: 1000,
  chairName: maxLengths.name,
  chairTitle: maxLengths.shortText,
} as const;

/**
 * The day after which a passport must still be valid: the last day of the conference. Embassies
 * refuse a visa for a passport that expires before the stay ends.
 */
const passportValidAfter = edition.endDate;

/** Nobody born before this day applies for a visa to a conference. */
const earliestBirthDate = '1900-01-01';

/** A delegate is at least this old on the first day of the conference. */
const youngestDelegateYears = 12;

const latestBirthDate = `${Number(edition.startDate.slice(0, 4)) - youngestDelegateYears}${edition.startDate.slice(4)}`;

export const visaLetterMessages = {
  fullNameRequired: 'Please enter your full name as it appears in your passport',
  passportNumberRequired: 'Please enter your passport number',
  passportNumberPattern:
    'Please enter the passport number as printed in your passport: 5 to 20 letters and digits',
  nationalityRequired: 'Please enter your nationality',
  dateOfBirthRequired: 'Please enter your date of birth',
  dateOfBirthInvalid: 'Please enter a real date of birth (YYYY-MM-DD)',
  passportExpiryRequired: "Please enter your passport's expiry date",
  passportExpiryInvalid: 'Please enter the expiry date as a date (YYYY-MM-DD)',
  passportExpiresTooSoon: 'Your passport must be valid after the conference ends on 5 October 2025',
  embassyRequired: 'Please enter the embassy or consulate where you will apply for your visa',
  requested:
    'Your request for an invitation letter has been received. We will e-mail you the letter or our answer.',
  alreadyIssued:
    'Your invitation letter has already been issued. Please check your e-mail or download it below.',
  noLetterYet: 'No invitation letter has been issued for this registration.',
} as const;

/** A passport number as it is stored and compared: capitals, no spaces or dashes. */
export function normalisePassportNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

const passportNumberPattern = new RegExp(
  `^[A-Z0-9]{${visaLetterLimits.passportNumberMin},${visaLetterLimits.passportNumberMax}}$`,
);

/** The request form's rules, run by the site and by the api alike. */
export const visaLetterRequestRules: FormRules<VisaLetterRequestInput> = {
  fullName: requiredText(visaLetterMessages.fullNameRequired, visaLetterLimits.fullName),
  passportNumber: (value) => {
    if (isBlank(value)) return visaLetterMessages.passportNumberRequired;
    return passportNumberPattern.test(normalisePassportNumber(String(value)))
      ? null
      : visaLetterMessages.passportNumberPattern;
  },
  nationality: requiredText(visaLetterMessages.nationalityRequired, visaLetterLimits.nationality),
  dateOfBirth: (value) => {
    if (isBlank(value)) return visaLetterMessages.dateOfBirthRequired;
    if (!isCalendarDate(value)) return visaLetterMessages.dateOfBirthInvalid;
    const day = value.trim();
    return day >= earliestBirthDate && day <= latestBirthDate
      ? null
      : visaLetterMessages.dateOfBirthInvalid;
  },
  passportExpiry: (value) => {
    if (isBlank(value)) return visaLetterMessages.passportExpiryRequired;
    if (!isCalendarDate(value)) return visaLetterMessages.passportExpiryInvalid;
    return value.trim() > passportValidAfter ? null : visaLetterMessages.passportExpiresTooSoon;
  },
  embassy: requiredText(visaLetterMessages.embassyRequired, visaLetterLimits.embassy),
};

export const visaLetterStatuses = ['requested', 'issued', 'refused'] as const;
export type VisaLetterStatus = (typeof visaLetterStatuses)[number];

export const visaLetterStatusLabels: Record<VisaLetterStatus, string> = {
  requested: 'Requested',
  issued: 'Issued',
  refused: 'Refused',
};

/** `GET /api/my-registration/visa-letter`: the registrant's own request, without passport data. */
export interface MyVisaLetter {
  status: VisaLetterStatus;
  requestedAt: string;
  decidedAt: string | null;
  refusalReason: string | null;
}

/**
 * When an organiser may issue a letter: only for a registration whose fee is paid; also for the
 * presenter of an accepted abstract who has not paid yet; or whenever an organiser decides.
 */
export const visaLetterIssueRules = ['paid', 'paid-or-accepted-abstract', 'organiser'] as const;
export type VisaLetterIssueRule = (typeof visaLetterIssueRules)[number];

export const visaLetterIssueRuleLabels: Record<VisaLetterIssueRule, string> = {
  paid: 'Only when the registration is paid',
  'paid-or-accepted-abstract': 'When the registration is paid or has an accepted abstract',
  organiser: "At the organisers' decision, whatever is paid",
};

/** What an abstract sent with the registrant's e-mail has come to, as the list shows it. */
export type RegistrantAbstractStatus = 'accepted' | 'under-review' | 'not-accepted' | 'none';

export const registrantAbstractStatusLabels: Record<RegistrantAbstractStatus, string> = {
  accepted: 'Accepted',
  'under-review': 'Under review',
  'not-accepted': 'Not accepted',
  none: 'No abstract',
};

/** One row of `GET /api/admin/visa-letters`: admins only, for it holds passport data. */
export interface VisaLetterRow {
  id: string;
  registrationId: string;
  reference: string;
  email: string;
  language: Language;
  fullName: string;
  passportNumber: string;
  nationality: string;
  dateOfBirth: string;
  passportExpiry: string;
  embassy: string;
  status: VisaLetterStatus;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  refusalReason: string | null;
  verificationCode: string | null;
  paymentStatus: PaymentStatus;
  cancelled: boolean;
  abstractStatus: RegistrantAbstractStatus;
  /** Whether the settings' rule lets a letter be issued now. */
  mayIssue: boolean;
}

/** `GET /api/admin/visa-letters?status=&search=&page=&limit=`. */
export interface VisaLetterListQuery {
  status?: VisaLetterStatus;
  /** Part of a name, reference, e-mail or passport number. */
  search?: string;
  page?: number;
  limit?: number;
}

/** `GET/PUT /api/admin/visa-letters/settings`. */
export interface VisaLetterSettings {
  issueRule: VisaLetterIssueRule;
  /** The organising chair who signs the letters. */
  chairName: string;
  chairTitle: string;
}

export interface VisaLetterSettingsView extends VisaLetterSettings {
  /** Whether a signature image has been uploaded (`POST .../settings/signature`). */
  hasSignature: boolean;
}

export const visaLetterSettingsMessages = {
  saved: 'Invitation letter settings saved',
  issueRule: 'Please choose when a letter may be issued',
  chairNameRequired: "Please enter the organising chair's name",
  chairTitleRequired: "Please enter the organising chair's title",
  signatureSaved: 'Signature image saved',
  signatureType: 'Only PNG or JPEG images are accepted',
  signatureSize: 'File size should not exceed 5MB',
  issued: 'The invitation letter was issued and e-mailed to the registrant.',
  refused: 'The request was refused and the reason e-mailed to the registrant.',
  reasonRequired: 'Please give the reason, which is e-mailed to the registrant',
  notFound: 'Invitation letter request not found',
  alreadyDecided: 'This request has already been answered.',
  cancelled: 'This registration is cancelled: no letter can be issued.',
  settingsIncomplete:
    "Please enter the organising chair's name, title and signature in the settings before issuing letters.",
  notPaid: 'This registration is not paid: the settings allow a letter only once it is paid.',
  notPaidNorAccepted:
    'This registration is not paid and has no accepted abstract: the settings allow a letter only then.',
} as const;

export const visaLetterSettingsRules: FormRules<VisaLetterSettings> = {
  issueRule: (value) =>
    typeof value === 'string' && (visaLetterIssueRules as readonly string[]).includes(value)
      ? null
      : visaLetterSettingsMessages.issueRule,
  chairName: requiredText(visaLetterSettingsMessages.chairNameRequired, visaLetterLimits.chairName),
  chairTitle: requiredText(
    visaLetterSettingsMessages.chairTitleRequired,
    visaLetterLimits.chairTitle,
  ),
};

/** `POST /api/admin/visa-letters/:id/refuse`. */
export interface VisaLetterRefusal {
  reason: string;
}

export const visaLetterRefusalRules: FormRules<VisaLetterRefusal> = {
  reason: requiredText(visaLetterSettingsMessages.reasonRequired, visaLetterLimits.refusalReason),
};

/** Whether the settings' rule lets a letter be issued for a registration in this state. */
export function mayIssueVisaLetter(
  rule: VisaLetterIssueRule,
  registration: { paymentStatus: PaymentStatus; abstractStatus: RegistrantAbstractStatus },
): boolean {
  const paid = registration.paymentStatus === 'verified';
  switch (rule) {
    case 'paid':
      return paid;
    case 'paid-or-accepted-abstract':
      return paid || registration.abstractStatus === 'accepted';
    case 'organiser':
      return true;
  }
}
