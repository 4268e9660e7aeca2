import { createHash } from 'node:crypto';
import {
  HttpStatus,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, from, throwError, type Observable } from 'rxjs';
import type { AuthUser, Clock } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { CLOCK } from '../config/clock.token.js';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';

export const idempotencyKeyHeader = 'idempotency-key';

/** How long a key is remembered: a day, as payment providers do, enough for any retry. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

export const idempotencyMessages = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  keyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  keyInProgress:
    'A request with this Idempotency-Key is still being processed. Check the registration before sending it again.',
} as const;

/** The same JSON whatever the order of its keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(canonicalJson({ method: request.method, url: request.url, body: request.body }))
    .digest('hex');
}

/**
 * A route that records money once per `Idempotency-Key`: a resent request (a double click, a
 * retry after a lost answer) gets the first request's answer and records nothing again. Keys
 * belong to the account that sent them; the same key with another request is refused with 422.
 * A request that fails records nothing and gives its key back. Without the header the route
 * works as before.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyKeysRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async intercept(
    context: ExecutionContext,
    next: CallHandler<unknown>,
  ): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const reply = http.getResponse<FastifyReply>();
    const header = request.headers[idempotencyKeyHeader];
    if (header === undefined || !request.user) return next.handle();
    const key = Array.isArray(header) ? undefined : header;
    if (key === undefined || !keyPattern.test(key)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, idempotencyMessages.keyInvalid);
    }
    const userId = request.user.id;
    const hash = requestHash(request);
    const now = this.clock.now();
    await this.keys.forgetOlderThan(new Date(now.getTime() - idempotencyKeyLifetimeMs));

    if (!(await this.keys.reserve(userId, key, hash, now))) {
      const first = await this.keys.find(userId, key);
      if (first && first.requestHash !== hash) {
        throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, idempotencyMessages.keyReused);
      }
      if (!first?.answer) {
        throw new ApiError(HttpStatus.CONFLICT, idempotencyMessages.keyInProgress);
      }
      void reply.code(first.answer.statusCode).header('idempotent-replayed', 'true');
      return from([first.answer.body]);
    }

    return next.handle().pipe(
      // Only the route's own failure gives the key back: once money is recorded, the key stays
      // taken even if its answer cannot be kept, so a retry is refused rather than recorded twice.
      catchError((error: unknown) =>
        from(this.keys.release(userId, key)).pipe(concatMap(() => throwError(() => error))),
      ),
      concatMap((body) =>
        from(this.keys.saveAnswer(userId, key, reply.statusCode, body).then(() => body)),
      ),
    );
  }
}
