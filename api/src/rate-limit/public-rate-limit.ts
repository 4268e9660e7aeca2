import { HttpStatus } from '@nestjs/common';
import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { messages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

interface PublicRateLimitConfig {
  /** Marks the route for @fastify/rate-limit; the limits come from the plugin's settings. */
  rateLimit: Record<string, never>;
  /** The route allows this many times PUBLIC_RATE_LIMIT_PER_MINUTE. */
  publicRateFactor: number;
}

/**
 * Limits a public route to PUBLIC_RATE_LIMIT_PER_MINUTE requests per client address and minute
 * (times `factor`, e.g. for the robot-check challenge a form fetches again on expiry). Counted
 * per route in Redis, so the limit holds across api replicas.
 */
export function PublicRateLimit(factor = 1): MethodDecorator {
  const config: PublicRateLimitConfig = { rateLimit: {}, publicRateFactor: factor };
  return RouteConfig(config);
}

function factorOf(request: FastifyRequest): number {
  const config = request.routeOptions.config as Partial<PublicRateLimitConfig> | undefined;
  return config?.publicRateFactor ?? 1;
}

/**
 * Registers @fastify/rate-limit for the routes marked with @PublicRateLimit(). Must run before
 * the routes are registered (configureHttpApp, before init). If Redis is unreachable the limit
 * is skipped: Redis being down never fails a submission (decision 5).
 */
export async function registerPublicRateLimit(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const redis = app.get<Redis>(REDIS);
  await app
    .getHttpAdapter()
    .getInstance()
    .register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${config.REDIS_KEY_PREFIX}:rl:`,
      timeWindow: 60_000,
      max: (request: FastifyRequest) => config.PUBLIC_RATE_LIMIT_PER_MINUTE * factorOf(request),
      skipOnError: true,
      errorResponseBuilder: () =>
        new ApiError(HttpStatus.TOO_MANY_REQUESTS, messages.tooManyRequests),
    });
}
