import { QueryFailedError } from 'typeorm';

/**
 * What may be logged of an error. A database error's message, its `parameters` and the SQL the
 * driver sent carry the values of the statement (names, e-mail addresses, phone numbers: for
 * example "Duplicate entry 'x@example.org'"), so only its code and the statement with
 * placeholders are kept.
 */
export interface SafeErrorDetails {
  name: string;
  code?: string;
  errno?: number;
  /** The statement with `?` where its values were. */
  sql?: string;
  message?: string;
}

interface DriverError {
  code?: unknown;
  errno?: unknown;
  sqlState?: unknown;
  sqlMessage?: unknown;
}

const maxSqlLength = 1000;

function driverErrorOf(error: unknown): DriverError | null {
  if (error instanceof QueryFailedError) return error.driverError as DriverError;
  if (typeof error === 'object' && error !== null && ('sqlState' in error || 'sqlMessage' in error))
    return error;
  return null;
}

/** A database error (TypeORM's, or the mysql2 driver's underneath). */
export function isDatabaseError(error: unknown): boolean {
  return driverErrorOf(error) !== null;
}

export function safeErrorDetails(error: unknown): SafeErrorDetails {
  const driverError = driverErrorOf(error);
  if (driverError) {
    const details: SafeErrorDetails = {
      name: error instanceof Error ? error.name : 'DatabaseError',
    };
    if (typeof driverError.code === 'string') details.code = driverError.code;
    if (typeof driverError.errno === 'number') details.errno = driverError.errno;
    if (error instanceof QueryFailedError && typeof error.query === 'string') {
      details.sql = error.query.replace(/\s+/g, ' ').trim().slice(0, maxSqlLength);
    }
    return details;
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: typeof error, message: String(error) };
}

/** One line for a log message: the code and statement of a database error, or name and message. */
export function describeError(error: unknown): string {
  const details = safeErrorDetails(error);
  if (details.message !== undefined) return `${details.name}: ${details.message}`;
  const code = [details.code, details.errno].filter((part) => part !== undefined).join(' ');
  return `${details.name}${code ? ` ${code}` : ''}${details.sql ? ` in: ${details.sql}` : ''}`;
}

/** The value with every database error in it, at any depth, replaced by its safe details. */
export function withoutQueryValues(value: unknown, depth = 0): unknown {
  if (isDatabaseError(value)) return safeErrorDetails(value);
  if (depth >= 4 || typeof value !== 'object' || value === null || value instanceof Error)
    return value;
  if (Array.isArray(value)) return value.map((item) => withoutQueryValues(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutQueryValues(item, depth + 1)]),
  );
}
