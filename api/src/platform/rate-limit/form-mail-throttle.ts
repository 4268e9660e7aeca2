import { Injectable } from '@nestjs/common';
import { messages, normaliseEmail } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import { clientBucket } from './client-bucket.js';
import { hashedKey, RateLimiterService } from './rate-limiter.service.js';

/**
 * The membership, contact and sponsorship forms have no robot check and each e-mails the
 * address it is given: these limits, shared by the three forms, keep them from being used to
 * flood a third party's inbox (per recipient) or to walk through a list of addresses (per
 * client, an IPv6 client by its /64). While Redis is unreachable they are not enforced (logged), like the public limits.
 */
@Injectable()
export class FormMailThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly limiter: RateLimiterService,
  ) {}

  /** Counts a submission that will e-mail `recipient`; HTTP 429 with the wait over a limit. */
  async check(recipient: string, clientIp: string): Promise<void> {
    const durationSeconds = this.config.FORM_MAIL_WINDOW_SECONDS;
    await this.limiter.consume(
      [
        {
          policy: {
            name: 'form-mail:recipient',
            points: this.config.FORM_MAIL_LIMIT_PER_EMAIL,
            durationSeconds,
          },
          key: hashedKey(normaliseEmail(recipient)),
        },
        {
          policy: {
            name: 'form-mail:client',
            points: this.config.FORM_MAIL_LIMIT_PER_CLIENT,
            durationSeconds,
          },
          key: clientBucket(clientIp),
        },
      ],
      { refusal: messages.tooManyRequestsRetryIn, whenStoreDown: 'allow' },
    );
  }
}
