import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../config/app-config.js';
import { requestIdField } from '../common/logger.js';
import { PermanentDeliveryError } from '../mail/mail-sender.js';
import { MAIL_QUEUE } from '../queue/queue.module.js';
import { logQueueErrors, rowOfJob, type MailJobData } from './mail-job.js';
import { OutboxDelivery, RowBusyError } from './outbox-delivery.js';
import { OutboxRepository } from './outbox-repository.js';

/**
 * The BullMQ consumer of the `mail` queue: hands each job's row to OutboxDelivery, and marks
 * the row failed once the queue gives up on its job. Runs only in the worker process. close()
 * (on SIGTERM) stops taking jobs and waits for the ones in hand.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private worker?: Worker<MailJobData, string>;
  private lastError = '';

  constructor(
    private readonly config: AppConfig,
    private readonly delivery: OutboxDelivery,
    private readonly outbox: OutboxRepository,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJobData>,
    private readonly log: PinoLogger,
  ) {}

  /**
   * Runs `work` with the job's request id on every line it logs, under the field the request's
   * own lines name it by: one search for the id finds the request and the e-mail sent for it.
   */
  private forJob<T>(job: Job<MailJobData, string>, work: () => T): T {
    const { requestId } = job.data;
    return this.log.runInContext(work, {
      bindings: requestId ? { [requestIdField]: requestId } : undefined,
    });
  }

  onApplicationBootstrap(): void {
    logQueueErrors(this.queue, this.logger);
    this.worker = new Worker<MailJobData, string>(
      MAIL_QUEUE,
      (job, token) => this.forJob(job, () => this.process(job, token)),
      {
        // The queue's connection options and key prefix: the worker opens (and closes) its own
        // connections with them.
        connection: this.queue.opts.connection,
        prefix: this.queue.opts.prefix,
        concurrency: this.config.MAIL_WORKER_CONCURRENCY,
        lockDuration: this.config.MAIL_JOB_LOCK_MS,
        stalledInterval: this.config.MAIL_STALLED_INTERVAL_MS,
        // A job whose worker died goes back to the queue; only a job that keeps killing its
        // workers is given up on.
        maxStalledCount: 3,
      },
    );
    this.worker.on('error', (error) => {
      // One line per distinct problem, not one per reconnection attempt.
      if (error.message !== this.lastError) this.logger.warn(`Mail worker: ${error.message}`);
      this.lastError = error.message;
    });
    this.worker.on('ready', () => {
      if (this.lastError) this.logger.log('Mail worker connected to Redis again');
      this.lastError = '';
    });
    this.worker.on('failed', (job, error) => {
      if (job) void this.forJob(job, () => this.afterFailure(job, error));
    });
  }

  private async process(job: Job<MailJobData, string>, token?: string): Promise<string> {
    const attempts = job.opts.attempts ?? 1;
    try {
      const outcome = await this.delivery.deliver({
        outboxId: job.data.outboxId,
        lastAttempt: job.attemptsMade + 1 >= attempts,
      });
      if (outcome === 'sent') this.logger.log(`Sent ${rowOfJob(job.data)}`);
      return outcome;
    } catch (error) {
      // No retry can fix these: fail the job now rather than after every attempt.
      if (error instanceof PermanentDeliveryError) throw new UnrecoverableError(error.message);
      // The row is still claimed by a worker that died (or is slow): wait for its claim to run
      // out without spending one of the job's attempts.
      if (error instanceof RowBusyError) {
        await job.moveToDelayed(error.retryAt.getTime() + 250, token);
        throw new DelayedError(error.message);
      }
      throw error;
    }
  }

  private async afterFailure(job: Job<MailJobData, string>, error: Error): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    const exhausted =
      job.attemptsMade >= attempts ||
      error instanceof UnrecoverableError ||
      error.name === 'UnrecoverableError' ||
      /stalled more than allowable limit/.test(error.message);
    if (!exhausted) {
      this.logger.warn(
        `Attempt ${job.attemptsMade} of ${attempts} for ${rowOfJob(job.data)} failed (${error.message}); retrying`,
      );
      return;
    }
    this.logger.error(
      `Giving up on ${rowOfJob(job.data)} after ${job.attemptsMade} attempts: ${error.message}`,
    );
    try {
      await this.outbox.markFailed(job.data.outboxId, error.message);
    } catch (markError) {
      const reason = markError instanceof Error ? markError.message : String(markError);
      this.logger.error(`Cannot mark ${rowOfJob(job.data)} failed: ${reason}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
