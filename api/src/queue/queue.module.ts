import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { createRedisClient } from '../redis/redis.module.js';

export const MAIL_QUEUE = 'mail';

/** BullMQ on the configured Redis, with every key under the deployment's prefix. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: createRedisClient(config, 'queue', { forBullMq: true }),
        prefix: `${config.REDIS_KEY_PREFIX}:bull`,
      }),
    }),
    BullModule.registerQueue({ name: MAIL_QUEUE }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
