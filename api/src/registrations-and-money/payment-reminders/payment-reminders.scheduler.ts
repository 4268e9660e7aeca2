import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { AppConfig } from '../../platform/config/app-config.js';
import { REMINDERS_QUEUE } from '../../platform/queue/queue.module.js';
import { PaymentReminders } from './payment-reminders.service.js';
import { reminderSchedulerId } from './reminder-schedule.js';

/**
 * Runs the payment reminders on a schedule, in the worker process. BullMQ's job scheduler
 * keeps one job per interval however many workers start, and each run takes its rows under
 * locks, so replicas never remind anyone twice.
 */
@Injectable()
export class PaymentRemindersScheduler
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('PaymentRemindersScheduler');
  private worker?: Worker;

  constructor(
    private readonly config: AppConfig,
    private readonly reminders: PaymentReminders,
    @InjectQueue(REMINDERS_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(REMINDERS_QUEUE, () => this.reminders.sendDue(), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (_job, error) =>
      this.logger.error(`Payment reminder run failed: ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.warn(`Reminder worker: ${error.message}`));
    try {
      await this.queue.upsertJobScheduler(
        reminderSchedulerId,
        { every: this.config.PAYMENT_REMINDER_RUN_EVERY_MS },
        { name: 'send-due', opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      // Redis may be down at start; the worker reconnects, and the next start schedules again.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Cannot schedule the payment reminders: ${reason}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
