import type { Language } from './languages.js';
import { messages } from './messages.js';
import {
  isBlank,
  isEmail,
  optionalChoice,
  optionalText,
  requiredEmail,
  requiredText,
  type FieldRule,
  type FormRules,
} from './rules.js';
import { edition } from './edition.js';
import { languages } from './languages.js';

/** The group reference an institution quotes on its transfer: GRP-0007. */
export function groupInvoiceReference(number: number): string {
  return `GRP-${String(number).padStart(4, '0')}`;
}

/** The number of an invoice made out to an institution for one delegate: CAAWG11-INV-0003. */
export function singleInvoiceReference(number: number): string {
  return `${edition.shortName}-INV-${String(number).padStart(4, '0')}`;
}

/** The most registrations one group invoice covers. */
export const maxGroupInvoiceRegistrations = 100;

export const institutionLimits = {
  institutionName: 200,
  postalAddress: 1000,
  taxId: 60,
  purchaseOrder: 60,
  cancellationReason: 1000,
  /** A colleague's registration ID as typed: CAAWG11-0042 has 12 characters. */
  colleagueReference: 40,
  colleagueEmail: 254,
} as const;

export const groupInvoiceMessages = {
  institutionName: 'Enter the name of the institution the invoice is addressed to',
  postalAddress: "Enter the institution's postal address",
  registrations: 'Choose at least one registration for the invoice',
  tooManyRegistrations: `A group invoice covers at most ${maxGroupInvoiceRegistrations} registrations`,
  registrationNotFound: 'One of the chosen registrations does not exist',
  cancelledRegistration: (reference: string) => `${reference} is cancelled and cannot be invoiced`,
  alreadyInvoiced: (reference: string, groupReference: string) =>
    `${reference} is already on group invoice ${groupReference}; cancel that invoice first`,
  notFound: 'Group invoice not found',
  alreadyCancelled: 'This group invoice is cancelled already',
  cancelledCannotBeSent: 'A cancelled group invoice cannot be sent',
  cancellationReason: 'Say why the invoice is cancelled',
  colleagues: 'Add at least one colleague by registration ID and e-mail address',
  requested:
    'We have asked your colleagues by e-mail to agree. The group invoice is made once every colleague has agreed.',
  sent: 'The invoice is on its way',
  created: 'Group invoice created',
  cancelled: 'Group invoice cancelled',
} as const;

/** What a colleague asked to be on a delegate's group invoice is told by the consent page. */
export const groupInvoiceConsentMessages = {
  linkInvalid:
    'This link is not valid. It may have been used already, or the request was replaced or closed.',
  linkExpired:
    'This request has expired. Your colleague can ask again from their registration page.',
  answer: 'Choose whether you agree',
  agreed: 'Thank you. You have agreed to be on the group invoice.',
  declined: 'You have declined. Your registration will not be on this group invoice.',
} as const;

/**
 * How long a colleague has to answer a delegate's request to put their registration on a group
 * invoice. A request not agreed by every colleague by then makes no invoice.
 */
export const groupInvoiceConsentLifetimeDays = 7;

export const singleInvoiceMessages = {
  created: 'Your invoice is ready to download',
  none: 'No invoice has been requested for this registration',
} as const;

/** The institution an invoice is addressed to, as the forms send it. */
export interface InstitutionAddress {
  institutionName: string;
  postalAddress: string;
  /** Blank when the institution has none or does not need one printed. */
  taxId: string;
}

/** `POST /api/admin/group-invoices`. */
export interface GroupInvoiceRequest extends InstitutionAddress {
  purchaseOrder: string;
  /** Ids of the registrations it covers. */
  registrationIds: string[];
  /** The invoice's language; by default the first registration's, or English. */
  language?: Language;
}

/** A colleague a delegate names for a group invoice: proven by knowing both. */
export interface GroupColleague {
  reference: string;
  email: string;
}

/**
 * `POST /api/my-registration/group-invoice`: the delegate's own registration is included. The
 * invoice is made once every colleague named has agreed by e-mail; until then it is asked.
 */
export interface MyGroupInvoiceRequest extends InstitutionAddress {
  purchaseOrder: string;
  colleagues: GroupColleague[];
}

/** `POST /api/my-registration/single-invoice`. */
export type SingleInvoiceRequest = InstitutionAddress;

export interface GroupInvoiceSendRequest {
  email: string;
}

export interface GroupInvoiceCancelRequest {
  reason: string;
}

const institutionRules: FormRules<InstitutionAddress> = {
  institutionName: requiredText(
    groupInvoiceMessages.institutionName,
    institutionLimits.institutionName,
  ),
  postalAddress: requiredText(groupInvoiceMessages.postalAddress, institutionLimits.postalAddress),
  taxId: optionalText(institutionLimits.taxId),
};

const registrationIdsRule: FieldRule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return groupInvoiceMessages.registrations;
  if (value.length > maxGroupInvoiceRegistrations) return groupInvoiceMessages.tooManyRegistrations;
  return value.every((id) => typeof id === 'string' && /^[1-9]\d{0,18}$/.test(id))
    ? null
    : groupInvoiceMessages.registrationNotFound;
};

const colleaguesRule: FieldRule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return groupInvoiceMessages.colleagues;
  if (value.length >= maxGroupInvoiceRegistrations)
    return groupInvoiceMessages.tooManyRegistrations;
  const wellFormed = value.every(
    (colleague: unknown) =>
      typeof colleague === 'object' &&
      colleague !== null &&
      typeof (colleague as GroupColleague).reference === 'string' &&
      !isBlank((colleague as GroupColleague).reference) &&
      (colleague as GroupColleague).reference.length <= institutionLimits.colleagueReference &&
      typeof (colleague as GroupColleague).email === 'string' &&
      (colleague as GroupColleague).email.length <= institutionLimits.colleagueEmail &&
      isEmail((colleague as GroupColleague).email.trim()),
  );
  return wellFormed ? null : groupInvoiceMessages.colleagues;
};

export const groupInvoiceRules: FormRules<GroupInvoiceRequest> = {
  ...institutionRules,
  purchaseOrder: optionalText(institutionLimits.purchaseOrder),
  registrationIds: registrationIdsRule,
  language: optionalChoice(languages),
};

export const myGroupInvoiceRules: FormRules<MyGroupInvoiceRequest> = {
  ...institutionRules,
  purchaseOrder: optionalText(institutionLimits.purchaseOrder),
  colleagues: colleaguesRule,
};

export const singleInvoiceRules: FormRules<SingleInvoiceRequest> = institutionRules;

/** A colleague's answer to a delegate's request, from the link e-mailed to them. */
export const groupInvoiceConsentAnswers = ['agree', 'decline'] as const;
export type GroupInvoiceConsentAnswer = (typeof groupInvoiceConsentAnswers)[number];

/** `POST /api/group-invoice-consent`: what the link asks, read without answering. */
export interface GroupInvoiceConsentLink {
  token: string;
}

/** `POST /api/group-invoice-consent/answer`. */
export interface GroupInvoiceConsentAnswerRequest extends GroupInvoiceConsentLink {
  answer: GroupInvoiceConsentAnswer;
}

/** What the colleague is asked, as the consent page shows it. */
export interface GroupInvoiceConsentQuestion {
  /** The delegate who asked, and their registration ID. */
  delegateName: string;
  delegateReference: string;
  institutionName: string;
  /** The colleague's own registration ID. */
  reference: string;
  expiresAt: string;
}

export const groupInvoiceConsentAnswerRules: FormRules<GroupInvoiceConsentAnswerRequest> = {
  token: (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= 100
      ? null
      : groupInvoiceConsentMessages.linkInvalid,
  answer: (value) =>
    (groupInvoiceConsentAnswers as readonly unknown[]).includes(value)
      ? null
      : groupInvoiceConsentMessages.answer,
};

export const groupInvoiceSendRules: FormRules<GroupInvoiceSendRequest> = {
  email: requiredEmail(messages.required),
};

export const groupInvoiceCancelRules: FormRules<GroupInvoiceCancelRequest> = {
  reason: requiredText(
    groupInvoiceMessages.cancellationReason,
    institutionLimits.cancellationReason,
  ),
};

/** One delegate on a group invoice, with what their registration owes and has paid (USD text). */
export interface GroupInvoiceDelegate {
  registrationId: string;
  reference: string;
  name: string;
  email: string;
  /** The participant category, as the fee table names it. */
  registrationType: string;
  fee: string;
  amountPaid: string;
  balanceDue: string;
}

export type GroupInvoiceStatus = 'live' | 'cancelled';

export interface GroupInvoiceSummary {
  id: string;
  reference: string;
  institutionName: string;
  purchaseOrder: string;
  status: GroupInvoiceStatus;
  registrationCount: number;
  total: string;
  amountPaid: string;
  balanceDue: string;
  createdAt: string;
  createdBy: string;
}

export interface GroupInvoiceView extends GroupInvoiceSummary {
  postalAddress: string;
  taxId: string;
  language: Language;
  delegates: GroupInvoiceDelegate[];
  cancelledAt: string | null;
  cancellationReason: string | null;
}

/** A group invoice as the delegate who asked for it sees it on the access-link page. */
export interface MyGroupInvoice {
  reference: string;
  institutionName: string;
  delegates: Array<Pick<GroupInvoiceDelegate, 'reference' | 'name'>>;
  total: string;
}

/**
 * A delegate's group-invoice request that made no invoice (yet): waiting for colleagues to
 * agree, declined by one, past its date, or refused when it was to be made.
 */
export type GroupInvoiceRequestStatus = 'waiting' | 'declined' | 'expired' | 'refused';

/** How each colleague named has answered; a colleague who has not is 'waiting'. */
export type GroupInvoiceColleagueAnswer = 'waiting' | 'agreed' | 'declined';

/** `data` of `POST /api/my-registration/group-invoice` (202) and `groupRequest` of the invoices. */
export interface MyGroupInvoiceRequestState {
  status: GroupInvoiceRequestStatus;
  institutionName: string;
  colleagues: Array<{ reference: string; answer: GroupInvoiceColleagueAnswer }>;
  expiresAt: string;
  /** Why the invoice could not be made, once every colleague had agreed ('refused'). */
  reason: string | null;
}

export interface MySingleInvoice {
  reference: string;
  institutionName: string;
}
