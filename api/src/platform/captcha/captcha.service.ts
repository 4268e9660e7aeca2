import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { messages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { CAPTCHA_PROVIDER, type CaptchaProvider, type CaptchaVerdict } from './captcha-provider.js';

/** The body field that carries the robot-check payload in every public form's request. */
const captchaField = 'recaptchaToken';

@Injectable()
export class CaptchaService {
  private readonly logger = new Logger(CaptchaService.name);

  constructor(@Inject(CAPTCHA_PROVIDER) private readonly provider: CaptchaProvider) {}

  /**
   * Lets a submission through only with a solved, unexpired, never-used payload (which this
   * call uses up). Refusals are HTTP 400 on `recaptchaToken`; a check that cannot be made is 503.
   */
  async assertSolved(token: string, clientIp: string): Promise<void> {
    let verdict: CaptchaVerdict;
    try {
      verdict = await this.provider.verify(token, clientIp);
    } catch (error) {
      this.logger.error(`Robot check could not be verified: ${String(error)}`);
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, messages.captchaUnavailable);
    }
    if (verdict !== 'solved') {
      throw ApiError.validation({ [captchaField]: messages.captchaInvalid });
    }
  }
}
