import { inboxMessages, inboxNeedsReason, type InboxStatusChange } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';

/**
 * The change to send, or the message to show instead. A reason goes along only when one was
 * written: the api refuses an empty one.
 */
export function statusChange(
  status: string,
  reason: string,
): { change: InboxStatusChange } | { problem: string } {
  if (status === '') return { problem: 'Please choose a status' };
  const text = reason.trim();
  if (inboxNeedsReason(status) && text === '') return { problem: inboxMessages.reasonRequired };
  return { change: text === '' ? { status } : { status, reason: text } };
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
