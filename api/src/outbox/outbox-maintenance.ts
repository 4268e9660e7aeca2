import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { MAIL_QUEUE } from '../queue/queue.module.js';
import { type MailJobData, mailJobId } from './mail-job.js';
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
        try {
          await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
          // The worker may already hold it; it claims 'failed' rows as readily as 'pending'.
          await this.outbox.returnFailedToPending(job.data.outboxId);
          retriedJobs += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          this.logger.warn(`Cannot retry mail job ${job.id}: ${reason}`);
        }
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
   * Sends one failed e-mail again: its failed job back to the queue with its attempts reset,
   * or, when Redis no longer has the job, the row back to the relay. Answers false when the
   * job is still in the queue's hands (waiting, delayed or being sent).
   */
  async retryRow(row: { id: string; createdAt: Date }): Promise<boolean> {
    const job = await this.queue.getJob(mailJobId(row));
    if (!job) {
      await this.outbox.handBackToRelay(row.id);
      return true;
    }
    if (!(await job.isFailed())) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    await this.outbox.returnFailedToPending(row.id);
    return true;
  }

  /** Rows not sent yet, by status: what an operator checks after an outage. */
  async pendingCounts(): Promise<Record<string, number>> {
    return this.outbox.countUnsentByStatus();
  }
}
