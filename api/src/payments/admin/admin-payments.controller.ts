import { Body, Controller, Get, Param, Put, Query, type StreamableFile } from '@nestjs/common';
import type { AdminPayment } from '@caawg11/conference';
import { Actor } from '../../audit/actor.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { Allow } from '../../auth/guards.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { ExportPaymentsQuery } from './dto/export-payments.query.js';
import { ListPaymentsQuery } from './dto/list-payments.query.js';
import { RejectPaymentDto } from './dto/reject-payment.dto.js';
import { PaymentId } from '../../admin/id-param.pipe.js';
import type { DataResult, ListResult } from '@caawg11/conference';

@Allow('read', 'Payment')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Get()
  async list(@Query() query: ListPaymentsQuery): Promise<ListResult<AdminPayment>> {
    return { success: true, message: 'Payments', ...(await this.payments.list(query)) };
  }

  @Allow('update', 'Payment')
  /** The list's filter as CSV or XLSX, streamed. */
  @Get('export')
  @Allow('export', 'Payment')
  export(@Query() query: ExportPaymentsQuery): StreamableFile {
    return this.payments.export(query);
  }

  @Put(':id/verify')
  async verify(
    @Param('id', PaymentId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminPayment>> {
    return {
      success: true,
      message: 'Payment verified',
      data: await this.payments.verify(id, actor),
    };
  }

  @Allow('update', 'Payment')
  @Put(':id/reject')
  async reject(
    @Param('id', PaymentId) id: string,
    @Body() body: RejectPaymentDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminPayment>> {
    const data = await this.payments.reject(id, body.notes, actor);
    return { success: true, message: 'Payment rejected', data };
  }
}
