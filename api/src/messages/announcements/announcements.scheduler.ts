import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { AppConfig } from '../../platform/config/app-config.js';
import { ANNOUNCEMENTS_QUEUE } from '../../platform/queue/queue.module.js';
import { AnnouncementWriter } from './announcement-writer.js';

/** The job scheduler that looks for announcements whose time has come. */
const announcementSchedulerId = 'announcements';

/**
 * Writes the announcements' e-mails in the worker process: on a schedule, for those sent at a
 * time, and when the api asks, for one sent now. One run at a time per worker; runs of several
 * workers at once share the work under the announcement's lock.
 */
@Injectable()
export class AnnouncementsScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AnnouncementsScheduler');
  private worker?: Worker;

  constructor(
    private readonly config: AppConfig,
    private readonly writer: AnnouncementWriter,
    @InjectQueue(ANNOUNCEMENTS_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(ANNOUNCEMENTS_QUEUE, () => this.writer.writeDue(), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (_job, error) =>
      this.logger.error(`Announcement run failed: ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.warn(`Announcement worker: ${error.message}`));
    try {
      await this.queue.upsertJobScheduler(
        announcementSchedulerId,
        { every: this.config.ANNOUNCEMENT_RUN_EVERY_MS },
        { name: 'write-due', opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      // Redis may be down at start; the worker reconnects, and the next start schedules again.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Cannot schedule the announcements: ${reason}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
