/**
 * npm run bench:seed -w @caawg11/api: creates the bench database (caawg11_bench, or
 * BENCH_DB_NAME) from scratch, runs the migrations, and fills it with 100,000 registrations,
 * 30,000 payments and 5,000 abstracts in multi-row INSERTs. About a minute on 2 cores.
 */
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/platform/config/app-config.js';
import { typeormOptions } from '../src/platform/database/typeorm-options.js';
import { entities } from '../src/entities.js';
import { benchDatabases, benchSecrets, dbConnection } from './lib/bench-env.js';
import { connect, recreateDatabase } from './lib/database.js';
import { fullSeed, seedAdminData, type SeedSize } from './lib/seed-data.js';

export async function seedBenchDatabase(
  database: string = process.env.BENCH_DB_NAME ?? benchDatabases.admin,
  size: SeedSize = fullSeed,
): Promise<number> {
  const started = Date.now();
  await recreateDatabase(database);
  const config = loadConfig({
    DB_HOST: dbConnection.host,
    DB_PORT: String(dbConnection.port),
    DB_USER: dbConnection.user,
    DB_PASSWORD: dbConnection.password,
    DB_NAME: database,
    DB_POOL_SIZE: '2',
    ...benchSecrets,
  });
  const dataSource = new DataSource(typeormOptions(config, entities));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
  const db = await connect(database);
  try {
    await seedAdminData(db, size);
  } finally {
    await db.end();
  }
  return (Date.now() - started) / 1000;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const database = process.env.BENCH_DB_NAME ?? benchDatabases.admin;
  seedBenchDatabase(database).then(
    (seconds) => {
      console.log(
        `${database}: ${fullSeed.registrations} registrations, ${fullSeed.payments} payments, ${fullSeed.abstracts} abstracts in ${seconds.toFixed(1)} s`,
      );
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
