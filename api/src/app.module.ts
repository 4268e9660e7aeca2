import { type DynamicModule, Module } from '@nestjs/common';
import { AbstractsModule } from './abstracts/abstracts.module.js';
import { AnnouncementsModule } from './announcements/announcements.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CaptchaModule } from './captcha/captcha.module.js';
import { ContactModule } from './contact/contact.module.js';
import { MembershipModule } from './membership/membership.module.js';
import { RegistrationsModule } from './registrations/registrations.module.js';
import { SponsorshipModule } from './sponsorship/sponsorship.module.js';
import { AdminModule } from './admin/admin.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BankStatementsModule } from './bank-statements/bank-statements.module.js';
import { InstitutionInvoicesModule } from './institution-invoices/institution-invoices.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { MyRegistrationModule } from './my-registration/my-registration.module.js';
import { VisaLettersModule } from './visa-letters/visa-letters.module.js';
import { CertificatesModule } from './certificates/certificates.module.js';
import { PaymentRemindersModule } from './payment-reminders/payment-reminders.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { ReviewModule } from './review/review.module.js';
import { AbstractNoticesModule } from './abstract-notices/abstract-notices.module.js';
import { ProgrammeModule } from './programme/programme.module.js';
import { MailLogModule } from './outbox/admin/mail-log.module.js';
import { CancellationsModule } from './cancellations/cancellations.module.js';
import { FieldTripModule } from './field-trip/field-trip.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { PeopleModule } from './people/people.module.js';
import { CheckInsModule } from './check-ins/check-ins.module.js';
import { ApiDocsModule } from './api-docs/api-docs.module.js';
import { type Log, logModule } from './logger.js';

@Module({
  imports: [
    ApiDocsModule,
    DatabaseModule,
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
    VisaLettersModule,
    CertificatesModule,
    PaymentRemindersModule,
    ReviewModule,
    AbstractNoticesModule,
    ProgrammeModule,
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
