import type { ApiResult } from './api-results.js';

/**
 * The kinds of record held about a person, in the order the people screen shows them. A new kind
 * of record that names a person is one more entry here and one kind in the declaration of the
 * feature that owns its table (`api/src/<feature>/<feature>.person-data.ts`).
 */
export const personRecordKinds = [
  'registration',
  'payment',
  'refund',
  'receipt',
  'credit-note',
  'file',
  'abstract',
  'abstract-author',
  'invited-speaker',
  'presenter-profile',
  'review',
  'membership',
  'contact-message',
  'contact-reply',
  'booking',
  'sponsorship-inquiry',
  'team-account',
  'team-invitation',
  'staff-trace',
  'inbox-note',
  'bank-statement-line',
  'programme-publication',
  'visa-letter-request',
  'certificate',
  'consent',
  'check-in',
  'check-in-scan',
  'field-trip-seat',
  'single-invoice',
  'group-invoice',
  'group-invoice-request',
  'email',
  'announcement-recipient',
  'unsubscribe',
  'erasure-request',
  'audit-entry',
] as const;
export type PersonRecordKind = (typeof personRecordKinds)[number];

export const personRecordKindLabels: Record<PersonRecordKind, string> = {
  registration: 'Registrations',
  payment: 'Payments',
  refund: 'Refunds',
  receipt: 'Receipts',
  'credit-note': 'Credit notes',
  file: 'Files',
  abstract: 'Abstracts',
  'abstract-author': 'Named as an author of an abstract',
  'invited-speaker': 'Invited speakers',
  'presenter-profile': 'Biographies and photos for the speakers page',
  review: 'Reviews of their abstracts',
  membership: 'Membership applications',
  'contact-message': 'Contact messages',
  'contact-reply': 'Replies to contact messages',
  booking: 'Accommodation requests',
  'sponsorship-inquiry': 'Sponsorship inquiries',
  'team-account': 'Team accounts',
  'team-invitation': 'Team invitations',
  'staff-trace': 'Work done as an organiser',
  'inbox-note': 'Organisers’ notes',
  'bank-statement-line': 'Bank statement lines',
  'programme-publication': 'Published programmes',
  'visa-letter-request': 'Visa letter requests',
  certificate: 'Certificates',
  consent: 'Consents given',
  'check-in': 'Check-ins at the door',
  'check-in-scan': 'Scans at the door',
  'field-trip-seat': 'Field-trip seats',
  'single-invoice': 'Invoices to an institution',
  'group-invoice': 'Group invoices asked for',
  'group-invoice-request': 'Group invoice requests (asked for, or asked to agree to)',
  email: 'E-mails sent',
  'announcement-recipient': 'Announcements received',
  unsubscribe: 'Unsubscriptions',
  'erasure-request': 'Erasure requests',
  'audit-entry': 'Audit entries',
};

/** One record held about a person, as `GET /api/admin/people` lists it. */
export interface PersonRecord {
  kind: PersonRecordKind;
  id: string;
  /** What organisers call the record: a registration reference, a receipt number, a subject. */
  reference: string;
  createdAt: string;
  summary: string;
}

/** `GET /api/admin/people?email=`: everything held about the (normalised) address. */
export interface PeopleResult {
  email: string;
  records: PersonRecord[];
}

/** `POST /api/admin/people/erase` */
export interface EraseRequest {
  email: string;
  reason: string;
}

/** What an erasure did, by kind of record (numbers only: nothing about the person). */
export interface ErasureResult extends ApiResult {
  marker: string;
  counts: Partial<Record<PersonRecordKind, number>>;
}

/** A registrant's request, from the access-link page, to have their data erased. */
export interface ErasureRequestView {
  id: string;
  registrationId: string;
  reference: string | null;
  email: string;
  name: string;
  requestedAt: string;
}

/** `GET /api/admin/people/erasure-requests`: the open requests, oldest first. */
export interface ErasureRequestsResult extends ApiResult {
  data: ErasureRequestView[];
}

/** An erasure's reason is required and bounded, like a cancellation's. */
export const maxErasureReasonLength = 1000;

/** How an erased person is named where the books keep their record: "Erased person 0042". */
export function erasedPersonName(counter: number): string {
  return `Erased person ${String(counter).padStart(4, '0')}`;
}

/** What replaces an erased person's e-mail: unique, and not an address anyone can write to. */
export function erasedPersonEmail(counter: number): string {
  return `erased-person-${String(counter).padStart(4, '0')}`;
}

export const peopleMessages = {
  emailRequired: 'Please enter the e-mail address to look up.',
  emailInvalid: 'Please enter a valid e-mail address.',
  reasonRequired: 'Please give the reason for the erasure.',
  reasonTooLong: `The reason may be at most ${maxErasureReasonLength} characters.`,
  nothingHeld: 'Nothing is held about this e-mail address.',
  erased: 'The person’s data has been erased.',
  erasureBusy: 'Another erasure is running. Please try again in a minute.',
  erasureRequested:
    'Your request has been sent to the organisers. They will erase your data, keeping only what the accounting rules require, and tell you when it is done.',
  erasureAlreadyRequested: 'Your request for erasure has already been sent to the organisers.',
} as const;
