import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, Param, Res, type StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DataResult, PublicSpeakers } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { PresenterProfilesService } from './presenter-profiles.service.js';
import { SpeakersService } from './speakers.service.js';

/** Short enough that an organiser's change shows within a minute. */
const cacheControl = 'public, max-age=60';

/** The speakers page reads with the programme's allowance: many readers behind one address. */
const readerFactor = 10;

@ApiTags('Public site')
@Controller('speakers')
export class SpeakersController {
  constructor(
    private readonly speakers: SpeakersService,
    private readonly presenterProfiles: PresenterProfilesService,
  ) {}

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({
    summary:
      "Answers the invited speakers the organisers set, in their order, and the published programme's presenters' biographies and photos",
  })
  @Get()
  @Header('Cache-Control', cacheControl)
  async list(): Promise<DataResult<PublicSpeakers>> {
    const [invited, presenters] = await Promise.all([
      this.speakers.publicInvited(),
      this.presenterProfiles.publicPresenters(),
    ]);
    return { success: true, message: 'Speakers', data: { invited, presenters } };
  }

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({ summary: "Sends an invited speaker's photo" })
  @Get(':id/photo')
  async photo(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const photo = await this.speakers.photo(id);
    // Its address names the photo (`?v=`), so a new photo has a new address.
    void reply.header('Cache-Control', 'public, max-age=86400');
    void reply.header('X-Content-Type-Options', 'nosniff');
    return photo;
  }

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({ summary: 'Sends the photo a presenter of the published programme gave' })
  @Get('presenters/:reference/photo')
  async presenterPhoto(
    @Param('reference') reference: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const photo = await this.presenterProfiles.photo(reference);
    // As for an invited speaker's photo: its address names the photo (`?v=`).
    void reply.header('Cache-Control', 'public, max-age=86400');
    void reply.header('X-Content-Type-Options', 'nosniff');
    return photo;
  }
}
