import { HttpStatus } from '@nestjs/common';
import { ApiError } from './api-error.js';

/** HTTP 429 whose message and Retry-After header name the same wait. */
export class TooManyRequestsError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: (retryAfterSeconds: number) => string,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message(retryAfterSeconds));
  }
}
