import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@caawg11/conference';
import { TooManyRequestsError } from './too-many-requests.error.js';

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
  requestId?: string;
}

const statusMessages: Partial<Record<number, string>> = {
  [HttpStatus.NOT_FOUND]: 'Not found',
  [HttpStatus.UNAUTHORIZED]: 'Authentication required',
  [HttpStatus.FORBIDDEN]: 'You do not have permission to do this',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request is too large. Files may be at most 5MB.',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported content type',
  [HttpStatus.TOO_MANY_REQUESTS]: messages.tooManyRequests,
};

/** Turns any error into the one error shape, without a stack trace. */
export function errorBody(error: unknown, requestId: string): { status: number; body: ErrorBody } {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'object' && response !== null && 'success' in response) {
      return { status, body: { ...(response as ErrorBody), requestId } };
    }
    const raw =
      typeof response === 'string'
        ? response
        : (response as { message?: string | string[] }).message;
    const text = Array.isArray(raw) ? raw[0] : raw;
    const message = statusMessages[status] ?? text ?? 'Request failed';
    return {
      status,
      body: { success: false, message: status < 500 ? (text ?? message) : message, requestId },
    };
  }
  const fastifyStatus = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const message =
      statusMessages[fastifyStatus] ??
      (fastifyStatus === 400
        ? 'The request could not be read. Please check what was sent.'
        : 'Request refused');
    return { status: fastifyStatus, body: { success: false, message, requestId } };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { success: false, message: messages.unexpected, requestId },
  };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    const { status, body } = errorBody(exception, String(request.id));
    if (status >= 500) {
      this.logger.error(
        { requestId: request.id, url: request.url, err: exception },
        exception instanceof Error ? exception.message : 'Unexpected error',
      );
    }
    if (exception instanceof TooManyRequestsError) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    }
    void reply.status(status).send(body);
  }
}
