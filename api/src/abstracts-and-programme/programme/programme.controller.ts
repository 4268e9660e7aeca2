import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, HttpStatus, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  publicApiMessages,
  type Clock,
  type DataResult,
  type PublishedProgramme,
} from '@caawg11/conference';
import { ApiError } from '../../platform/common/api-error.js';
import { Public } from '../../platform/common/public.decorator.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { programmeCalendar } from './programme-calendar.js';
import { ProgrammeService } from './programme.service.js';

/** Short enough that a new publication shows within a minute, long enough to absorb a rush. */
const cacheControl = 'public, max-age=60';

/**
 * During the conference many attendees read the programme behind the venue's one address, so
 * these reads get ten times the limit of a form.
 */
const readerFactor = 10;

function sendCalendar(reply: FastifyReply, body: string, fileName: string): string {
  void reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', cacheControl);
  return body;
}

/** The published programme for anyone: the public site, conference apps and calendars. */
@ApiTags('Public site')
@Controller('programme')
export class ProgrammeController {
  constructor(
    private readonly programme: ProgrammeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({ summary: 'Answers the published programme: sessions and their talks' })
  @Get()
  @Header('Cache-Control', cacheControl)
  async published(): Promise<DataResult<PublishedProgramme>> {
    return { success: true, message: 'Programme', data: await this.programme.published() };
  }

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({ summary: 'Downloads one session as a calendar event' })
  @Get('sessions/:id.ics')
  async sessionCalendar(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { days } = await this.programme.published();
    const day = days.find((candidate) => candidate.sessions.some((session) => session.id === id));
    const session = day?.sessions.find((candidate) => candidate.id === id);
    if (!day || !session)
      throw new ApiError(HttpStatus.NOT_FOUND, publicApiMessages.sessionNotFound);
    const calendar = programmeCalendar([{ date: day.date, sessions: [session] }], this.clock.now());
    return sendCalendar(reply, calendar, `caawg11-session-${id}.ics`);
  }
}

/** `GET /api/programme.ics` sits beside the JSON rather than under it. */
@ApiTags('Public site')
@Controller()
export class ProgrammeCalendarController {
  constructor(
    private readonly programme: ProgrammeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({ summary: 'Downloads the whole programme as a calendar' })
  @Get('programme.ics')
  async calendar(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { days } = await this.programme.published();
    return sendCalendar(reply, programmeCalendar(days, this.clock.now()), 'caawg11-programme.ics');
  }
}
