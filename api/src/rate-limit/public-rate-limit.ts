import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { messages } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import { RateLimiterService } from './rate-limiter.service.js';

const publicRateFactorKey = 'publicRateFactor';

/** Counts requests per route and client address, before the body (or an upload) is read. */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiterService,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const factor = this.reflector.get<number | undefined>(
      publicRateFactorKey,
      context.getHandler(),
    );
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.consume(
      [
        {
          policy: {
            name: 'public',
            points: this.config.PUBLIC_RATE_LIMIT_PER_MINUTE * (factor ?? 1),
            durationSeconds: 60,
          },
          key: `${request.method} ${request.routeOptions.url ?? request.url}:${request.ip}`,
        },
      ],
      { refusal: messages.tooManyRequestsRetryIn, whenStoreDown: 'allow' },
    );
    return true;
  }
}

/**
 * Limits a public route to PUBLIC_RATE_LIMIT_PER_MINUTE requests per client address and minute
 * (times `factor`, e.g. for the robot-check challenge a form fetches again on expiry). Counted
 * per route in Redis, so the limit holds across api replicas; while Redis is unreachable the
 * limit is skipped, so a Redis outage never turns a visitor's submission away.
 */
export function PublicRateLimit(factor = 1): MethodDecorator {
  return applyDecorators(SetMetadata(publicRateFactorKey, factor), UseGuards(PublicRateLimitGuard));
}
