import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/** At most this many failed sign-ins per account and per client address in one window. */
export const maxLoginFailures = 5;
export const loginFailureWindowSeconds = 15 * 60;

export const loginThrottledMessage =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const throttleUnavailableMessage =
  'Sign-in is temporarily unavailable. Please try again in a few minutes.';

/**
 * Counts failed sign-ins in Redis, per account and per client address, so every api replica
 * sees the same counts. While Redis is unreachable sign-in is refused rather than left
 * without a brake on password guessing.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger('LoginThrottle');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private keys(email: string, clientAddress: string): [string, string] {
    const prefix = `${this.config.REDIS_KEY_PREFIX}:login:`;
    return [`${prefix}account:${email}`, `${prefix}client:${clientAddress}`];
  }

  /** Refuses with 429 when the account or the client has used up its failures. */
  async assertAllowed(email: string, clientAddress: string): Promise<void> {
    let counts: (string | null)[];
    try {
      counts = await this.redis.mget(...this.keys(email, clientAddress));
    } catch (error) {
      this.logger.warn(`Cannot read sign-in failures: ${(error as Error).message}`);
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, throttleUnavailableMessage);
    }
    if (counts.some((count) => Number(count ?? 0) >= maxLoginFailures)) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, loginThrottledMessage);
    }
  }

  async recordFailure(email: string, clientAddress: string): Promise<void> {
    const pipeline = this.redis.multi();
    for (const key of this.keys(email, clientAddress)) {
      pipeline.incr(key);
      // The window starts at the first failure and is not extended by later ones.
      pipeline.expire(key, loginFailureWindowSeconds, 'NX');
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.logger.warn(`Cannot count a sign-in failure: ${(error as Error).message}`);
    }
  }

  /** A successful sign-in clears the account's count; the client's count runs out by itself. */
  async recordSuccess(email: string, clientAddress: string): Promise<void> {
    try {
      await this.redis.del(this.keys(email, clientAddress)[0]);
    } catch (error) {
      this.logger.warn(`Cannot clear sign-in failures: ${(error as Error).message}`);
    }
  }
}
