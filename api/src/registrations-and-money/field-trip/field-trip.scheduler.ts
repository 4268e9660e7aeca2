import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { AppConfig } from '../../platform/config/app-config.js';
import { FIELD_TRIP_QUEUE } from '../../platform/queue/queue.module.js';
import { FieldTripSeats } from './field-trip-seats.service.js';

const releaseSchedulerId = 'field-trip-release';

/**
 * Releases the held field-trip seats not paid by their day, on a schedule, in the worker
 * process. BullMQ keeps one job per interval however many workers start, and each seat is
 * released under the settings lock, so two runs at once release nothing twice.
 */
@Injectable()
export class FieldTripScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('FieldTripScheduler');
  private worker?: Worker;

  constructor(
    private readonly config: AppConfig,
    private readonly seats: FieldTripSeats,
    @InjectQueue(FIELD_TRIP_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(FIELD_TRIP_QUEUE, () => this.seats.releaseUnpaid(), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (_job, error) =>
      this.logger.error(`Field-trip seat release failed: ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.warn(`Field-trip worker: ${error.message}`));
    try {
      await this.queue.upsertJobScheduler(
        releaseSchedulerId,
        { every: this.config.FIELD_TRIP_RELEASE_EVERY_MS },
        { name: 'release-unpaid', opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      // Redis may be down at start; the worker reconnects, and the next start schedules again.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Cannot schedule the field-trip seat release: ${reason}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
