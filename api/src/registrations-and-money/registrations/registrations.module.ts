import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { AdminModule } from '../../platform/admin/admin.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { CaptchaModule } from '../../platform/captcha/captcha.module.js';
import { DocumentsModule } from '../../platform/documents/documents.module.js';
import { FieldTripModule } from '../field-trip/field-trip.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { PaymentRemindersModule } from '../payment-reminders/payment-reminders.module.js';
import { AccessRequestController } from './access-request/access-request.controller.js';
import { AccessRequestService } from './access-request/access-request.service.js';
import { AdminRegistrationsController } from './admin/admin-registrations.controller.js';
import { AdminRegistrationsService } from './admin/admin-registrations.service.js';
import { EmailConfirmationController } from './email-change/email-confirmation.controller.js';
import { EmailChanges } from './email-change/email-changes.service.js';
import { FinanceReportRepository } from './finance-report/finance-report.repository.js';
import { FinanceReportService } from './finance-report/finance-report.service.js';
import { Ledger } from './ledger/ledger.service.js';
import { PaymentsRepository } from './ledger/payments.repository.js';
import { PaymentReceivedNotice } from './payment-received-notice.service.js';
import { RegistrationDocuments } from './registration-documents.service.js';
import { RegistrationRepository } from './registration.repository.js';
import { DoorRegistrationsRepository } from './door/door-registrations.repository.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsService } from './registrations.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { registrationsPersonData } from './registrations.person-data.js';

@Module({
  imports: [
    AdminModule,
    CaptchaModule,
    FilesModule,
    UploadsModule,
    AccessLinksModule,
    AuditModule,
    DocumentsModule,
    PaymentRemindersModule,
    FieldTripModule,
  ],
  controllers: [
    RegistrationsController,
    AccessRequestController,
    AdminRegistrationsController,
    EmailConfirmationController,
  ],
  providers: [
    personDataProvider(registrationsPersonData),
    FinanceReportRepository,
    FinanceReportService,
    PaymentsRepository,
    Ledger,
    PaymentReceivedNotice,
    RegistrationsService,
    AccessRequestService,
    AdminRegistrationsService,
    EmailChanges,
    RegistrationRepository,
    DoorRegistrationsRepository,
    RegistrationDocuments,
  ],
  exports: [
    RegistrationsService,
    RegistrationRepository,
    DoorRegistrationsRepository,
    PaymentsRepository,
    Ledger,
    PaymentReceivedNotice,
    RegistrationDocuments,
    FinanceReportService,
  ],
})
export class RegistrationsModule {}
