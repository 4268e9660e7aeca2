import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { redisOptionsFromUrl } from '../redis/redis.module.js';

export const MAIL_QUEUE = 'mail';
/** One job per interval that writes the payment reminders due. */
export const REMINDERS_QUEUE = 'payment-reminders';
/** The writing of announcements' e-mails: on a schedule, and at once for one sent now. */
export const ANNOUNCEMENTS_QUEUE = 'announcements';
/** One job per interval that releases the field-trip seats not paid in time. */
export const FIELD_TRIP_QUEUE = 'field-trip';
/** One job a day that removes the personal data past its retention period. */
export const RETENTION_QUEUE = 'retention';

/** BullMQ on the configured Redis, with every key under the deployment's prefix. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      // Options rather than a client: BullMQ then owns its connections and closes them on shutdown.
      useFactory: (config: AppConfig) => ({
        connection: {
          ...redisOptionsFromUrl(config.REDIS_URL),
          maxRetriesPerRequest: null,
          connectTimeout: 2000,
          retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
        },
        prefix: `${config.REDIS_KEY_PREFIX}:bull`,
      }),
    }),
    BullModule.registerQueue(
      { name: MAIL_QUEUE },
      { name: REMINDERS_QUEUE },
      { name: ANNOUNCEMENTS_QUEUE },
      { name: FIELD_TRIP_QUEUE },
      { name: RETENTION_QUEUE },
    ),
  ],
  exports: [BullModule],
})
export class QueueModule {}
