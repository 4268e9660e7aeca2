import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/app-config.js';
import { ensureDatabase } from './database/ensure-database.js';
import { createLogger } from './logger.js';
import { exitWithStartupError } from './startup-error.js';
import { WorkerModule } from './worker.module.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config);
  const logger = createLogger(config, 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  // SIGTERM and SIGINT close the consumers, which finish the jobs in hand before exiting.
  app.enableShutdownHooks();
  await app.init();
  console.log('worker started; consuming the mail queue');
}

bootstrap().catch(exitWithStartupError);
