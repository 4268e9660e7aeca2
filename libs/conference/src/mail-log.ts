import type { Language } from './languages.js';

/**
 * Where an e-mail stands: waiting to be sent, being sent by a worker, accepted by the SMTP
 * server, or given up on after its last attempt.
 */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The e-mails the product writes, by template name, as the mail log offers them as a filter. */
export const mailTemplateLabels: Record<string, string> = {
  'registration-received': 'Registration received',
  'membership-received': 'Membership application received',
  'membership-copy': 'Membership application (organisers)',
  'contact-message': 'Contact message (organisers)',
  'contact-acknowledgement': 'Contact message received',
  'contact-reply': 'Reply to a contact message',
  'abstract-received': 'Abstract received',
  'abstract-notice': 'Abstract submitted (organisers)',
  'abstract-decision': 'Abstract decision',
  'abstract-author-named': 'Co-author told they were named',
  'booking-received': 'Accommodation request received',
  'booking-notice': 'Accommodation request (organisers)',
  'sponsorship-received': 'Sponsorship inquiry received',
  'sponsorship-notice': 'Sponsorship inquiry (organisers)',
  'access-link': 'Access link',
  'abstract-access-link': "Link to the author's abstract page",
  'email-change-confirmation': 'New e-mail address to confirm',
  'email-change-notice': 'E-mail address change requested',
  'payment-verified': 'Payment verified',
  'payment-rejected': 'Payment rejected',
  'group-invoice': 'Group invoice',
  'group-invoice-consent': 'Group invoice: colleague asked to agree',
  'group-invoice-request-answered': 'Group invoice request answered',
  'payment-reminder': 'Payment reminder',
  'registration-status-changed': 'Registration status changed',
  'registration-cancelled': 'Registration cancelled',
  'field-trip-seat-offered': 'Field trip seat offered',
  'field-trip-seat-released': 'Field trip seat released (not paid in time)',
  'inbox-decision': 'Inbox decision',
  'programme-slot': 'Programme slot',
  announcement: 'Announcement',
  'visa-letter-issued': 'Visa letter issued',
  'visa-letter-refused': 'Visa letter refused',
  'certificate-issued': 'Certificate issued',
  'team-invitation': 'Team invitation',
  'password-reset': 'Password reset',
};

/** A template name as the api accepts it in a filter. */
export const mailTemplatePattern = /^[a-z][a-z0-9-]{0,63}$/;

/** The mail log's filters: part of an address, a template, a status. */
export interface MailLogQuery {
  search?: string;
  template?: string;
  status?: MailStatus;
}

/** One e-mail in the mail log. */
export interface MailLogRow {
  id: string;
  to: string;
  template: string;
  status: MailStatus;
  /** Null for a message in English written for the organisers. */
  language: Language | null;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
}

/**
 * One e-mail with the subject and text it was sent with, or, not sent yet, as its template
 * renders what the outbox holds. Links that act for their recipient are never shown: they are
 * replaced by a note saying so.
 */
export interface MailLogMessage extends MailLogRow {
  replyTo: string | null;
  subject: string | null;
  text: string | null;
  /** True when subject and text are those the message was sent with. */
  asSent: boolean;
  /** Why the message cannot be shown, when its template no longer renders what was kept. */
  unavailable: string | null;
}

/** What resending failed e-mails did. */
export interface MailResendReport {
  /** The failed e-mails handed back to the worker. */
  resent: number;
}

export const mailLogLoadFailed = 'Failed to load the mail log';
export const mailNotFound = 'E-mail not found';
export const mailNotFailed = 'Only a failed e-mail can be resent.';
export const withheldLink = '[link withheld: it acts for its recipient]';

/**
 * The links whose token acts for the person it is sent to: an access link opens the
 * registration, `link` is an invitation's or an author's single-use link, the others stop
 * reminders or announcements. Each is a field of an e-mail's data and, where organisers write
 * the text, a placeholder of the same name. The outbox keeps none of them readable, and a text
 * may use them in its body only.
 */
export const secretLinkNames = ['accessLink', 'link', 'optOutLink', 'unsubscribeLink'] as const;
export type SecretLinkName = (typeof secretLinkNames)[number];

export const secretLinkMessages = {
  inSubject: 'A personal link may be used in the message only, not in the subject',
  insideAddress: 'A personal link must stand on its own, not inside another address',
} as const;

const secretPlaceholderPattern = new RegExp(
  `\\{\\{\\s*(?:${secretLinkNames.join('|')})\\s*\\}\\}`,
  'g',
);

/**
 * A personal link stands on its own when nothing but a space, the start of a line or an opening
 * bracket or quote comes before it: glued to other text it could become part of an outside
 * address (`https://elsewhere.example/?u={{accessLink}}`) that hands the token to someone else.
 */
const standsAlone = /(?:^|[\s(<[«"'“‘])$/u;

/**
 * What is wrong with the personal-link placeholders of an organiser's subject or text: none in a
 * subject (it is kept and listed in the mail log), and none inside another address in a body.
 */
export function secretPlaceholderProblem(field: 'subject' | 'body', text: string): string | null {
  for (const match of text.matchAll(secretPlaceholderPattern)) {
    if (field === 'subject') return secretLinkMessages.inSubject;
    if (!standsAlone.test(text.slice(0, match.index))) return secretLinkMessages.insideAddress;
  }
  return null;
}
