import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { SponsorshipDto } from './dto/sponsorship.dto.js';
import { SponsorshipService } from './sponsorship.service.js';

@ApiTags('Public site')
@Controller()
export class SponsorshipController {
  constructor(private readonly sponsorship: SponsorshipService) {}

  /** The Sponsorship page's inquiry dialog. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Sends a sponsorship inquiry' })
  @Post('sponsorship.php')
  inquire(
    @Body() body: SponsorshipDto,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.sponsorship.inquire(body, clientIp, language);
  }
}
