import type { PersonKind } from '../person-kind.js';
import { abstractsKind } from './abstracts.kind.js';
import { announcementRecipientsKind } from './announcement-recipients.kind.js';
import { auditEntriesKind } from './audit-entries.kind.js';
import { bankStatementLinesKind } from './bank-statement-lines.kind.js';
import { bookingsKind } from './bookings.kind.js';
import { certificatesKind } from './certificates.kind.js';
import { checkInsKind } from './check-ins.kind.js';
import { consentsKind } from './consents.kind.js';
import { contactMessagesKind } from './contact-messages.kind.js';
import { contactRepliesKind } from './contact-replies.kind.js';
import { creditNotesKind } from './credit-notes.kind.js';
import { emailsKind } from './emails.kind.js';
import { erasureRequestsKind } from './erasure-requests.kind.js';
import { fieldTripSeatsKind } from './field-trip-seats.kind.js';
import { filesKind } from './files.kind.js';
import { groupInvoicesKind } from './group-invoices.kind.js';
import { inboxNotesKind } from './inbox-notes.kind.js';
import { membershipsKind } from './memberships.kind.js';
import { paymentsKind } from './payments.kind.js';
import { programmePublicationsKind } from './programme-publications.kind.js';
import { receiptsKind } from './receipts.kind.js';
import { refundsKind } from './refunds.kind.js';
import { registrationsKind } from './registrations.kind.js';
import { reviewsKind } from './reviews.kind.js';
import { singleInvoicesKind } from './single-invoices.kind.js';
import { sponsorshipInquiriesKind } from './sponsorship-inquiries.kind.js';
import { staffTracesKind } from './staff-traces.kind.js';
import { teamAccountsKind } from './team-accounts.kind.js';
import { teamInvitationsKind } from './team-invitations.kind.js';
import { unsubscribesKind } from './unsubscribes.kind.js';
import { visaLetterRequestsKind } from './visa-letter-requests.kind.js';

/**
 * Every kind of record that can name a person, in the order they are searched: a kind that
 * follows others (payments follow registrations, files follow both and abstracts) comes after
 * them, and the audit entries, which follow every record, come last. A new kind of record is one
 * file beside these and one line here.
 */
export const personKinds: readonly PersonKind[] = [
  registrationsKind,
  paymentsKind,
  refundsKind,
  receiptsKind,
  creditNotesKind,
  abstractsKind,
  reviewsKind,
  filesKind,
  membershipsKind,
  contactMessagesKind,
  contactRepliesKind,
  bookingsKind,
  sponsorshipInquiriesKind,
  teamAccountsKind,
  teamInvitationsKind,
  staffTracesKind,
  inboxNotesKind,
  bankStatementLinesKind,
  programmePublicationsKind,
  visaLetterRequestsKind,
  certificatesKind,
  consentsKind,
  checkInsKind,
  fieldTripSeatsKind,
  singleInvoicesKind,
  groupInvoicesKind,
  emailsKind,
  announcementRecipientsKind,
  unsubscribesKind,
  erasureRequestsKind,
  auditEntriesKind,
];
