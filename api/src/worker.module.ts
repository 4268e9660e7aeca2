import { type DynamicModule, Module } from '@nestjs/common';
import { AnnouncementsWorkerModule } from './announcements/announcements-worker.module.js';
import { DatabaseModule } from './database/database.module.js';
import { WorkerHealthServer } from './health/worker-health-server.js';
import { FieldTripWorkerModule } from './field-trip/field-trip-worker.module.js';
import { MailModule } from './mail/mail.module.js';
import { OutboxDeliveryModule } from './outbox/outbox-delivery.module.js';
import { OutboxRelayModule } from './outbox/outbox-relay.module.js';
import { PaymentRemindersWorkerModule } from './payment-reminders/payment-reminders-worker.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RetentionWorkerModule } from './privacy/retention-worker.module.js';
import { RedisModule } from './redis/redis.module.js';
import { type Log, logModule } from './logger.js';

/**
 * The worker process: the outbox relay, queue consumers and scheduled runs, no HTTP server
 * but its health answers.
 */
@Module({
  imports: [
    DatabaseModule,
    RedisModule,
    QueueModule,
    MailModule,
    OutboxRelayModule,
    OutboxDeliveryModule,
    PaymentRemindersWorkerModule,
    AnnouncementsWorkerModule,
    FieldTripWorkerModule,
    RetentionWorkerModule,
  ],
  providers: [WorkerHealthServer],
})
export class WorkerModule {
  /** The worker with its settings (those its process loaded, or a test's own) and its log. */
  static withConfig(config: DynamicModule, log?: Log): DynamicModule {
    return { module: WorkerModule, imports: [config, logModule('worker', log)] };
  }
}
