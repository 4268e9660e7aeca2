import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

const fallbackCapacity = 10_000;

/**
 * Remembers every robot-check payload that was used, until it would have expired anyway, so
 * none is accepted twice, on any replica: Redis SET NX with a TTL. While Redis is unreachable
 * it falls back to this process's memory (still one use per replica) rather than failing the
 * submission: a submission already stored must not be lost because a cache is down.
 */
@Injectable()
export class CaptchaReplayStore {
  private readonly logger = new Logger(CaptchaReplayStore.name);
  private readonly prefix: string;
  private readonly fallback = new Map<string, number>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_KEY_PREFIX}:captcha:`;
  }

  /** True the first time `id` is claimed within `ttlSeconds`; false when it was claimed before. */
  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    const ttl = Math.max(1, Math.ceil(ttlSeconds));
    try {
      const answer = await this.redis.set(`${this.prefix}${id}`, '1', 'EX', ttl, 'NX');
      return answer === 'OK' && this.claimLocally(id, ttl);
    } catch (error) {
      this.logger.warn(
        `Robot-check replay store unavailable, using this process's memory: ${String(error)}`,
      );
      return this.claimLocally(id, ttl);
    }
  }

  /** Also remembered locally, so a payload used during a Redis outage stays used after it. */
  private claimLocally(id: string, ttlSeconds: number): boolean {
    const now = Date.now();
    const until = this.fallback.get(id);
    if (until !== undefined && until > now) return false;
    if (this.fallback.size >= fallbackCapacity) {
      for (const [key, expiry] of this.fallback) if (expiry <= now) this.fallback.delete(key);
      if (this.fallback.size >= fallbackCapacity) {
        const oldest = this.fallback.keys().next();
        if (!oldest.done) this.fallback.delete(oldest.value);
      }
    }
    this.fallback.set(id, now + ttlSeconds * 1000);
    return true;
  }
}
