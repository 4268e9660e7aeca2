import { Module } from '@nestjs/common';
import { AdminModule } from '../../platform/admin/admin.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { AdminPaymentsController } from './admin/admin-payments.controller.js';
import { AdminPaymentsService } from './admin/admin-payments.service.js';
import { RegistrationPaymentsController } from './admin/registration-payments.controller.js';

@Module({
  imports: [AdminModule, AuditModule, RegistrationsModule, IdempotencyModule],
  controllers: [AdminPaymentsController, RegistrationPaymentsController],
  providers: [AdminPaymentsService],
})
export class PaymentsModule {}
