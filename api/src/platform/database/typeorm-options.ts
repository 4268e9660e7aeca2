import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { boundedMysqlDriver } from './bounded-pool.js';
import { DatabaseLogger } from './database-logger.js';
import { migrations } from './migrations/index.js';

/** The entity classes of a connection. */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * One description of the database connection for the api, the worker, the CLI and the tests; the
 * entities are the composition root's list (`src/entities.ts`), so this folder names no feature.
 */
export function typeormOptions(config: AppConfig, entities: EntityList): DataSourceOptions {
  return {
    type: 'mysql',
    host: config.DB_HOST,
    port: config.DB_PORT,
    username: config.DB_USER,
    password: config.DB_PASSWORD,
    database: config.DB_NAME,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: config.DB_POOL_SIZE,
    driver: boundedMysqlDriver({
      queueLimit: config.DB_POOL_QUEUE_LIMIT,
      acquireTimeoutMs: config.DB_POOL_ACQUIRE_TIMEOUT_MS,
    }),
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
    logger: new DatabaseLogger(),
  };
}
