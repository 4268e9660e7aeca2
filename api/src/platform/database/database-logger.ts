import { Logger } from '@nestjs/common';
import type { Logger as TypeormLogger } from 'typeorm';

/**
 * TypeORM's own logging, reduced to what carries no personal data: a failed statement is logged
 * with its placeholders and never with its parameters or the server's message, which quotes
 * values. The error itself reaches the code that ran the statement, which logs it safely.
 */
export class DatabaseLogger implements TypeormLogger {
  private readonly logger = new Logger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const code =
      typeof error === 'object' && 'code' in error && typeof error.code === 'string'
        ? ` ${error.code}`
        : '';
    this.logger.error(`Query failed${code}: ${query.replace(/\s+/g, ' ').trim().slice(0, 1000)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(
      `Slow query (${time} ms): ${query.replace(/\s+/g, ' ').trim().slice(0, 1000)}`,
    );
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
