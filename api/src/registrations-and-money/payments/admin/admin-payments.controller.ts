import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import type { AdminPayment } from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow } from '../../../platform/auth/guards.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { ExportPaymentsQuery } from './dto/export-payments.query.js';
import { ListPaymentsQuery } from './dto/list-payments.query.js';
import { RejectPaymentDto } from './dto/reject-payment.dto.js';
import { VerifyPaymentDto } from './dto/verify-payment.dto.js';
import { PaymentId } from '../../../platform/admin/id-param.pipe.js';
import type {
  ApiResult,
  Clock,
  DataResult,
  FileLink,
  FinanceReport,
  ListResult,
} from '@caawg11/conference';
import { ExportQuery } from '../../../platform/admin/export-query.js';
import { exportFile } from '../../../platform/admin/list-export.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { FinanceReportService } from '../../registrations/index.js';
import { FinanceReportQuery } from './dto/finance-report.query.js';
import { financeReportExport } from './finance-report-export.js';

@Allow('read', 'Payment')
@ApiTags('Registrations and money')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    private readonly payments: AdminPaymentsService,
    private readonly financeReports: FinanceReportService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: 'Lists the payments, newest first, filtered by status' })
  @Get()
  async list(@Query() query: ListPaymentsQuery): Promise<ListResult<AdminPayment>> {
    return { success: true, message: 'Payments', ...(await this.payments.list(query)) };
  }

  /** The list's filter as CSV or XLSX, streamed. */
  @ApiOperation({ summary: 'Exports the filtered payments as CSV or XLSX' })
  @Get('export')
  @Allow('export', 'Payment')
  export(@Query() query: ExportPaymentsQuery): StreamableFile {
    return this.payments.export(query);
  }

  /** Money received in a range of days, and who owes or is owed at its end. */
  @ApiOperation({
    summary:
      'Answers the finance report: money received and paid back in a range of days, and who owes',
  })
  @Get('finance-report')
  async financeReport(
    @Query() { from, to }: FinanceReportQuery,
  ): Promise<DataResult<FinanceReport>> {
    return {
      success: true,
      message: 'Finance report',
      data: await this.financeReports.report(from, to),
    };
  }

  @ApiOperation({ summary: 'Exports the finance report for a range of days as CSV or XLSX' })
  @Get('finance-report/export')
  @Allow('export', 'Payment')
  async exportFinanceReport(
    @Query() { from, to }: FinanceReportQuery,
    @Query() { format }: ExportQuery,
  ): Promise<StreamableFile> {
    const report = await this.financeReports.report(from, to);
    return exportFile(format, financeReportExport(report), this.clock.now());
  }

  /** A link valid for a few minutes to the payment's proof, for opening it in a new tab. */
  @Allow('read', 'File')
  @ApiOperation({ summary: "Gives a short-lived signed link to a payment's proof" })
  @Post(':id/proof-link')
  @HttpCode(HttpStatus.OK)
  async proofLink(
    @Param('id', PaymentId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & FileLink> {
    return { success: true, message: 'Link issued', ...(await this.payments.proofLink(id, actor)) };
  }

  @Allow('update', 'Payment')
  @ApiOperation({
    summary: 'Verifies a payment proof, with the amount received; the receipt is e-mailed',
  })
  @Put(':id/verify')
  async verify(
    @Param('id', PaymentId) id: string,
    @Body() body: VerifyPaymentDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminPayment>> {
    return {
      success: true,
      message: 'Payment verified',
      data: await this.payments.verify(id, body.amount, actor),
    };
  }

  @Allow('update', 'Payment')
  @ApiOperation({ summary: 'Rejects a payment proof, with the reason the registrant is sent' })
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
