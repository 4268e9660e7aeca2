import {
  type ErasureRequestsResult,
  type ErasureResult,
  type InboxName,
  type PeopleResult,
  type PersonRecord,
  type PersonRecordKind,
} from '@caawg11/conference';
import { apiDownload, apiRequest } from '../../../api/client';
import { paths } from '../../../paths';

export function fetchPerson(email: string): Promise<PeopleResult> {
  return apiRequest(`/admin/people?${new URLSearchParams({ email }).toString()}`);
}

export function fetchErasureRequests(): Promise<ErasureRequestsResult> {
  return apiRequest('/admin/people/erasure-requests');
}

export function exportPerson(email: string): Promise<void> {
  return apiDownload(
    `/admin/people/export?${new URLSearchParams({ email }).toString()}`,
    'person-data.zip',
  );
}

export function erasePerson(email: string, reason: string): Promise<ErasureResult> {
  return apiRequest('/admin/people/erase', { method: 'POST', body: { email, reason } });
}

type ScreenOf = (record: PersonRecord, email: string) => string | null;

const inboxRecord =
  (inbox: InboxName): ScreenOf =>
  (record) =>
    paths.inboxRecord(inbox, record.id);
const registrationsOf: ScreenOf = (_record, email) =>
  `${paths.registrations}?${new URLSearchParams({ q: email }).toString()}`;
const none: ScreenOf = () => null;

/** The screen where organisers work on each kind of record, when it has one. */
const screens: Record<PersonRecordKind, ScreenOf> = {
  registration: registrationsOf,
  payment: () => paths.payments,
  refund: () => paths.payments,
  receipt: () => paths.payments,
  'credit-note': () => paths.payments,
  file: registrationsOf,
  abstract: inboxRecord('abstracts'),
  // The reference names the abstract the person is an author of: "ABS-0007".
  'abstract-author': (record) =>
    paths.inboxRecord('abstracts', String(Number(record.reference.replace(/\D/g, '')))),
  review: none,
  'invited-speaker': () => paths.programme,
  // As for an author, the reference names the abstract: "ABS-0007".
  'presenter-profile': (record) =>
    paths.inboxRecord('abstracts', String(Number(record.reference.replace(/\D/g, '')))),
  membership: inboxRecord('memberships'),
  'contact-message': inboxRecord('contact-messages'),
  'contact-reply': none,
  booking: inboxRecord('bookings'),
  'sponsorship-inquiry': inboxRecord('sponsorship-inquiries'),
  'team-account': () => paths.team,
  'team-invitation': () => paths.team,
  'staff-trace': none,
  'inbox-note': none,
  'bank-statement-line': () => paths.bankStatements,
  'programme-publication': () => paths.programme,
  'visa-letter-request': () => paths.visaLetters,
  certificate: () => paths.certificates,
  consent: none,
  'check-in': () => paths.checkIn,
  'check-in-scan': none,
  'field-trip-seat': registrationsOf,
  'single-invoice': registrationsOf,
  'group-invoice': (record) => paths.groupInvoice(record.id),
  'group-invoice-request': none,
  email: () => paths.mail,
  'announcement-recipient': () => paths.announcements,
  unsubscribe: none,
  'erasure-request': none,
  'audit-entry': (record) => {
    // The reference names the audited record: "registration 12".
    const [recordType, recordId] = record.reference.split(' ');
    const query = new URLSearchParams();
    if (recordType) query.set('recordType', recordType);
    if (recordId) query.set('recordId', recordId);
    return `${paths.auditLog}?${query.toString()}`;
  },
};

export function screenOf(record: PersonRecord, email: string): string | null {
  return screens[record.kind](record, email);
}
