import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import type { BankStatementSummary, BankStatementView } from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow } from '../../platform/auth/guards.js';
import type { ReceivedUpload, UploadPolicy } from '../../platform/files/files.service.js';
import { ReceivesUpload } from '../../platform/files/receives-upload.decorator.js';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import {
  BankStatementsService,
  lineNotFound,
  statementNotFound,
} from './bank-statements.service.js';
import { StatementImportDto } from './csv-layout.dto.js';
import { AssignLineDto, DiscardLineDto } from './line-decision.dto.js';
import { unreadableStatementMessage } from './statement-line.js';
import type { ApiResult, DataResult } from '@caawg11/conference';

/** Statements are read in memory, never kept as files: the lines are what is kept. */
const statementPolicy: UploadPolicy = {
  purpose: 'bank-statement',
  field: 'file',
  allowed: [],
  typeMessage: unreadableStatementMessage,
  sizeMessage: 'The statement file must be 5 MB or smaller',
};

export const StatementId = new IdParamPipe(statementNotFound);
export const StatementLineId = new IdParamPipe(lineNotFound);

@Allow('read', 'Payment')
@ApiTags('Registrations and money')
@Controller('admin/bank-statements')
export class BankStatementsController {
  constructor(private readonly statements: BankStatementsService) {}

  /** Parses and matches; books nothing until the statement is confirmed. */
  @ApiOperation({
    summary:
      'Imports a bank statement (CSV, CAMT.053 or MT940) and matches its lines; books nothing yet',
  })
  @Post()
  @Allow('create', 'Payment')
  @ReceivesUpload(statementPolicy)
  async import(
    @Body() body: StatementImportDto,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & BankStatementView> {
    const statement = await this.statements.import(file, body.layout, actor);
    return { success: true, message: 'Statement read', ...statement };
  }

  @ApiOperation({ summary: 'Lists the bank statements imported, newest first' })
  @Get()
  async recent(): Promise<DataResult<BankStatementSummary[]>> {
    return { success: true, message: 'Bank statements', data: await this.statements.recent() };
  }

  @ApiOperation({
    summary: "Shows an imported statement with each line's match and what booking it makes",
  })
  @Get(':id')
  async find(@Param('id', StatementId) id: string): Promise<ApiResult & BankStatementView> {
    return { success: true, message: 'Bank statement', ...(await this.statements.find(id)) };
  }

  @ApiOperation({ summary: 'Assigns a statement line to a registration by hand' })
  @Put(':id/lines/:lineId/assign')
  @Allow('create', 'Payment')
  async assign(
    @Param('id', StatementId) id: string,
    @Param('lineId', StatementLineId) lineId: string,
    @Body() body: AssignLineDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & BankStatementView> {
    const statement = await this.statements.assign(id, lineId, body.registrationId, actor);
    return { success: true, message: 'Transfer assigned', ...statement };
  }

  @ApiOperation({
    summary: 'Sets a statement line aside as not a conference payment, with the reason',
  })
  @Put(':id/lines/:lineId/discard')
  @Allow('create', 'Payment')
  async discard(
    @Param('id', StatementId) id: string,
    @Param('lineId', StatementLineId) lineId: string,
    @Body() body: DiscardLineDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & BankStatementView> {
    const statement = await this.statements.discard(id, lineId, body.comment, actor);
    return { success: true, message: 'Transfer set aside', ...statement };
  }

  /** Books the statement as reviewed. */
  @ApiOperation({
    summary: "Books the statement's lines as reviewed: payments, receipts and e-mails",
  })
  @Post(':id/confirm')
  @Allow('create', 'Payment')
  async confirm(
    @Param('id', StatementId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & BankStatementView> {
    return {
      success: true,
      message: 'Statement booked',
      ...(await this.statements.confirm(id, actor)),
    };
  }
}
