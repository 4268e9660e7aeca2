import { InjectQueue } from '@nestjs/bullmq';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { describeError } from '../common/safe-error.js';
import { AppConfig } from '../config/app-config.js';
import { MAIL_QUEUE } from '../queue/queue.module.js';
import { createRedisClient } from '../redis/redis.module.js';
import { logQueueErrors, type MailJobData, mailJobId, mailJobOptions } from './mail-job.js';
import { outboxCommittedChannel, watchOutboxCommits } from './outbox-commits.js';
import { OutboxRepository } from './outbox-repository.js';

/** How long one call to Redis may take before the relay gives up on this pass. */
const redisCallTimeoutMs = 5000;

class TimeoutError extends Error {}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Moves committed outbox rows into the `mail` queue, in the worker process (the api serves
 * requests only).
 *
 * Each pass locks a batch of rows not yet enqueued (FOR UPDATE SKIP LOCKED, so several workers
 * share the work instead of colliding), adds one job per row with the job id
 * `outbox-<id>-<created ms>` (BullMQ ignores an id it already has, so a row is never queued twice even if
 * this process dies between the add and the commit), then records `enqueued_at`. It runs on
 * a timer, right after every commit of this process that wrote outbox rows (reminders,
 * announcements), and whenever the api announces such a commit on the Redis channel of
 * `OutboxCommitSignal`. While Redis is unreachable it does nothing and the rows wait in MySQL;
 * it catches up as soon as Redis is back.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private pausedReason: string | null = null;
  private stopWatching?: () => void;
  private signals?: Redis;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly config: AppConfig,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJobData>,
  ) {}

  onApplicationBootstrap(): void {
    logQueueErrors(this.queue, this.logger);
    this.stopWatching = watchOutboxCommits(this.dataSource, () => this.nudge());
    this.timer = setInterval(() => this.nudge(), this.config.OUTBOX_RELAY_INTERVAL_MS);
    this.timer.unref();
    void this.queue.getBackend().client.then(
      (client) => client.on('ready', () => this.nudge()),
      () => undefined,
    );
    this.listenForApiCommits();
    this.nudge();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopWatching?.();
    this.signals?.disconnect();
    if (this.running) {
      await Promise.race([
        this.running,
        new Promise((resolve) => setTimeout(resolve, redisCallTimeoutMs + 1000)),
      ]);
    }
  }

  /** Asks for a pass soon; cheap, never throws, and never runs two passes at once. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Relays batches until none is left or a pass fails. Errors are logged, never thrown. */
  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const moved = await this.relayBatch();
        if (moved < this.config.OUTBOX_RELAY_BATCH_SIZE) break;
      }
      if (this.pausedReason !== null) {
        this.logger.log('Outbox relay resumed');
        this.pausedReason = null;
      }
    } catch (error) {
      const reason = describeError(error);
      if (reason !== this.pausedReason) {
        this.logger.warn(`Outbox relay paused, e-mails wait in MySQL: ${reason}`);
      }
      this.pausedReason = reason;
    }
  }

  /** One pass: returns how many rows it handed to the queue. */
  async relayBatch(): Promise<number> {
    const client = await withTimeout(
      this.queue.getBackend().client,
      redisCallTimeoutMs,
      'Connecting to Redis',
    );
    if (client.status !== 'ready') throw new Error(`Redis is ${client.status}`);

    // READ COMMITTED: under REPEATABLE READ the locking read also takes a gap lock at the end
    // of the index, and every submission's outbox INSERT would wait for this whole pass.
    return this.dataSource.transaction('READ COMMITTED', async (manager) => {
      const rows = await this.outbox.lockUnrelayed(manager, this.config.OUTBOX_RELAY_BATCH_SIZE);
      if (rows.length === 0) return 0;

      const options = mailJobOptions(this.config);
      await withTimeout(
        this.queue.addBulk(
          rows.map((row) => ({
            name: 'send',
            data: { outboxId: row.id, ...(row.requestId ? { requestId: row.requestId } : {}) },
            opts: { ...options, jobId: mailJobId(row) },
          })),
        ),
        redisCallTimeoutMs,
        'Adding mail jobs',
      );
      await this.outbox.markEnqueued(
        manager,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
  }

  /**
   * Subscribes, on a connection of its own (a subscribed connection can do nothing else), to
   * the api's announcements of committed outbox rows. ioredis subscribes again after a
   * reconnection; the queue's 'ready' nudge above covers what was committed in between.
   */
  private listenForApiCommits(): void {
    const signals = createRedisClient(this.config, 'outbox-relay', { subscriber: true });
    this.signals = signals;
    signals.on('message', () => this.nudge());
    signals.subscribe(outboxCommittedChannel(this.config)).catch((error: unknown) => {
      this.logger.warn(`Not listening for the api's commits: ${describeError(error)}`);
    });
  }
}
