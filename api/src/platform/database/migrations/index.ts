import { CreateOutbox1763740800000 } from './1763740800000-create-outbox.js';
import { CreateRegistrationsFilesPayments1763740801000 } from './1763740801000-create-registrations-files-payments.js';
import { CreateSubmissionTables1763740802000 } from './1763740802000-create-submission-tables.js';
import { OutboxDeliveryAndAccessTokens1763740803000 } from './1763740803000-outbox-delivery-and-access-tokens.js';
import { CreateUsers1763740804000 } from './1763740804000-create-users.js';
import { CreateAuditLog1763740804100 } from './1763740804100-create-audit-log.js';
import { RegistrationsDashboardIndex1763740805000 } from './1763740805000-registrations-dashboard-index.js';
import { UserSessions1763740806000 } from './1763740806000-user-sessions.js';
import { PaymentsAccessToken1763740807300 } from './1763740807300-payments-access-token.js';
import { UserRoles1763740809000 } from './1763740809000-user-roles.js';
import { BankStatements1763740810000 } from './1763740810000-bank-statements.js';
import { Receipts1763740810100 } from './1763740810100-receipts.js';
import { ReceiptsPerPayment1763740814000 } from './1763740814000-receipts-per-payment.js';
import { Refunds1763740814001 } from './1763740814001-refunds.js';
import { RegistrationSummary1763740811000 } from './1763740811000-registration-summary.js';
import { Inboxes1763740812000 } from './1763740812000-inboxes.js';
import { AuditLogAppendOnly1763740812100 } from './1763740812100-audit-log-append-only.js';
import { TeamInvitations1763740812200 } from './1763740812200-team-invitations.js';
import { PaymentReminders1763740812400 } from './1763740812400-payment-reminders.js';
import { NoticeTexts1763740812300 } from './1763740812300-notice-texts.js';
import { AbstractDecisions1763740812500 } from './1763740812500-abstract-decisions.js';
import { Review1763740812600 } from './1763740812600-review.js';
import { AuthorNotices1763740812700 } from './1763740812700-author-notices.js';
import { Programme1763740812800 } from './1763740812800-programme.js';
import { VisitorLanguages1763740813300 } from './1763740813300-visitor-languages.js';
import { HashedReminderTokens1763740813500 } from './1763740813500-hashed-reminder-tokens.js';
import { SignInSessions1763740813700 } from './1763740813700-sign-in-sessions.js';
import { Announcements1763740814100 } from './1763740814100-announcements.js';
import { MailThreads1763740814200 } from './1763740814200-mail-threads.js';
import { RegistrationCancellation1763740814250 } from './1763740814250-registration-cancellation.js';
import { CancellationsAndFieldTripSeats1763740814300 } from './1763740814300-cancellations-and-field-trip-seats.js';
import { GroupInvoices1763740814400 } from './1763740814400-group-invoices.js';
import { PrivacyRetention1763740814500 } from './1763740814500-privacy-retention.js';
import { PersonErasure1763740814600 } from './1763740814600-person-erasure.js';
import { BadgesAndCheckIns1763740814700 } from './1763740814700-badges-and-check-ins.js';
import { VisaLettersAndCertificates1763740814800 } from './1763740814800-visa-letters-and-certificates.js';
import { OutboxSealedLinks1763740814900 } from './1763740814900-outbox-sealed-links.js';
import { PendingEmail1763740815000 } from './1763740815000-pending-email.js';
import { CheckInNoncesPerAccount1763740815300 } from './1763740815300-check-in-nonces-per-account.js';
import { IdempotencyKeys1763740815310 } from './1763740815310-idempotency-keys.js';
import { PasswordResets1763740815400 } from './1763740815400-password-resets.js';
import { TwoFactor1763740815500 } from './1763740815500-two-factor.js';
import { GroupInvoiceConsents1763740815600 } from './1763740815600-group-invoice-consents.js';
import { OutboxRequestId1763740815700 } from './1763740815700-outbox-request-id.js';
import { AbstractAuthors1763740816000 } from './1763740816000-abstract-authors.js';
import { AbstractAccessTokens1763740816300 } from './1763740816300-abstract-access-tokens.js';
import { InvitedSpeakers1763740819000 } from './1763740819000-invited-speakers.js';
import { AbstractCoauthorNotices1763740819100 } from './1763740819100-abstract-coauthor-notices.js';
import { ReviewerProfiles1763740819400 } from './1763740819400-reviewer-profiles.js';
import { PresenterProfiles1763740819800 } from './1763740819800-presenter-profiles.js';
import { SettingsRegistry1763740815800 } from './1763740815800-settings-registry.js';

/** Migrations in the order they run. A new migration is added at the end. */
export const migrations = [
  CreateOutbox1763740800000,
  CreateRegistrationsFilesPayments1763740801000,
  CreateSubmissionTables1763740802000,
  OutboxDeliveryAndAccessTokens1763740803000,
  CreateUsers1763740804000,
  CreateAuditLog1763740804100,
  RegistrationsDashboardIndex1763740805000,
  UserSessions1763740806000,
  PaymentsAccessToken1763740807300,
  UserRoles1763740809000,
  BankStatements1763740810000,
  Receipts1763740810100,
  RegistrationSummary1763740811000,
  Inboxes1763740812000,
  AuditLogAppendOnly1763740812100,
  TeamInvitations1763740812200,
  NoticeTexts1763740812300,
  PaymentReminders1763740812400,
  AbstractDecisions1763740812500,
  Review1763740812600,
  AuthorNotices1763740812700,
  Programme1763740812800,
  VisitorLanguages1763740813300,
  HashedReminderTokens1763740813500,
  SignInSessions1763740813700,
  ReceiptsPerPayment1763740814000,
  Refunds1763740814001,
  Announcements1763740814100,
  MailThreads1763740814200,
  RegistrationCancellation1763740814250,
  CancellationsAndFieldTripSeats1763740814300,
  GroupInvoices1763740814400,
  PrivacyRetention1763740814500,
  PersonErasure1763740814600,
  BadgesAndCheckIns1763740814700,
  VisaLettersAndCertificates1763740814800,
  OutboxSealedLinks1763740814900,
  PendingEmail1763740815000,
  CheckInNoncesPerAccount1763740815300,
  IdempotencyKeys1763740815310,
  PasswordResets1763740815400,
  TwoFactor1763740815500,
  GroupInvoiceConsents1763740815600,
  OutboxRequestId1763740815700,
  SettingsRegistry1763740815800,
  AbstractAuthors1763740816000,
  AbstractAccessTokens1763740816300,
  InvitedSpeakers1763740819000,
  AbstractCoauthorNotices1763740819100,
  ReviewerProfiles1763740819400,
  PresenterProfiles1763740819800,
];
