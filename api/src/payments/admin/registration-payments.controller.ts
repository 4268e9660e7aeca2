import { Body, Controller, Param, Post } from '@nestjs/common';
import type { AdminPayment } from '@caawg11/conference';
import { Actor } from '../../audit/actor.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { Allow } from '../../auth/guards.js';
import { RegistrationId } from '../../admin/id-param.pipe.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { RecordPaymentDto } from './dto/record-payment.dto.js';
import type { DataResult } from '@caawg11/conference';

/** Payments an admin records against a registration, received by other means. */
@Allow('create', 'Payment')
@Controller('admin/registrations')
export class RegistrationPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Post(':id/payments')
  async recordPayment(
    @Param('id', RegistrationId) id: string,
    @Body() body: RecordPaymentDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminPayment>> {
    const data = await this.payments.record(id, body, actor);
    return { success: true, message: 'Payment recorded', data };
  }
}
