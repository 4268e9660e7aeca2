import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Queue } from 'bullmq';
import { MAIL_QUEUE } from '../queue/queue.module.js';
import { type MailJobData, mailJobId } from './mail-job.js';
import type { OutboxMessage } from './outbox-message.entity.js';
import { OutboxRepository } from './outbox-repository.js';

export interface RetryReport {
  /** Failed jobs sent back to the queue with a fresh set of attempts. */
  retriedJobs: number;
  /** Rows handed back to the relay because their job was gone from Redis. */
  requeuedRows: number;
}

/** Rows the relay enqueued this long ago whose job Redis no longer has were lost with it. */
const lostJobAgeMs = 15 * 60 * 1000;
const pageSize = 500;

/** Operator actions on the outbox (`npm run mail:retry-failed`). */
@Injectable()
export class OutboxMaintenance {
  private readonly logger = new Logger('OutboxMaintenance');

  constructor(
    private readonly outbox: OutboxRepository,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJobData>,
  ) {}

  /**
   * Sends every failed e-mail again: failed jobs go back to the queue with their attempts
   * reset, and failed (or long-enqueued) rows whose job Redis lost go back to the relay.
   */
  async retryFailed(now: Date = new Date()): Promise<RetryReport> {
    let retriedJobs = 0;
    const seen = new Set<string>();
    for (;;) {
      const jobs = (await this.queue.getFailed(0, pageSize - 1)).filter(
        (job) => job.id !== undefined && !seen.has(job.id),
      );
      if (jobs.length === 0) break;
      for (const job of jobs) {
        seen.add(job.id ?? '');
        if (await this.retryJob(job)) retriedJobs += 1;
      }
    }

    const candidates = await this.outbox.findFailedOrEnqueuedBefore(
      new Date(now.getTime() - lostJobAgeMs),
    );
    let requeuedRows = 0;
    for (const row of candidates) {
      if (await this.queue.getJob(mailJobId(row))) continue;
      await this.outbox.handBackToRelay(row.id);
      requeuedRows += 1;
    }
    if (retriedJobs + requeuedRows > 0) {
      this.logger.log(`Retrying ${retriedJobs} failed jobs; re-queued ${requeuedRows} rows`);
    }
    return { retriedJobs, requeuedRows };
  }

  /**
   * Sends one failed e-mail again, the way {@link retryFailed} sends them all: its failed job
   * back to the queue, or the row back to the relay when Redis no longer has the job. Answers
   * false when the row is not failed (sent meanwhile, or already being retried).
   */
  async retryOne(row: Pick<OutboxMessage, 'id' | 'createdAt' | 'status'>): Promise<boolean> {
    if (row.status !== 'failed') return false;
    const job = await this.queue.getJob(mailJobId(row));
    const state = job ? await job.getState() : 'unknown';
    if (job && state === 'failed') return this.retryJob(job);
    if (job && state !== 'completed' && state !== 'unknown') {
      // A job still waiting, delayed or active sends the row once it is pending again.
      await this.outbox.returnFailedToPending(row.id);
      return true;
    }
    // The relay enqueues under the same job id, which a completed job would still hold.
    if (job) await job.remove();
    await this.outbox.handBackToRelay(row.id);
    return true;
  }

  private async retryJob(job: Job<MailJobData>): Promise<boolean> {
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      // The worker may already hold it; it claims 'failed' rows as readily as 'pending'.
      await this.outbox.returnFailedToPending(job.data.outboxId);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Cannot retry mail job ${job.id}: ${reason}`);
      return false;
    }
  }

  /** Rows not sent yet, by status: what an operator checks after an outage. */
  async pendingCounts(): Promise<Record<string, number>> {
    return this.outbox.countUnsentByStatus();
  }
}
