import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config.js';

/** A general-purpose Redis client: health, rate limits, robot-check replay store, throttles. */
export const REDIS = Symbol('REDIS');

/** Connection options from a redis:// or rediss:// URL, for clients that build their own connections. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const database = parsed.pathname.replace('/', '');
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(database ? { db: Number(database) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

export function createRedisClient(
  config: AppConfig,
  purpose: string,
  options: { subscriber?: boolean } = {},
): Redis {
  const client = new Redis(config.REDIS_URL, {
    // Fail fast while Redis is down instead of queueing commands that would hang requests; a
    // subscriber's one SUBSCRIBE waits for the connection instead, and ioredis repeats it
    // after every reconnection.
    enableOfflineQueue: options.subscriber ?? false,
    maxRetriesPerRequest: options.subscriber ? null : 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    connectionName: `caawg11-${purpose}`,
    lazyConnect: false,
  });
  const logger = new Logger(`Redis:${purpose}`);
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnection attempt.
    if (error.message !== lastError) logger.warn(`Redis unavailable: ${error.message}`);
    lastError = error.message;
  });
  client.on('ready', () => {
    if (lastError) logger.log('Redis connection restored');
    lastError = '';
  });
  return client;
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => createRedisClient(config, 'api'),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
