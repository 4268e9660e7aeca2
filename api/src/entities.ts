import { AbstractAccessToken } from './abstracts-and-programme/abstracts/abstract-access-token.entity.js';
import { AbstractAuthorRow } from './abstracts-and-programme/abstracts/abstract-author.entity.js';
import { InvitedSpeakerRow } from './abstracts-and-programme/speakers/invited-speaker.entity.js';
import { PresenterProfileRow } from './abstracts-and-programme/speakers/presenter-profile.entity.js';
import { AbstractSubmission } from './abstracts-and-programme/abstracts/abstract-submission.entity.js';
import { Booking } from './inboxes/bookings/booking.entity.js';
import { ContactMessage } from './inboxes/contact/contact-message.entity.js';
import { MembershipApplication } from './inboxes/membership/membership-application.entity.js';
import { SponsorshipInquiry } from './inboxes/sponsorship/sponsorship-inquiry.entity.js';
import { AccessToken } from './registrations-and-money/access-links/access-token.entity.js';
import { AuditLogEntry } from './platform/audit/audit-log.entity.js';
import {
  BankCsvLayout,
  BankStatement,
  BankStatementLine,
} from './registrations-and-money/bank-statements/bank-statement.entity.js';
import { StoredFile } from './platform/files/stored-file.entity.js';
import { OutboxMessage } from './platform/outbox/outbox-message.entity.js';
import { Payment } from './registrations-and-money/registrations/index.js';
import { Registration } from './registrations-and-money/registrations/registration.entity.js';
import { User } from './platform/users/user.entity.js';
import { PasswordReset } from './platform/auth/password-reset.entity.js';
import { SignInSession } from './platform/auth/sign-in-session.entity.js';
import { TeamInvitationEntry } from './platform/users/team-invitation.entity.js';
import { NoticeTextEntry } from './platform/mail/notice-text.entity.js';
import { InboxNoteEntry } from './inboxes/inbox/inbox-note.entity.js';
import { ContactReplyEntry } from './inboxes/contact/contact-reply.entity.js';
import { Review } from './abstracts-and-programme/review/review.entity.js';
import { AbstractResponseToken } from './messages/abstract-notices/abstract-response-token.entity.js';
import {
  ProgrammePlacement,
  ProgrammePublication,
  ProgrammeSession,
} from './abstracts-and-programme/programme/programme.entity.js';
import { AttendanceMark, Certificate } from './on-site/certificates/certificate.entity.js';
import { VisaLetterRequest } from './registrations-and-money/visa-letters/visa-letter-request.entity.js';
import { StoredSetting } from './platform/settings/setting.entity.js';

/** Every entity class, listed by import so the app, the CLI and jest see the same set. */
export const entities = [
  OutboxMessage,
  StoredSetting,
  StoredFile,
  Registration,
  Payment,
  AccessToken,
  MembershipApplication,
  ContactMessage,
  AbstractSubmission,
  AbstractAuthorRow,
  InvitedSpeakerRow,
  PresenterProfileRow,
  AbstractAccessToken,
  Booking,
  SponsorshipInquiry,
  User,
  SignInSession,
  PasswordReset,
  AuditLogEntry,
  BankStatement,
  BankStatementLine,
  BankCsvLayout,
  InboxNoteEntry,
  ContactReplyEntry,
  TeamInvitationEntry,
  NoticeTextEntry,
  Review,
  AbstractResponseToken,
  ProgrammeSession,
  ProgrammePlacement,
  ProgrammePublication,
  VisaLetterRequest,
  Certificate,
  AttendanceMark,
];
