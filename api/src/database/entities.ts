import { AbstractSubmission } from '../abstracts/abstract-submission.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { MembershipApplication } from '../membership/membership-application.entity.js';
import { SponsorshipInquiry } from '../sponsorship/sponsorship-inquiry.entity.js';
import { AccessToken } from '../access-links/access-token.entity.js';
import { AuditLogEntry } from '../audit/audit-log.entity.js';
import {
  BankCsvLayout,
  BankStatement,
  BankStatementLine,
} from '../bank-statements/bank-statement.entity.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { OutboxMessage } from '../outbox/outbox-message.entity.js';
import { Payment } from '../registrations/index.js';
import { Registration } from '../registrations/registration.entity.js';
import { User } from '../users/user.entity.js';
import { PasswordReset } from '../auth/password-reset.entity.js';
import { SignInSession } from '../auth/sign-in-session.entity.js';
import { TeamInvitationEntry } from '../users/team-invitation.entity.js';
import { NoticeTextEntry } from '../mail/notice-text.entity.js';
import { InboxNoteEntry } from '../inbox/inbox-note.entity.js';
import { ContactReplyEntry } from '../contact/contact-reply.entity.js';
import { Review } from '../review/review.entity.js';
import { AbstractResponseToken } from '../abstract-notices/abstract-response-token.entity.js';
import {
  ProgrammePlacement,
  ProgrammePublication,
  ProgrammeSession,
} from '../programme/programme.entity.js';
import { AttendanceMark, Certificate } from '../certificates/certificate.entity.js';
import { VisaLetterRequest } from '../visa-letters/visa-letter-request.entity.js';
import { StoredSetting } from '../settings/setting.entity.js';

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
