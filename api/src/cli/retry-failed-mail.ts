import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ConfigModule } from '../platform/config/config.module.js';
import { DatabaseModule } from '../platform/database/database.module.js';
import { entities } from '../entities.js';
import { ensureDatabase } from '../platform/database/ensure-database.js';
import { createLog, nestLogger } from '../platform/common/logger.js';
import { logQueueErrors } from '../platform/outbox/mail-job.js';
import { OutboxMaintenance } from '../platform/outbox/outbox-maintenance.js';
import { OutboxRepositoryModule } from '../platform/outbox/outbox-repository.module.js';
import { MAIL_QUEUE, QueueModule } from '../platform/queue/queue.module.js';
import { exitWithStartupError } from '../startup-error.js';

@Module({
  imports: [DatabaseModule.withEntities(entities), QueueModule, OutboxRepositoryModule],
  providers: [OutboxMaintenance],
})
class RetryFailedMailModule {
  static withConfig(config: DynamicModule): DynamicModule {
    return { module: RetryFailedMailModule, imports: [config] };
  }
}

/**
 * `npm run mail:retry-failed -w @caawg11/api`: sends every failed e-mail again, after the
 * cause (SMTP settings, a rejected address) has been fixed. The worker does the sending.
 */
async function main(): Promise<void> {
  const { config, module: configModule } = await ConfigModule.load();
  await ensureDatabase(config);
  const app = await NestFactory.createApplicationContext(
    RetryFailedMailModule.withConfig(configModule),
    {
      logger: nestLogger(createLog(config, 'mail:retry-failed')),
    },
  );
  logQueueErrors(app.get<Queue>(getQueueToken(MAIL_QUEUE)), new Logger('mail:retry-failed'));
  try {
    const maintenance = app.get(OutboxMaintenance);
    const report = await maintenance.retryFailed();
    const waiting = await maintenance.pendingCounts();
    console.log(
      `Retried ${report.retriedJobs} failed mail jobs and re-queued ${report.requeuedRows} outbox rows.`,
    );
    console.log(`E-mails not sent yet, by status: ${JSON.stringify(waiting)}`);
  } finally {
    await app.close();
  }
}

main().catch(exitWithStartupError);
