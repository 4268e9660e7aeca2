import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../../platform/common/request-language.decorator.js';
import { PublicRateLimit } from '../../../platform/rate-limit/public-rate-limit.js';
import { AccessRequestDto } from './access-request.dto.js';
import { AccessRequestService } from './access-request.service.js';

@ApiTags('Public site')
@Controller('registrations')
export class AccessRequestController {
  constructor(private readonly accessRequests: AccessRequestService) {}

  /** The /verify page: asks for a secure link to the registration of an e-mail address. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Sends an access link to the registration of an e-mail address' })
  @Post('verify-request')
  @HttpCode(HttpStatus.OK)
  request(
    @Body() body: AccessRequestDto,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.accessRequests.request(body.email, clientIp, language);
  }
}
