import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import type { ErasureRequestsResult, ErasureResult, PeopleResult } from '@caawg11/conference';
import { Actor } from '../audit/actor.decorator.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { Allow } from '../auth/guards.js';
import { ErasureRequestsService } from './erasure-requests.service.js';
import { EraseDto, PersonQuery } from './people.dto.js';
import { PeopleService } from './people.service.js';
import { PersonErasureService } from './person-erasure.service.js';

/** Everything held about one person: administrators only, as is every route here. */
@Allow('manage', 'Person')
@ApiTags('Team and settings')
@Controller('admin/people')
export class PeopleController {
  constructor(
    private readonly people: PeopleService,
    private readonly erasure: PersonErasureService,
    private readonly requests: ErasureRequestsService,
    private readonly audit: AuditService,
  ) {}

  @ApiOperation({ summary: 'Lists every record held about an e-mail address' })
  @Get()
  list(@Query() query: PersonQuery): Promise<PeopleResult> {
    return this.people.list(query.email);
  }

  /** The person's data as a ZIP; the export is audited (and redacted if they are erased). */
  @ApiOperation({ summary: 'Exports everything held about an e-mail address as a ZIP' })
  @Get('export')
  async export(@Query() query: PersonQuery, @Actor() actor: AuditActor): Promise<StreamableFile> {
    const file = await this.people.export(query.email);
    await this.audit.record(actor, {
      action: 'person.exported',
      entityType: 'person',
      entityId: null,
      after: { email: this.people.addressOf(query.email) },
    });
    return file;
  }

  @ApiOperation({
    summary: 'Erases a person from every record, with the reason; the books keep the amounts',
  })
  @Post('erase')
  @HttpCode(HttpStatus.OK)
  erase(@Body() body: EraseDto, @Actor() actor: AuditActor): Promise<ErasureResult> {
    return this.erasure.erase(body.email, body.reason, actor);
  }

  /** Opening the list also finishes any erasure a crash left running. */
  @ApiOperation({ summary: "Lists the registrants' requests to erase their data" })
  @Get('erasure-requests')
  async erasureRequests(): Promise<ErasureRequestsResult> {
    await this.erasure.resumeLeftRunning();
    return { success: true, message: 'Erasure requests', data: await this.requests.listOpen() };
  }
}
