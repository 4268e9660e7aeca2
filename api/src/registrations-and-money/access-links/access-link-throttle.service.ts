import { Injectable } from '@nestjs/common';
import { messages, normaliseEmail } from '@caawg11/conference';
import { AppConfig } from '../../platform/config/app-config.js';
import { clientBucket } from '../../platform/rate-limit/client-bucket.js';
import { hashedKey, RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';

/**
 * Limits access-link requests per e-mail address (so nobody floods a registrant's inbox) and
 * per client address (so nobody walks through a list of addresses), with counters in Redis that
 * every api replica shares. Both limits apply to every address alike, registered or not, so a
 * refusal tells nothing about who registered. While Redis is unreachable the limits are not
 * enforced (logged): a registrant can still reach their registration.
 */
@Injectable()
export class AccessLinkThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly limiter: RateLimiterService,
  ) {}

  /** Counts this request; throws HTTP 429, with the wait, when either limit is exceeded. */
  async check(email: string, clientIp: string): Promise<void> {
    const durationSeconds = this.config.ACCESS_LINK_WINDOW_SECONDS;
    await this.limiter.consume(
      [
        {
          policy: {
            name: 'access-link:email',
            points: this.config.ACCESS_LINK_LIMIT_PER_EMAIL,
            durationSeconds,
          },
          // Redis holds no list of who asked.
          key: hashedKey(normaliseEmail(email)),
        },
        {
          policy: {
            name: 'access-link:client',
            points: this.config.ACCESS_LINK_LIMIT_PER_CLIENT,
            durationSeconds,
          },
          key: clientBucket(clientIp),
        },
      ],
      { refusal: messages.tooManyRequestsRetryIn, whenStoreDown: 'allow' },
    );
  }
}
