import { type DynamicModule, Module } from '@nestjs/common';
import { AnnouncementsWorkerModule } from './messages/announcements/announcements-worker.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { entities } from './entities.js';
import { WorkerHealthServer } from './platform/health/worker-health-server.js';
import { FieldTripWorkerModule } from './registrations-and-money/field-trip/field-trip-worker.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { OutboxDeliveryModule } from './platform/outbox/outbox-delivery.module.js';
import { OutboxRelayModule } from './platform/outbox/outbox-relay.module.js';
import { PaymentRemindersWorkerModule } from './registrations-and-money/payment-reminders/payment-reminders-worker.module.js';
import { QueueModule } from './platform/queue/queue.module.js';
import { RetentionWorkerModule } from './team-and-settings/privacy/retention-worker.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { type Log, logModule } from './platform/common/logger.js';

/**
 * The worker process: the outbox relay, queue consumers and scheduled runs, no HTTP server
 * but its health answers.
 */
@Module({
  imports: [
    DatabaseModule.withEntities(entities),
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
