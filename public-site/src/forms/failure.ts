import { messages } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';

/** What a form shows after a call that did not succeed. */
export interface Failure {
  /** The form's fixed failure text (or the server's message where the form shows it). */
  message: string;
  /** For a timeout or a network failure: what happened, and that the entries are kept. */
  detail?: string;
  /** Which of the two `detail` tells, so the page can say it in its language. */
  cause?: { kind: 'timeout'; seconds: number } | { kind: 'network' };
  /** Field messages the server sent with a 400 answer. */
  fieldErrors?: Record<string, string>;
  status?: number;
}

const timeoutSeconds = (timeoutMs: number) => Math.round(timeoutMs / 1000);

export function timeoutDetail(timeoutMs: number): string {
  return `The server did not answer within ${timeoutSeconds(timeoutMs)} seconds. Your entries are still here, so you can simply try again.`;
}

export const networkDetail =
  'We could not reach the server. Please check your internet connection; your entries are still here, so you can simply try again.';

interface FailureRules {
  /** The form's fixed text for a failed request. */
  fallback: string;
  /** Whether the server's own message replaces the fixed text (true for most forms). */
  preferServerMessage: boolean;
  timeoutMs: number;
}

/** Maps a thrown error of the api client to the text the form shows. */
export function describeFailure(error: unknown, rules: FailureRules): Failure {
  if (!(error instanceof ApiRequestError)) return { message: rules.fallback };
  switch (error.kind) {
    case 'timeout':
      return {
        message: rules.fallback,
        detail: timeoutDetail(rules.timeoutMs),
        cause: { kind: 'timeout', seconds: timeoutSeconds(rules.timeoutMs) },
      };
    case 'network':
      return { message: rules.fallback, detail: networkDetail, cause: { kind: 'network' } };
    case 'http':
      if (error.status === 429 && error.retryAfterSeconds !== undefined) {
        // The header is the limiter's own count: the wait it names is the true one.
        return {
          message: messages.tooManyRequestsRetryIn(error.retryAfterSeconds),
          status: error.status,
        };
      }
      return {
        message:
          rules.preferServerMessage && error.serverMessage ? error.serverMessage : rules.fallback,
        fieldErrors: error.fieldErrors,
        status: error.status,
      };
  }
}
