import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { messages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * Limits access-link requests per e-mail address (so nobody floods a registrant's inbox) and
 * per client address (so nobody walks through a list of addresses), with counters in Redis that
 * every api replica shares. Both limits apply to every address alike, registered or not, so a
 * refusal tells nothing about who registered. While Redis is unreachable the limits are not
 * enforced (logged): a registrant can still reach their registration.
 */
@Injectable()
export class AccessLinkThrottle {
  private readonly logger = new Logger('AccessLinkThrottle');

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts this request; throws HTTP 429 when either limit is exceeded. */
  async check(email: string, clientIp: string): Promise<void> {
    const prefix = `${this.config.REDIS_KEY_PREFIX}:access-link`;
    // The address is hashed: Redis holds no list of who asked.
    const emailKey = `${prefix}:email:${createHash('sha256').update(email).digest('hex')}`;
    const clientKey = `${prefix}:client:${clientIp}`;
    const window = this.config.ACCESS_LINK_WINDOW_SECONDS;
    let counts: [number, number];
    try {
      const results = await this.redis
        .multi()
        .incr(emailKey)
        .expire(emailKey, window, 'NX')
        .incr(clientKey)
        .expire(clientKey, window, 'NX')
        .exec();
      counts = [Number(results?.[0]?.[1]), Number(results?.[2]?.[1])];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Access-link limits not enforced, Redis unavailable: ${reason}`);
      return;
    }
    if (
      counts[0] > this.config.ACCESS_LINK_LIMIT_PER_EMAIL ||
      counts[1] > this.config.ACCESS_LINK_LIMIT_PER_CLIENT
    ) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, messages.tooManyRequests);
    }
  }
}
