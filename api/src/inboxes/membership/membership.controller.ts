import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { MembershipDto } from './dto/membership.dto.js';
import { MembershipService } from './membership.service.js';

@ApiTags('Public site')
@Controller()
export class MembershipController {
  constructor(private readonly membership: MembershipService) {}

  /** The About page's "Become a Member" dialog. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Applies for AAWG membership' })
  @Post('membership.php')
  apply(
    @Body() body: MembershipDto,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.membership.apply(body, clientIp, language);
  }
}
