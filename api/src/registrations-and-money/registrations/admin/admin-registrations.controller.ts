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
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow } from '../../../platform/auth/guards.js';
import { AdminRegistrationsService } from './admin-registrations.service.js';
import type { AdminRegistrationDetails } from '@caawg11/conference';
import { ExportRegistrationsQuery } from './dto/export-registrations.query.js';
import { ListRegistrationsQuery } from './dto/list-registrations.query.js';
import { SearchRegistrationsQuery } from './dto/search-registrations.query.js';
import { UpdateRegistrationDto } from './dto/update-registration.dto.js';
import { UpdateStatusDto } from './dto/update-status.dto.js';
import { RegistrationId } from '../../../platform/admin/id-param.pipe.js';
import type { ApiResult, Clock, DataResult, FileLink, ListResult } from '@caawg11/conference';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { documentDownload, RegistrationDocuments } from '../registration-documents.service.js';

@Allow('read', 'Registration')
@ApiTags('Registrations and money')
@Controller('admin/registrations')
export class AdminRegistrationsController {
  constructor(
    private readonly registrations: AdminRegistrationsService,
    private readonly documents: RegistrationDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({
    summary: 'Lists the registrations, newest first, filtered by payment status and field trip',
  })
  @Get()
  async list(
    @Query() query: ListRegistrationsQuery,
  ): Promise<ListResult<AdminRegistrationDetails>> {
    return { success: true, message: 'Registrations', ...(await this.registrations.list(query)) };
  }

  /** The list's filter as CSV or XLSX, streamed. */
  @ApiOperation({ summary: 'Exports the filtered registrations as CSV or XLSX' })
  @Get('export')
  @Allow('export', 'Registration')
  export(@Query() query: ExportRegistrationsQuery): StreamableFile {
    return this.registrations.export(query);
  }

  /** 404 when nothing matches, as the admin panel expects. */
  @ApiOperation({ summary: 'Finds registrations by name, e-mail or reference' })
  @Get('search')
  async search(
    @Query() query: SearchRegistrationsQuery,
  ): Promise<DataResult<AdminRegistrationDetails[]>> {
    return {
      success: true,
      message: 'Registrations found',
      data: await this.registrations.search(query.email),
    };
  }

  @ApiOperation({
    summary: 'Shows a registration with its payments, balance, seat and cancellation',
  })
  @Get(':id')
  async get(
    @Param('id', RegistrationId) id: string,
  ): Promise<DataResult<AdminRegistrationDetails>> {
    return { success: true, message: 'Registration', data: await this.registrations.get(id) };
  }

  /** A link valid for a few minutes to the registrant's student ID, for opening it in a new tab. */
  @Allow('read', 'File')
  @ApiOperation({ summary: "Gives a short-lived signed link to a registrant's student ID" })
  @Post(':id/student-id-link')
  @HttpCode(HttpStatus.OK)
  async studentIdLink(
    @Param('id', RegistrationId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & FileLink> {
    const link = await this.registrations.studentIdLink(id, actor);
    return { success: true, message: 'Link issued', ...link };
  }

  /**
   * The newest receipt PDF, once money has been received (404 before). Receipts and credit notes
   * state money received and returned: those who may read payments, not every reader of
   * registrations.
   */
  @Allow('read', 'Payment')
  @ApiOperation({ summary: "Downloads a registration's newest receipt as a PDF" })
  @Get(':id/receipt')
  async receipt(@Param('id', RegistrationId) id: string): Promise<StreamableFile> {
    return documentDownload(await this.documents.receipt(id));
  }

  /** The newest credit note PDF, once a refund is recorded (404 before). */
  @Allow('read', 'Payment')
  @ApiOperation({ summary: "Downloads a registration's newest credit note as a PDF" })
  @Get(':id/credit-note')
  async creditNote(@Param('id', RegistrationId) id: string): Promise<StreamableFile> {
    return documentDownload(await this.documents.creditNote(id));
  }

  /** A pro-forma invoice PDF of what the registration still owes. */
  @ApiOperation({ summary: 'Downloads a pro-forma invoice of what a registration owes' })
  @Get(':id/invoice')
  async invoice(@Param('id', RegistrationId) id: string): Promise<StreamableFile> {
    return documentDownload(await this.documents.invoice(id, this.clock.now()));
  }

  @Allow('update', 'Registration')
  @ApiOperation({ summary: "Sets a registration's payment status by hand, with the reason" })
  @Put(':id/status')
  async changeStatus(
    @Param('id', RegistrationId) id: string,
    @Body() body: UpdateStatusDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminRegistrationDetails>> {
    const data = await this.registrations.changeStatus(id, body.status, actor);
    return { success: true, message: 'Registration status updated', data };
  }

  @Allow('update', 'Registration')
  @ApiOperation({
    summary: "Edits a registrant's details; a new e-mail address waits for its confirmation",
  })
  @Put(':id')
  async update(
    @Param('id', RegistrationId) id: string,
    @Body() body: UpdateRegistrationDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminRegistrationDetails>> {
    const data = await this.registrations.update(id, body, actor);
    return { success: true, message: 'Registration updated', data };
  }
}
