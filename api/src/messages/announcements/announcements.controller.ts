import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  announcementMessages,
  type AnnouncementDetails,
  type AnnouncementPreview,
  type AnnouncementSummary,
  type AudienceCount,
  type AudienceSession,
  type DataResult,
  type ListResult,
} from '@caawg11/conference';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow } from '../../platform/auth/guards.js';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { AnnouncementDraftDto, AudienceQueryDto } from './announcement.dto.js';
import { AnnouncementsService } from './announcements.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { unsubscribePagePolicy } from './unsubscribe-page.js';

const AnnouncementId = new IdParamPipe(announcementMessages.notFound);

/** The organisers' announcements: audience, preview, sending, progress. */
@Allow('read', 'Announcement')
@ApiTags('Messages')
@Controller('admin/announcements')
export class AdminAnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @ApiOperation({
    summary: 'Lists the announcements sent, newest first, with their delivery counts',
  })
  @Get()
  async list(): Promise<ListResult<AnnouncementSummary>> {
    const data = await this.announcements.list();
    return { success: true, message: 'Announcements', data, count: data.length };
  }

  @ApiOperation({ summary: 'Lists the programme sessions an announcement can be sent to' })
  @Get('sessions')
  async sessions(): Promise<DataResult<AudienceSession[]>> {
    return { success: true, message: 'Sessions', data: await this.announcements.sessions() };
  }

  @ApiOperation({ summary: 'Counts the people an announcement would reach' })
  @Post('audience')
  @HttpCode(HttpStatus.OK)
  async audience(@Body() body: AudienceQueryDto): Promise<DataResult<AudienceCount>> {
    return {
      success: true,
      message: 'Audience',
      data: await this.announcements.countAudience(body.audience, body.essential),
    };
  }

  @ApiOperation({ summary: 'Shows an announcement as one of its recipients will receive it' })
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  async preview(@Body() body: AnnouncementDraftDto): Promise<DataResult<AnnouncementPreview[]>> {
    return { success: true, message: 'Preview', data: await this.announcements.preview(body) };
  }

  @ApiOperation({
    summary: 'Sends an announcement to its audience, one e-mail each through the outbox',
  })
  @Post()
  @Allow('create', 'Announcement')
  async create(
    @Body() body: AnnouncementDraftDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AnnouncementDetails>> {
    const data = await this.announcements.create(body, actor);
    return {
      success: true,
      message:
        data.status === 'scheduled' ? announcementMessages.scheduled : announcementMessages.created,
      data,
    };
  }

  @ApiOperation({ summary: 'Shows one announcement with its recipients and their delivery' })
  @Get(':id')
  async details(@Param('id', AnnouncementId) id: string): Promise<DataResult<AnnouncementDetails>> {
    return { success: true, message: 'Announcement', data: await this.announcements.details(id) };
  }

  @ApiOperation({ summary: 'Sends an announcement again to the recipients whose e-mail failed' })
  @Post(':id/resend-failed')
  @Allow('update', 'Announcement')
  @HttpCode(HttpStatus.OK)
  async resendFailed(
    @Param('id', AnnouncementId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AnnouncementDetails>> {
    return {
      success: true,
      message: announcementMessages.resent,
      data: await this.announcements.resendFailed(id, actor),
    };
  }
}

/**
 * The unsubscribe link of an announcement: opened, it asks; posted (by its button, or by a mail
 * program's one-click unsubscribe, RFC 8058), it unsubscribes.
 */
@ApiTags('Public site')
@Controller('announcements/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly links: UnsubscribeLinks) {}

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Says what the unsubscribe link in an announcement would stop, without stopping it',
  })
  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async ask(
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const page = await this.links.ask(token);
    void reply.status(page.status).header('content-security-policy', unsubscribePagePolicy);
    return page.html;
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Stops announcements to the address of the e-mailed unsubscribe link' })
  @Post()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async unsubscribe(
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const page = await this.links.unsubscribe(token);
    void reply.status(page.status).header('content-security-policy', unsubscribePagePolicy);
    return page.html;
  }
}
