import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminPaymentsController } from './admin/admin-payments.controller.js';
import { AdminPaymentsService } from './admin/admin-payments.service.js';
import { RegistrationPaymentsController } from './admin/registration-payments.controller.js';

@Module({
  imports: [AuditModule],
  controllers: [AdminPaymentsController, RegistrationPaymentsController],
  providers: [AdminPaymentsService],
})
export class PaymentsModule {}
