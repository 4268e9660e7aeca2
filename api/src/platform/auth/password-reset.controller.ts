import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../common/public.decorator.js';
import { RequestLanguage } from '../common/request-language.decorator.js';
import { PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { PasswordResetConfirmationDto, PasswordResetRequestDto } from './dto/password-reset.dto.js';
import { ClientAddress } from './guards.js';
import { PasswordResetService } from './password-reset.service.js';

/**
 * A member who forgot their password, not signed in, asks for a link and chooses a new password
 * with it. The token travels in the request body, which no log keeps.
 */
@ApiTags('Team and settings')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** 202 for every address, with or without an account. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary:
      "Sends a password-reset link to a team member's address: answers 202 for every address",
  })
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  request(
    @Body() body: PasswordResetRequestDto,
    @ClientAddress() clientAddress: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.resets.request(body, clientAddress, language);
  }

  /** 410 once the link is used, replaced or expired. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Sets a new password from the e-mailed reset link, once, and ends every sign-in',
  })
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  confirm(
    @Body() body: PasswordResetConfirmationDto,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.resets.confirm(body, clientAddress);
  }
}
