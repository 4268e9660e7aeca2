import type { DynamicModule, LoggerService } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Logger as NestPinoLogger, LoggerModule, type Params, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, type Logger, pino } from 'pino';
import { loggableUrl, redactedValue } from './loggable-url.js';
import { isDatabaseError, safeErrorDetails, withoutQueryValues } from './safe-error.js';
import { AppConfig } from '../config/app-config.js';

/** A process's log: pino, one JSON line per entry. */
export type Log = Logger;

/**
 * The field that names the request on every line written for it (its request line, and what
 * Nest logs while it runs) and on the worker's lines for the jobs it led to.
 */
export const requestIdField = 'requestId';

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

function causeChain(error: Error): unknown[] {
  const causes: unknown[] = [];
  for (let cause: unknown = error.cause; cause !== undefined && causes.length < 8;) {
    causes.push(cause);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return causes;
}

/**
 * What a line keeps of an error. A database error is its code and statement only: its message
 * and parameters hold the personal data of the statement. So is one given as an error whose
 * stack is a database error's (how Nest hands some errors on), or one caused by a database error.
 */
function loggableError(error: unknown): unknown {
  if (isDatabaseError(error)) return safeErrorDetails(error);
  if (!(error instanceof Error)) return error;
  if (typeof error.stack === 'string' && error.stack.startsWith('QueryFailedError')) {
    return { type: error.name, message: error.message };
  }
  const databaseCause = causeChain(error).find(isDatabaseError);
  if (databaseCause !== undefined) {
    return { type: error.name, message: error.message, cause: safeErrorDetails(databaseCause) };
  }
  return pino.stdSerializers.err(error);
}

/**
 * The log of a process (`name`: api, worker, ...), to standard output unless `destination` is
 * given. Fastify's request lines and Nest's lines go through it alike, so:
 * - a database error anywhere in a logged value is written as its code and statement only;
 * - a request's URL is written without its query values and secret route parameters;
 * - access tokens, link tokens, file link signatures, passwords, authorization headers and cookies
 *   in an object logged are replaced by `[Redacted]`.
 */
export function createLog(config: AppConfig, name: string, destination?: DestinationStream): Log {
  const options: pino.LoggerOptions = {
    name,
    level: config.LOG_LEVEL,
    serializers: { req: loggableRequest, err: loggableError },
    redact: {
      paths: [
        'token',
        'signature',
        'password',
        '*.token',
        '*.signature',
        '*.password',
        'headers.authorization',
        'headers.cookie',
        'headers["x-access-token"]',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["x-access-token"]',
      ],
      censor: redactedValue,
    },
    hooks: {
      logMethod(args, write) {
        write.apply(this, args.map((arg) => withoutQueryValues(arg)) as typeof args);
      },
    },
  };
  // Written as each line comes, in order with the plain start-up lines, and kept when a process
  // aborts (as Nest makes it when a start-up fails).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/**
 * nestjs-pino's settings for `log`: Nest's lines go through it, and through the request's own
 * logger (Fastify's child of `log`, with the request id) while a request runs. Requests are
 * logged by Fastify only (`useExisting`), once each.
 */
function logParams(log: Log): Params {
  return { pinoHttp: { logger: log, wrapSerializers: false }, useExisting: true };
}

/**
 * Nest's logger for the application `log` belongs to, from its first start-up line. A process has
 * one log: nestjs-pino keeps the first it is given for the lines written outside a request.
 */
export function nestLogger(log: Log): LoggerService {
  const params = logParams(log);
  return new NestPinoLogger(new PinoLogger(params), params);
}

/**
 * nestjs-pino for the root module of a process: `log`, or one of the configuration's named
 * `name` when a test or a benchmark gives none.
 */
export function logModule(name: string, log?: Log): DynamicModule {
  return LoggerModule.forRootAsync({
    inject: [AppConfig],
    useFactory: (config: AppConfig) => logParams(log ?? createLog(config, name)),
  });
}
