import { ApiRequestError } from '@caawg11/conference/http';

/**
 * What to tell the admin about a failed call: on a refused body (HTTP 400) the first field's
 * message, else the server's own message; a timeout explains itself; anything else, `fallback`.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.kind === 'timeout') return error.message;
  if (error.kind !== 'http') return fallback;
  const firstField = error.status === 400 ? Object.values(error.fieldErrors ?? {})[0] : undefined;
  return firstField || error.serverMessage || fallback;
}
