import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from './platform/config/config.module.js';
import { ensureDatabase } from './platform/database/ensure-database.js';
import { createLog, nestLogger } from './platform/common/logger.js';
import { exitWithStartupError } from './startup-error.js';
import { WorkerModule } from './worker.module.js';

async function bootstrap(): Promise<void> {
  const { config, module: configModule } = await ConfigModule.load();
  await ensureDatabase(config);
  const log = createLog(config, 'worker');
  const app = await NestFactory.createApplicationContext(
    WorkerModule.withConfig(configModule, log),
    {
      logger: nestLogger(log),
    },
  );
  await app.init();
  const logger = new Logger('worker');

  // SIGTERM (and Ctrl+C): stop taking jobs, let the jobs in hand finish, then exit cleanly.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: finishing the jobs in hand`);
    app.close().then(
      () => {
        console.log('worker stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Worker did not stop cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // Plain text at every LOG_LEVEL: the scripts that start the worker wait for these words.
  console.log('worker started; relaying the outbox and consuming the mail queue');
}

bootstrap().catch(exitWithStartupError);
