import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { ensureDatabase } from './platform/database/ensure-database.js';
import { createFastifyAdapter, configureHttpApp } from './http-app.js';
import { createLog, nestLogger } from './platform/common/logger.js';
import { exitWithStartupError } from './startup-error.js';

async function bootstrap(): Promise<void> {
  const { config, module: configModule } = await ConfigModule.load();
  await ensureDatabase(config);
  // One log for Fastify's request lines and Nest's lines.
  const log = createLog(config, 'api');
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.withConfig(configModule, log),
    createFastifyAdapter(config, log),
    { logger: nestLogger(log) },
  );
  await configureHttpApp(app);
  await app.listen(config.API_PORT, config.HOST);
  // Plain text at every LOG_LEVEL: the scripts that start the api wait for these words.
  console.log(`api listening on http://${config.HOST}:${config.API_PORT}/api`);
}

bootstrap().catch(exitWithStartupError);
