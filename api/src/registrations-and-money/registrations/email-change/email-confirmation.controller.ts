import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ApiResult } from '@caawg11/conference';
import { ClientAddress } from '../../../platform/auth/guards.js';
import { Public } from '../../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../../platform/rate-limit/public-rate-limit.js';
import { EmailConfirmationDto } from './email-confirmation.dto.js';
import { EmailChanges } from './email-changes.service.js';

/**
 * The link sent to a registration's proposed new address. Public on purpose: the single-use
 * token in the body authorises the change, and travels in a body, which no log keeps.
 */
@ApiTags('Public site')
@Controller('registrations')
export class EmailConfirmationController {
  constructor(private readonly emailChanges: EmailChanges) {}

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: "Confirms a registration's new e-mail address from the link sent to it",
  })
  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  confirm(
    @Body() body: EmailConfirmationDto,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.emailChanges.confirm(body.token, clientAddress);
  }
}
