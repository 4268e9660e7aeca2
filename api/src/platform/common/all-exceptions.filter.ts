import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, publicApiMessages, type ApiFailure } from '@caawg11/conference';
import { DatabaseBusyError } from '../database/bounded-pool.js';
import { loggableUrl } from './loggable-url.js';
import { safeErrorDetails } from './safe-error.js';
import { TooManyRequestsError } from './too-many-requests.error.js';

const statusMessages: Partial<Record<number, string>> = {
  [HttpStatus.NOT_FOUND]: publicApiMessages.notFound,
  [HttpStatus.UNAUTHORIZED]: publicApiMessages.authenticationRequired,
  [HttpStatus.FORBIDDEN]: publicApiMessages.forbidden,
  [HttpStatus.PAYLOAD_TOO_LARGE]: publicApiMessages.payloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: publicApiMessages.unsupportedContentType,
  [HttpStatus.TOO_MANY_REQUESTS]: messages.tooManyRequests,
};

/** Turns any error into the one error shape, without a stack trace. */
export function errorBody(error: unknown, requestId: string): { status: number; body: ApiFailure } {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'object' && response !== null && 'success' in response) {
      return { status, body: { ...(response as ApiFailure), requestId } };
    }
    const raw =
      typeof response === 'string'
        ? response
        : (response as { message?: string | string[] }).message;
    const text = Array.isArray(raw) ? raw[0] : raw;
    const message = statusMessages[status] ?? text ?? publicApiMessages.requestFailed;
    return {
      status,
      body: { success: false, message: status < 500 ? (text ?? message) : message, requestId },
    };
  }
  const fastifyStatus = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const message =
      statusMessages[fastifyStatus] ??
      (fastifyStatus === 400 ? publicApiMessages.unreadableBody : publicApiMessages.requestRefused);
    return { status: fastifyStatus, body: { success: false, message, requestId } };
  }
  if (error instanceof DatabaseBusyError) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { success: false, message: messages.serviceBusy, requestId },
    };
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
      // The path without its secrets, and the error without the values of any statement. The
      // line carries the request id as every line written while the request runs does.
      this.logger.error({
        method: request.method,
        path: loggableUrl(request.url, request.routeOptions.url).split('?')[0],
        error: safeErrorDetails(exception),
      });
    }
    if (exception instanceof TooManyRequestsError) {
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    }
    void reply.status(status).send(body);
  }
}
