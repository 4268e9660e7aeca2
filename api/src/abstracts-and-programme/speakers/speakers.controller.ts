import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, Param, Res, type StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DataResult, PublicSpeakers } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { SpeakersService } from './speakers.service.js';

/** Short enough that an organiser's change shows within a minute. */
const cacheControl = 'public, max-age=60';

/** The speakers page reads with the programme's allowance: many readers behind one address. */
const readerFactor = 10;

@ApiTags('Public site')
@Controller('speakers')
export class SpeakersController {
  constructor(private readonly speakers: SpeakersService) {}

  @Public()
  @PublicRateLimit(readerFactor)
  @ApiOperation({ summary: 'Answers the invited speakers the organisers set, in their order' })
  @Get()
  @Header('Cache-Control', cacheControl)
  async list(): Promise<DataResult<PublicSpeakers>> {
    return { success: true, message: 'Speakers', data: await this.speakers.publicSpeakers() };
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
}
