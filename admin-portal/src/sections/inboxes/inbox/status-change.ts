import { inboxMessages, type InboxStatusChange } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import type { StatusChangeValues } from './inbox-rules';

/** The change to send: a reason goes along only when one was written, as the api refuses an empty one. */
export function statusChangeRequest({ status, reason }: StatusChangeValues): InboxStatusChange {
  const text = reason.trim();
  return text === '' ? { status } : { status, reason: text };
}

/** The api's own words for a refused request, or `fallback` for any other failure. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.kind === 'http' && error.status === 400) {
    const fields = Object.values(error.fieldErrors ?? {});
    return fields[0] ?? error.serverMessage ?? fallback;
  }
  return fallback;
}

export function statusFailure(error: unknown): string {
  return failureMessage(error, inboxMessages.statusUpdateFailed);
}
