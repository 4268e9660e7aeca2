import { ConsoleLogger, type LogLevel } from '@nestjs/common';
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

/** Structured JSON logs outside development, one readable line per entry in development. */
export function createLogger(config: AppConfig, context: string): ConsoleLogger {
  return new ConsoleLogger(context, {
    json: config.NODE_ENV !== 'development',
    colors: false,
    logLevels: levelsFrom[config.LOG_LEVEL] ?? levelsFrom.info,
  });
}
