import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';
import { systemClock, type Clock } from '@caawg11/conference';
import { AppModule } from '../../src/app.module.js';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config.js';
import { CLOCK } from '../../src/platform/config/clock.token.js';
import { ConfigModule } from '../../src/platform/config/config.module.js';
import { ensureDatabase } from '../../src/platform/database/ensure-database.js';
import { configureHttpApp, createFastifyAdapter } from '../../src/http-app.js';
import { createLog, type Log, nestLogger } from '../../src/platform/common/logger.js';
import { randomSigningSecrets } from './signing-secrets.js';

export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Further changes to the testing module, such as provider overrides. */
  customise?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /**
   * Receives the api's log, its request lines and Nest's lines alike (with a LOG_LEVEL other
   * than silent in `env`); standard output otherwise.
   */
  logStream?: Writable;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /**
   * The api's log, which the in-process workers of the suite write to as well. (nestjs-pino keeps
   * the first log a process gives it for the lines written outside a request.)
   */
  log: Log;
  /** A direct connection to the suite's own database, for checking what was stored. */
  db: mysql.Connection;
  /** Sets the instant every date rule sees. */
  setNow(at: Date | string): void;
  close(): Promise<void>;
}

/**
 * Boots the real api against a database of its own (created here, dropped on close) and a
 * Redis key prefix of its own, so suites never see each other's rows or keys.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const suffix = randomBytes(4).toString('hex');
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DB_NAME: `caawg11_test_${suffix}`,
    DB_POOL_SIZE: '5',
    // In-process workers of one suite each take a free port for their health answers.
    WORKER_HEALTH_PORT: '0',
    REDIS_KEY_PREFIX: `caawg11-test-${suffix}`,
    FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'caawg11-files-')),
    ...randomSigningSecrets(),
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  await ensureDatabase(config);
  let now: Clock = options.clock ?? systemClock;
  const clock: Clock = { now: () => now.now() };

  // The log and the Nest logger main.ts gives the api, from the first line of the start-up.
  const log = createLog(config, 'api', options.logStream);
  const logger = nestLogger(log);
  let builder = Test.createTestingModule({
    imports: [AppModule.withConfig(ConfigModule.withConfig(config), log)],
  })
    .setLogger(logger)
    .overrideProvider(CLOCK)
    .useValue(clock);
  if (options.customise) builder = options.customise(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createFastifyAdapter(config, log),
    { logger },
  );
  await configureHttpApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const db = await connectToSuiteDatabase(config);

  return {
    app,
    config,
    log,
    db,
    setNow(at) {
      const instant = new Date(at);
      now = { now: () => new Date(instant.getTime()) };
    },
    async close() {
      await app.close();
      await db.end();
      await dropTestState(config);
    },
  };
}

/** A direct connection to the suite's own database, for checking what was stored. */
export function connectToSuiteDatabase(config: AppConfig): Promise<mysql.Connection> {
  return mysql.createConnection({
    host: config.DB_HOST,
    port: config.DB_PORT,
    user: config.DB_USER,
    password: config.DB_PASSWORD,
    database: config.DB_NAME,
  });
}

/** Removes the suite's database, Redis keys and stored files. */
export async function dropTestState(config: AppConfig): Promise<void> {
  const admin = await mysql.createConnection({
    host: config.DB_HOST,
    port: config.DB_PORT,
    user: config.DB_USER,
    password: config.DB_PASSWORD,
  });
  await admin.query(`DROP DATABASE IF EXISTS ${mysql.escapeId(config.DB_NAME)}`);
  await admin.end();
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${config.REDIS_KEY_PREFIX}*`,
        'COUNT',
        500,
      );
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis may be stopped on purpose by a fault test; its keys expire with the test run.
  } finally {
    redis.disconnect();
  }
  rmSync(config.FILE_STORAGE_DIR, { recursive: true, force: true });
}
