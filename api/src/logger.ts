import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import { loggableUrl, redactedValue } from './common/loggable-url.js';
import { withoutQueryValues } from './common/safe-error.js';
import type { AppConfig } from './config/app-config.js';

const levelsFrom: Record<string, LogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  silent: [],
};

/**
 * The console logger, except that a database error handed to it is written as its code and
 * statement only: its message and parameters hold the personal data of the statement.
 */
export class SafeConsoleLogger extends ConsoleLogger {
  protected override printMessages(
    messages: unknown[],
    context?: string,
    logLevel?: LogLevel,
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    super.printMessages(
      messages.map((message) => withoutQueryValues(message)),
      context,
      logLevel,
      writeStreamType,
      typeof errorStack === 'string' && errorStack.startsWith('QueryFailedError')
        ? undefined
        : errorStack,
      params && (withoutQueryValues(params) as Record<string, unknown>),
    );
  }
}

/** Structured JSON logs outside development, one readable line per entry in development. */
export function createLogger(config: AppConfig, context: string): ConsoleLogger {
  return new SafeConsoleLogger(context, {
    json: config.NODE_ENV !== 'development',
    colors: false,
    logLevels: levelsFrom[config.LOG_LEVEL] ?? levelsFrom.info,
  });
}

type RequestLogOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where a request log line names the request: its URL without the secrets it may carry. */
function loggableRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggableUrl(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * Fastify's request log (pino, one JSON line per request): access tokens, link tokens and file
 * link signatures stay out of it, whether they come in a URL or in an object logged with a request.
 */
export function requestLogOptions(
  config: AppConfig,
  stream?: FastifyLoggerOptions['stream'],
): RequestLogOptions {
  return {
    level: config.LOG_LEVEL,
    stream,
    serializers: { req: loggableRequest },
    redact: {
      paths: [
        'token',
        'signature',
        'password',
        '*.token',
        '*.signature',
        '*.password',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["x-access-token"]',
      ],
      censor: redactedValue,
    },
  };
}
