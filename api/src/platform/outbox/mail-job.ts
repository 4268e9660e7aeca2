import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/app-config.js';

/**
 * What a job on the `mail` queue carries: the outbox row's id (the row holds the rest), and the
 * id of the request that wrote the row, which the worker's log lines repeat.
 */
export interface MailJobData {
  outboxId: string;
  requestId?: string;
}

/** How the worker's log lines name a job's row: `outbox row 42 (request 3f2c...)`. */
export function rowOfJob(data: MailJobData): string {
  return `outbox row ${data.outboxId}${data.requestId ? ` (request ${data.requestId})` : ''}`;
}

/**
 * One job per outbox row, ever: BullMQ ignores an add whose job id already exists. The id is
 * the row id plus the row's creation time, so that the rows of a database recreated or restored
 * from a backup (whose ids start again) are not mistaken for the completed jobs of the rows
 * that had those ids before, which Redis keeps for a week.
 */
export function mailJobId(row: { id: string; createdAt: Date }): string {
  return `outbox-${row.id}-${row.createdAt.getTime()}`;
}

/**
 * Attempts and backoff of every mail job. Exhausted jobs stay in the failed set with their
 * error (removeOnFail: false) until `npm run mail:retry-failed` sends them back to the queue.
 */
export function mailJobOptions(config: AppConfig): JobsOptions {
  return {
    attempts: config.MAIL_RETRY_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.MAIL_RETRY_BACKOFF_MS },
    removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
    removeOnFail: false,
  };
}

/**
 * The time from the first failure to the last attempt when every attempt fails: BullMQ waits
 * delay * 2^(n-1) after the n-th failure, so the total is delay * (2^(attempts-1) - 1).
 */
export function totalRetryDelayMs(attempts: number, backoffDelayMs: number): number {
  let total = 0;
  for (let failure = 1; failure < attempts; failure += 1) {
    total += backoffDelayMs * 2 ** (failure - 1);
  }
  return total;
}

/**
 * Logs the queue's connection problems, one line per distinct problem rather than one per
 * reconnection attempt (without a listener BullMQ prints every failed attempt with its stack).
 */
export function logQueueErrors(
  queue: { on(event: 'error', listener: (error: Error) => void): unknown },
  logger: { warn(message: string): void },
): void {
  let last = '';
  queue.on('error', (error) => {
    if (error.message !== last) logger.warn(`Mail queue: ${error.message}`);
    last = error.message;
  });
}
