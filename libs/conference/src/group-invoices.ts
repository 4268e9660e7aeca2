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
  colleagueNotFound: (reference: string) =>
    `No registration ${reference} with that e-mail address was found`,
  sent: 'The invoice is on its way',
  created: 'Group invoice created',
  cancelled: 'Group invoice cancelled',
} as const;

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

/** `POST /api/my-registration/group-invoice`: the delegate's own registration is included. */
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
      typeof (colleague as GroupColleague).email === 'string' &&
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

export interface MySingleInvoice {
  reference: string;
  institutionName: string;
}
