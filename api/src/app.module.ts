import { type DynamicModule, Module } from '@nestjs/common';
import { AbstractsModule } from './abstracts-and-programme/abstracts/abstracts.module.js';
import { AnnouncementsModule } from './messages/announcements/announcements.module.js';
import { BookingsModule } from './inboxes/bookings/bookings.module.js';
import { CaptchaModule } from './platform/captcha/captcha.module.js';
import { ContactModule } from './inboxes/contact/contact.module.js';
import { MembershipModule } from './inboxes/membership/membership.module.js';
import { RegistrationsModule } from './registrations-and-money/registrations/registrations.module.js';
import { SponsorshipModule } from './inboxes/sponsorship/sponsorship.module.js';
import { AdminModule } from './platform/admin/admin.module.js';
import { DashboardModule } from './overview/dashboard/dashboard.module.js';
import { PaymentsModule } from './registrations-and-money/payments/payments.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { BankStatementsModule } from './registrations-and-money/bank-statements/bank-statements.module.js';
import { InstitutionInvoicesModule } from './registrations-and-money/institution-invoices/institution-invoices.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { entities } from './entities.js';
import { HealthModule } from './platform/health/health.module.js';
import { MyAbstractModule } from './abstracts-and-programme/my-abstract/my-abstract.module.js';
import { MyRegistrationModule } from './registrations-and-money/my-registration/my-registration.module.js';
import { VisaLettersModule } from './registrations-and-money/visa-letters/visa-letters.module.js';
import { CertificatesModule } from './on-site/certificates/certificates.module.js';
import { PaymentRemindersModule } from './registrations-and-money/payment-reminders/payment-reminders.module.js';
import { OutboxModule } from './platform/outbox/outbox.module.js';
import { QueueModule } from './platform/queue/queue.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module.js';
import { InboxModule } from './inboxes/inbox/inbox.module.js';
import { ReviewModule } from './abstracts-and-programme/review/review.module.js';
import { AbstractNoticesModule } from './messages/abstract-notices/abstract-notices.module.js';
import { ProgrammeModule } from './abstracts-and-programme/programme/programme.module.js';
import { SpeakersModule } from './abstracts-and-programme/speakers/speakers.module.js';
import { MailLogModule } from './platform/outbox/admin/mail-log.module.js';
import { CancellationsModule } from './registrations-and-money/cancellations/cancellations.module.js';
import { FieldTripModule } from './registrations-and-money/field-trip/field-trip.module.js';
import { PrivacyModule } from './team-and-settings/privacy/privacy.module.js';
import { PeopleModule } from './platform/people/people.module.js';
import { CheckInsModule } from './on-site/check-ins/check-ins.module.js';
import { ApiDocsModule } from './platform/api-docs/api-docs.module.js';
import { type Log, logModule } from './platform/common/logger.js';

@Module({
  imports: [
    ApiDocsModule,
    DatabaseModule.withEntities(entities),
    RedisModule,
    RateLimitModule,
    QueueModule,
    OutboxModule,
    HealthModule,
    CaptchaModule,
    InboxModule,
    RegistrationsModule,
    MembershipModule,
    ContactModule,
    AbstractsModule,
    BookingsModule,
    SponsorshipModule,
    AuthModule,
    AdminModule,
    PaymentsModule,
    DashboardModule,
    BankStatementsModule,
    InstitutionInvoicesModule,
    MyRegistrationModule,
    MyAbstractModule,
    VisaLettersModule,
    CertificatesModule,
    PaymentRemindersModule,
    ReviewModule,
    AbstractNoticesModule,
    ProgrammeModule,
    SpeakersModule,
    MailLogModule,
    AnnouncementsModule,
    FieldTripModule,
    CancellationsModule,
    PrivacyModule,
    PeopleModule,
    CheckInsModule,
  ],
})
export class AppModule {
  /**
   * The api with its settings (those its process loaded, or a test's own) and its log: the one
   * its Fastify adapter was given (one from the settings when none is, as for a benchmark).
   */
  static withConfig(config: DynamicModule, log?: Log): DynamicModule {
    return { module: AppModule, imports: [config, logModule('api', log)] };
  }
}
