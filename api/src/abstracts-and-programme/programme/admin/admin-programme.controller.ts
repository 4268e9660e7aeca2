import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  programmeMessages,
  type ApiResult,
  type DataResult,
  type ProgrammeDraft,
  type ProgrammePublishPreview,
} from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow } from '../../../platform/auth/guards.js';
import { ProgrammeService } from '../programme.service.js';
import {
  ProgrammePlacementDto,
  ProgrammeSessionDto,
  SessionDeleteQueryDto,
} from './programme.dto.js';

/** The organisers' draft programme: sessions, the abstracts placed in them, and publishing. */
@Allow('manage', 'Programme')
@ApiTags('Abstracts and programme')
@Controller('admin/programme')
export class AdminProgrammeController {
  constructor(private readonly programme: ProgrammeService) {}

  /** Sessions with their talks, the accepted abstracts not placed yet, and the clashes. */
  @ApiOperation({
    summary: 'Shows the draft programme, the accepted abstracts not placed yet and the clashes',
  })
  @Get()
  async draft(): Promise<DataResult<ProgrammeDraft>> {
    return { success: true, message: 'Programme', data: await this.programme.draft() };
  }

  @ApiOperation({ summary: 'Adds a session to the programme' })
  @Post('sessions')
  async createSession(
    @Body() body: ProgrammeSessionDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.programme.createSession(body, actor);
    return { success: true, message: 'Session added' };
  }

  @ApiOperation({ summary: "Changes a programme session's day, time, room or chair" })
  @Put('sessions/:id')
  async updateSession(
    @Param('id') id: string,
    @Body() body: ProgrammeSessionDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.programme.updateSession(id, body, actor);
    return { success: true, message: 'Session saved' };
  }

  /** Its abstracts go back to the unplaced list; while it holds any, only with `confirm=true`. */
  @ApiOperation({ summary: 'Deletes a programme session; its talks go back to the unplaced list' })
  @Delete('sessions/:id')
  async deleteSession(
    @Param('id') id: string,
    @Query() query: SessionDeleteQueryDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.programme.deleteSession(id, query.confirm === 'true', actor);
    return { success: true, message: 'Session deleted' };
  }

  /** Places an accepted abstract in a session, or moves it to another session or time. */
  @ApiOperation({ summary: 'Places an accepted abstract in a session, or moves it' })
  @Put('placements/:abstractId')
  async place(
    @Param('abstractId') abstractId: string,
    @Body() body: ProgrammePlacementDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.programme.place(abstractId, body, actor);
    return { success: true, message: 'Abstract placed' };
  }

  @ApiOperation({ summary: 'Takes a talk out of its session' })
  @Delete('placements/:abstractId')
  async unplace(
    @Param('abstractId') abstractId: string,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.programme.unplace(abstractId, actor);
    return { success: true, message: 'Removed from the session' };
  }

  /** The presenters that publishing now would e-mail, each with their old and new slot. */
  @ApiOperation({
    summary: 'Lists the presenters that publishing now would e-mail, with their old and new slots',
  })
  @Get('publish-preview')
  async publishPreview(): Promise<DataResult<ProgrammePublishPreview>> {
    return {
      success: true,
      message: 'Who publishing will tell',
      data: await this.programme.publishPreview(),
    };
  }

  /** Refused with the clash messages while any remain; e-mails the presenters it moves. */
  @ApiOperation({
    summary: 'Publishes the programme and e-mails the presenters whose slot changed',
  })
  @Post('publish')
  @HttpCode(HttpStatus.OK)
  async publish(@Actor() actor: AuditActor): Promise<DataResult<ProgrammeDraft>> {
    const data = await this.programme.publish(actor);
    return { success: true, message: programmeMessages.published, data };
  }
}
