import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Param, Post } from '@nestjs/common';
import type { AdminPayment } from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow } from '../../../platform/auth/guards.js';
import { RegistrationId } from '../../../platform/admin/id-param.pipe.js';
import { Idempotent } from '../../../platform/idempotency/idempotent.decorator.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { RecordPaymentDto } from './dto/record-payment.dto.js';
import { RecordRefundDto } from './dto/record-refund.dto.js';
import type { DataResult, RecordedRefund } from '@caawg11/conference';

/** Payments an admin records against a registration, received by other means, and refunds. */
@Allow('create', 'Payment')
@ApiTags('Registrations and money')
@Controller('admin/registrations')
export class RegistrationPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Idempotent()
  @ApiOperation({
    summary: 'Records money received for a registration by other means; the receipt is e-mailed',
  })
  @Post(':id/payments')
  async recordPayment(
    @Param('id', RegistrationId) id: string,
    @Body() body: RecordPaymentDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminPayment>> {
    const data = await this.payments.record(id, body, actor);
    return { success: true, message: 'Payment recorded', data };
  }

  /** Money paid back to the registrant, with its credit note. */
  @Idempotent()
  @ApiOperation({ summary: 'Records money paid back to a registrant, with its credit note' })
  @Post(':id/refunds')
  async recordRefund(
    @Param('id', RegistrationId) id: string,
    @Body() body: RecordRefundDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<RecordedRefund>> {
    const data = await this.payments.refund(id, body, actor);
    return { success: true, message: 'Refund recorded', data };
  }
}
