/**
 * What the benchmarks of the admin api share: the seeded database, an organiser's sign-in, and
 * the SQL a request sends, so a baseline can run the same statements straight through mysql2.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { ConfigModule } from '../../src/platform/config/config.module.js';
import { configureHttpApp } from '../../src/http-app.js';
import { apiUrl } from './api-process.js';
import { benchDatabases, benchServerEnv } from './bench-env.js';
import { connect } from './database.js';
import { captureQueries, reads, type CapturedQuery } from './query-plans.js';
import { fullSeed } from './seed-data.js';
import { seedBenchDatabase } from '../seed-admin.js';

/** The organiser account the api creates at start-up in the bench database. */
export const benchAdmin = {
  ADMIN_EMAIL: 'bench-admin@example.org',
  ADMIN_PASSWORD: 'bench-admin-password-0123',
} as const;

export interface BenchRequest {
  name: string;
  /** The full URL on the bench api. */
  url: string;
}

/** Seeds the bench database unless it already holds the full data set. */
export async function ensureSeeded(): Promise<void> {
  try {
    const db = await connect(benchDatabases.admin);
    try {
      const [rows] = await db.query<RowDataPacket[]>(
        'SELECT (SELECT COUNT(*) FROM registrations) AS r, (SELECT COUNT(*) FROM payments) AS p, (SELECT COUNT(*) FROM abstracts) AS a',
      );
      const row = rows[0]!;
      if (
        Number(row.r) === fullSeed.registrations &&
        Number(row.p) === fullSeed.payments &&
        Number(row.a) === fullSeed.abstracts
      ) {
        return;
      }
    } finally {
      await db.end();
    }
  } catch {
    // No database yet.
  }
  console.log(' seeding the bench database');
  await seedBenchDatabase(benchDatabases.admin);
}

/** Signs the bench organiser in and returns the bearer token. */
export async function signIn(): Promise<string> {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchAdmin.ADMIN_EMAIL, password: benchAdmin.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return token;
}

/** Boots the api in this process (no port) to record the SQL each scenario sends. */
export async function captureScenarioQueries(
  scenarios: BenchRequest[],
  token: string,
): Promise<Map<string, CapturedQuery[]>> {
  // The api reads its configuration from the environment of this process.
  Object.assign(process.env, benchServerEnv(benchDatabases.admin), { LOG_LEVEL: 'silent' });
  const { module: configModule } = await ConfigModule.load();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.withConfig(configModule),
    new FastifyAdapter(),
    { logger: false },
  );
  await configureHttpApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const capture = captureQueries(app.get(DataSource));
  const result = new Map<string, CapturedQuery[]>();
  try {
    for (const scenario of scenarios) {
      capture.take();
      const path = scenario.url.replace(apiUrl, '');
      await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
      result.set(
        scenario.name,
        reads(capture.take()).filter(
          // The guard's account look-up and the outbox relay are not the scenario's queries.
          (q) => !/FROM `(users|outbox_messages)`/.test(q.sql),
        ),
      );
    }
  } finally {
    capture.stop();
    await app.close();
  }
  return result;
}
