import { HttpException, HttpStatus } from '@nestjs/common';

/** A refusal with a message meant for the visitor, and optionally field messages. */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super({ success: false, message, ...(errors ? { errors } : {}) }, status);
  }

  static validation(errors: Record<string, string>): ApiError {
    const first = Object.values(errors)[0] ?? 'Invalid request';
    return new ApiError(HttpStatus.BAD_REQUEST, first, errors);
  }
}
