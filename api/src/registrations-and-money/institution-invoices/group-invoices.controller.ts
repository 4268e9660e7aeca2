import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import {
  groupInvoiceMessages,
  type ApiResult,
  type DataResult,
  type GroupInvoiceSummary,
  type GroupInvoiceView,
  type ListResult,
} from '@caawg11/conference';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import { PageQuery } from '../../platform/admin/page-query.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow } from '../../platform/auth/guards.js';
import { documentDownload } from '../registrations/registration-documents.service.js';
import {
  GroupInvoiceCancelDto,
  GroupInvoiceDto,
  GroupInvoiceSendDto,
} from './dto/group-invoice.dto.js';
import { GroupInvoicesService } from './group-invoices.service.js';

const GroupInvoiceId = new IdParamPipe(groupInvoiceMessages.notFound);

/** Finance's invoices to institutions paying for several delegates. */
@Allow('read', 'Payment')
@ApiTags('Registrations and money')
@Controller('admin/group-invoices')
export class GroupInvoicesController {
  constructor(private readonly invoices: GroupInvoicesService) {}

  @ApiOperation({ summary: 'Makes a group invoice to an institution for the chosen registrations' })
  @Post()
  @Allow('create', 'Payment')
  async create(
    @Body() body: GroupInvoiceDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<GroupInvoiceView>> {
    const data = await this.invoices.create(body, { actor });
    return { success: true, message: groupInvoiceMessages.created, data };
  }

  @ApiOperation({ summary: 'Lists the group invoices, newest first, with what each still owes' })
  @Get()
  async list(@Query() query: PageQuery): Promise<ListResult<GroupInvoiceSummary>> {
    return {
      success: true,
      message: 'Group invoices',
      ...(await this.invoices.list(query.page, query.limit)),
    };
  }

  @ApiOperation({ summary: 'Shows a group invoice with its delegates and what each has paid' })
  @Get(':id')
  async find(@Param('id', GroupInvoiceId) id: string): Promise<DataResult<GroupInvoiceView>> {
    return { success: true, message: 'Group invoice', data: await this.invoices.find(id) };
  }

  @ApiOperation({ summary: 'Downloads a group invoice as a PDF' })
  @Get(':id/pdf')
  async pdf(@Param('id', GroupInvoiceId) id: string): Promise<StreamableFile> {
    return documentDownload(await this.invoices.pdf(id));
  }

  /** E-mails the PDF to the address given (the institution's accounts office, say). */
  @ApiOperation({ summary: "E-mails a group invoice's PDF to the address given" })
  @Post(':id/send')
  @Allow('create', 'Payment')
  @HttpCode(HttpStatus.OK)
  async send(
    @Param('id', GroupInvoiceId) id: string,
    @Body() body: GroupInvoiceSendDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.invoices.send(id, body.email, actor);
    return { success: true, message: groupInvoiceMessages.sent };
  }

  @ApiOperation({
    summary: 'Cancels a group invoice, with the reason; its registrations can be invoiced again',
  })
  @Post(':id/cancel')
  @Allow('create', 'Payment')
  @HttpCode(HttpStatus.OK)
  async cancel(
    @Param('id', GroupInvoiceId) id: string,
    @Body() body: GroupInvoiceCancelDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<GroupInvoiceView>> {
    const data = await this.invoices.cancel(id, body.reason, actor);
    return { success: true, message: groupInvoiceMessages.cancelled, data };
  }
}
