import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  mailNotFound,
  type DataResult,
  type ListResult,
  type MailLogMessage,
  type MailLogRow,
  type MailResendReport,
} from '@caawg11/conference';
import { IdParamPipe } from '../../admin/id-param.pipe.js';
import { Actor } from '../../audit/actor.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { Allow } from '../../auth/guards.js';
import { MailLogQueryDto } from './mail-log.query.js';
import { MailLogService } from './mail-log.service.js';

const MailId = new IdParamPipe(mailNotFound);

@ApiTags('Messages')
@Controller('admin/mail')
export class MailLogController {
  constructor(private readonly mail: MailLogService) {}

  @ApiOperation({
    summary: 'Lists the e-mails sent and waiting, newest first, with their delivery',
  })
  @Get()
  @Allow('read', 'MailLog')
  async list(@Query() query: MailLogQueryDto): Promise<ListResult<MailLogRow>> {
    return { success: true, message: 'Mail log', ...(await this.mail.list(query)) };
  }

  @ApiOperation({ summary: 'Sends every failed e-mail again' })
  @Post('resend-failed')
  @HttpCode(HttpStatus.OK)
  @Allow('update', 'MailLog')
  async resendFailed(@Actor() actor: AuditActor): Promise<DataResult<MailResendReport>> {
    const data = await this.mail.resendFailed(actor);
    return { success: true, message: `${data.resent} failed e-mails sent again`, data };
  }

  @ApiOperation({ summary: 'Shows one e-mail as it was sent, its personal links withheld' })
  @Get(':id')
  @Allow('read', 'MailLog')
  async message(@Param('id', MailId) id: string): Promise<DataResult<MailLogMessage>> {
    return { success: true, message: 'E-mail', data: await this.mail.message(id) };
  }

  @ApiOperation({ summary: 'Sends one failed e-mail again' })
  @Post(':id/resend')
  @HttpCode(HttpStatus.OK)
  @Allow('update', 'MailLog')
  async resend(
    @Param('id', MailId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<MailLogRow>> {
    return { success: true, message: 'E-mail sent again', data: await this.mail.resend(id, actor) };
  }
}
