import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../common/api-error.js';
import { TooManyRequestsError } from '../common/too-many-requests.error.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/** A limit: at most `points` requests per key in a window of `durationSeconds`. */
export interface RateLimitPolicy {
  /** Names the counters in Redis (after REDIS_KEY_PREFIX and `rl`). */
  name: string;
  points: number;
  durationSeconds: number;
}

/** One counter to take a point from: a policy and the key it counts (a client, an address...). */
export interface RateLimitCount {
  policy: RateLimitPolicy;
  key: string;
}

export interface ConsumeOptions {
  /** The 429 message for a given wait in seconds; it states the same wait as Retry-After. */
  refusal: (retryAfterSeconds: number) => string;
  /**
   * While Redis is unreachable: `allow` lets the request through (logged); a string refuses it
   * with HTTP 503 and that message.
   */
  whenStoreDown: 'allow' | { refuse: string };
}

/** Keeps personal data such as e-mail addresses out of Redis key names. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Every rate limit of the api, counted atomically in Redis (rate-limiter-flexible), so parallel
 * requests are counted one by one and every api replica sees the same counts.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger('RateLimiter');
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /**
   * Takes one point from every counter; throws HTTP 429 with the longest wait when any of them
   * is used up. Refused requests count too, so hammering does not shorten the wait.
   */
  async consume(counts: readonly RateLimitCount[], options: ConsumeOptions): Promise<void> {
    const results = await Promise.allSettled(
      counts.map(({ policy, key }) => this.limiter(policy).consume(key)),
    );
    let longestWaitMs = 0;
    let storeError: Error | undefined;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (result.reason instanceof RateLimiterRes) {
        longestWaitMs = Math.max(longestWaitMs, result.reason.msBeforeNext);
      } else {
        storeError =
          result.reason instanceof Error ? result.reason : new Error(String(result.reason));
      }
    }
    if (longestWaitMs > 0) {
      throw new TooManyRequestsError(Math.max(1, Math.ceil(longestWaitMs / 1000)), options.refusal);
    }
    if (storeError === undefined) return;
    const reason = storeError.message;
    if (options.whenStoreDown === 'allow') {
      this.logger.warn(`Rate limit not enforced, Redis unavailable: ${reason}`);
      return;
    }
    this.logger.warn(`Request refused, rate limit cannot be checked: ${reason}`);
    throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, options.whenStoreDown.refuse);
  }

  /** Gives back the point a request took, e.g. when a sign-in turns out to be right. */
  async refund(count: RateLimitCount): Promise<void> {
    await this.quietly(() => this.limiter(count.policy).reward(count.key));
  }

  /** Clears a counter. */
  async reset(count: RateLimitCount): Promise<void> {
    await this.quietly(() => this.limiter(count.policy).delete(count.key));
  }

  private async quietly(operation: () => Promise<unknown>): Promise<void> {
    try {
      await operation();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Cannot update a rate limit, Redis unavailable: ${reason}`);
    }
  }

  private limiter(policy: RateLimitPolicy): RateLimiterRedis {
    const id = `${policy.name}/${policy.points}/${policy.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.REDIS_KEY_PREFIX}:rl:${policy.name}`,
        points: policy.points,
        duration: policy.durationSeconds,
        // Answer at once while Redis is down rather than wait for a reconnection.
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
