import type { HistoryEntry } from './inboxes.js';

/** The kinds of record the audit log names, as its filter offers them. */
export const auditRecordTypes = [
  'registration',
  'payment',
  'file',
  'bank-statement',
  'abstract',
  'membership',
  'contact-message',
  'booking',
  'sponsorship-inquiry',
  'user',
  'notice-text',
  'reminder-settings',
  'cancellation-policy',
  'field-trip-settings',
  'review-settings',
  'programme-session',
  'invited-speaker',
  'outbox-message',
  'announcement',
  'group-invoice',
  'group-invoice-request',
  'retention-settings',
  'retention-run',
  'person',
  'erasure-request',
  'visa-letter',
  'visa-letter-settings',
  'certificate',
  'certificate-settings',
  'two-factor-settings',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

export const auditRecordTypeLabels: Record<AuditRecordType, string> = {
  registration: 'Registration',
  payment: 'Payment',
  file: 'File',
  'bank-statement': 'Bank statement',
  abstract: 'Abstract',
  membership: 'Membership application',
  'contact-message': 'Contact message',
  booking: 'Accommodation request',
  'sponsorship-inquiry': 'Sponsorship inquiry',
  user: 'Team member',
  'notice-text': 'E-mail text',
  'reminder-settings': 'Payment reminder settings',
  'cancellation-policy': 'Cancellation policy',
  'field-trip-settings': 'Field trip settings',
  'review-settings': 'Review settings',
  'programme-session': 'Programme session',
  'invited-speaker': 'Invited speaker',
  'outbox-message': 'E-mail',
  announcement: 'Announcement',
  'group-invoice': 'Group invoice',
  'group-invoice-request': 'Group invoice request',
  'retention-settings': 'Retention settings',
  'retention-run': 'Retention run',
  person: 'Person',
  'erasure-request': 'Erasure request',
  'visa-letter': 'Invitation letter',
  'visa-letter-settings': 'Invitation letter settings',
  certificate: 'Certificate',
  'certificate-settings': 'Certificate settings',
  'two-factor-settings': 'Two-factor requirement',
};

/** One row of the audit log screen: who did what to which record, when, from where. */
export interface AuditLogView extends HistoryEntry {
  recordType: AuditRecordType;
  recordId: string | null;
  clientAddress: string | null;
}

/** `GET /api/admin/audit-log`: newest first; every filter optional. */
export interface AuditLogQuery {
  page?: number;
  limit?: number;
  /** Part of the e-mail address of the person who acted. */
  actor?: string;
  recordType?: AuditRecordType;
  recordId?: string;
  /** YYYY-MM-DD in conference time, inclusive. */
  from?: string;
  to?: string;
}

export const auditLogLoadFailed = 'Failed to load the audit log';
