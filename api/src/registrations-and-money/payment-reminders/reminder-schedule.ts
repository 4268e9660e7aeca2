import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { REMINDERS_QUEUE } from '../../platform/queue/queue.module.js';

/** The job scheduler the worker keeps for the reminder runs. */
export const reminderSchedulerId = 'payment-reminders';

/** How long finance's page waits for Redis before it says the next run is unknown. */
const lookupTimeoutMs = 2000;

/** When the worker's schedule next writes the reminders due, as BullMQ keeps it. */
@Injectable()
export class ReminderSchedule {
  private readonly logger = new Logger('ReminderSchedule');

  constructor(@InjectQueue(REMINDERS_QUEUE) private readonly queue: Queue) {}

  /** ISO time of the next run; null when Redis does not answer or nothing is scheduled yet. */
  async nextRunAt(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), lookupTimeoutMs);
    });
    try {
      const scheduler = await Promise.race([
        this.queue.getJobScheduler(reminderSchedulerId),
        timeout,
      ]);
      return scheduler?.next ? new Date(scheduler.next).toISOString() : null;
    } catch (error) {
      this.logger.warn(
        `Cannot read the reminder schedule: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
