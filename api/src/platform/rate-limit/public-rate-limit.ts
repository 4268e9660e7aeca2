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
import { messages, publicApiMessages } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import { clientBucket } from './client-bucket.js';
import { RateLimiterService } from './rate-limiter.service.js';

const publicRateLimitKey = 'publicRateLimit';

interface PublicRateLimitSettings {
  factor: number;
  /** Whether the route still answers while Redis, and so its limit, is unreachable. */
  whenStoreDown: 'allow' | 'refuse';
}

/** Counts requests per route and client address, before the body (or an upload) is read. */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiterService,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const settings = this.reflector.get<PublicRateLimitSettings | undefined>(
      publicRateLimitKey,
      context.getHandler(),
    ) ?? { factor: 1, whenStoreDown: 'allow' };
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.consume(
      [
        {
          policy: {
            name: 'public',
            points: this.config.PUBLIC_RATE_LIMIT_PER_MINUTE * settings.factor,
            durationSeconds: 60,
          },
          key: `${request.method} ${request.routeOptions.url ?? request.url}:${clientBucket(request.ip)}`,
        },
      ],
      {
        refusal: messages.tooManyRequestsRetryIn,
        whenStoreDown:
          settings.whenStoreDown === 'allow'
            ? 'allow'
            : { refuse: publicApiMessages.documentsUnavailable },
      },
    );
    return true;
  }
}

/**
 * Limits a public route to PUBLIC_RATE_LIMIT_PER_MINUTE requests per client (an IPv4 address or
 * an IPv6 /64) and minute (times `factor`, e.g. for the robot-check challenge a form fetches again
 * on expiry). Counted per route in Redis, so the limit holds across api replicas; while Redis is
 * unreachable the limit is skipped, so a Redis outage never turns a visitor's submission away.
 */
export function PublicRateLimit(factor = 1): MethodDecorator {
  return applyDecorators(
    SetMetadata(publicRateLimitKey, {
      factor,
      whenStoreDown: 'allow',
    } satisfies PublicRateLimitSettings),
    UseGuards(PublicRateLimitGuard),
  );
}

/**
 * The public limit of a route that builds a PDF or a ZIP, seconds of work a request: while Redis
 * is unreachable it answers 503 rather than build documents for anyone with no brake at all.
 */
export function PublicDocumentRateLimit(): MethodDecorator {
  return applyDecorators(
    SetMetadata(publicRateLimitKey, {
      factor: 1,
      whenStoreDown: 'refuse',
    } satisfies PublicRateLimitSettings),
    UseGuards(PublicRateLimitGuard),
  );
}
