import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { AppConfig } from '../../platform/config/app-config.js';
import { RETENTION_QUEUE } from '../../platform/queue/queue.module.js';
import { RetentionService } from './retention.service.js';

/** The job scheduler the worker keeps for the retention runs. */
const retentionSchedulerId = 'retention';

/**
 * Runs the retention purge once a day, in the worker process. BullMQ's job scheduler keeps one
 * job per period however many workers start; the run itself also takes a database lock, so a
 * job that BullMQ retries on another replica while the first still runs does nothing.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RetentionScheduler');
  private worker?: Worker;

  constructor(
    private readonly config: AppConfig,
    private readonly retention: RetentionService,
    @InjectQueue(RETENTION_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(RETENTION_QUEUE, () => this.retention.runDue(), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (_job, error) =>
      this.logger.error(`Retention run failed: ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.warn(`Retention worker: ${error.message}`));
    try {
      await this.queue.upsertJobScheduler(
        retentionSchedulerId,
        { every: this.config.RETENTION_RUN_EVERY_MS },
        { name: 'purge-due', opts: { removeOnComplete: 30, removeOnFail: 30 } },
      );
    } catch (error) {
      // Redis may be down at start; the next start schedules again.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Cannot schedule the retention runs: ${reason}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
