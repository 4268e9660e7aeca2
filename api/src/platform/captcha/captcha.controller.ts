import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, HttpStatus, Inject } from '@nestjs/common';
import type { CaptchaChallenge, CaptchaConfig } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';
import { PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { CAPTCHA_PROVIDER, type CaptchaProvider } from './captcha-provider.js';

@ApiTags('Public site')
@Controller('captcha')
export class CaptchaController {
  constructor(@Inject(CAPTCHA_PROVIDER) private readonly provider: CaptchaProvider) {}

  /** Which robot check the forms show, and where its widget gets what it needs. */
  @Public()
  @PublicRateLimit(4)
  @ApiOperation({ summary: 'Answers which robot check the forms show' })
  @Get('config')
  config(): CaptchaConfig {
    return this.provider.publicConfig();
  }

  /** A fresh ALTCHA challenge in the shape the `altcha` widget fetches. */
  @Public()
  @PublicRateLimit(4)
  @ApiOperation({ summary: 'Answers a fresh ALTCHA challenge for the robot check' })
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  async challenge(): Promise<CaptchaChallenge> {
    const challenge = await this.provider.issueChallenge();
    if (!challenge) {
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'This site uses reCAPTCHA, which needs no challenge from the api.',
      );
    }
    return challenge;
  }
}
