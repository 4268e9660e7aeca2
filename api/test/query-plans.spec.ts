import { DataSource } from 'typeorm';
import {
  captureQueries,
  explain,
  fullScans,
  reads,
  type CapturedQuery,
} from '../bench/lib/query-plans.js';
import { seedAdminData } from '../bench/lib/seed-data.js';
import { bearer, createUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The admin api's statistics and list queries use indexes: each is captured as the api sends
 * it, then EXPLAINed on seeded tables (10,000 registrations, 3,000 payments, 600 abstracts),
 * and no plan may read a large table row by row (type ALL). The same queries run at full scale
 * (100,000 registrations) in `npm run bench`, whose report shows their plans.
 */
const largeTables = ['registrations', 'payments', 'abstracts'] as const;

/** The admin reads of the benchmark: lists, filters, deep pages, statistics. */
const adminReads = [
  '/api/admin/registrations',
  '/api/admin/registrations?page=400&limit=20',
  '/api/admin/registrations?paymentStatus=pending',
  '/api/admin/registrations?paymentStatus=verified',
  '/api/admin/registrations?paymentStatus=rejected',
  '/api/admin/dashboard',
  '/api/admin/payments',
  '/api/admin/payments?status=all',
  '/api/admin/payments?status=verified&page=2',
];

describe('admin query plans on seeded tables', () => {
  let testApp: TestApp;
  let token = '';
  const captured = new Map<string, CapturedQuery[]>();

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedAdminData(testApp.db, { registrations: 10_000, payments: 3_000, abstracts: 600 });
    token = (await createUser(testApp, 'admin')).token;
    const capture = captureQueries(testApp.app.get(DataSource));
    try {
      for (const url of adminReads) {
        capture.take();
        const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
        if (response.statusCode !== 200) {
          throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
        }
        // The guard's own look-up of the signed-in account is not an admin list query.
        captured.set(
          url,
          reads(capture.take()).filter((query) => !/FROM `users`/.test(query.sql)),
        );
      }
    } finally {
      capture.stop();
    }
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('captures the queries of every admin read', () => {
    for (const url of adminReads)
      expect(`${url}: ${(captured.get(url)?.length ?? 0) > 0}`).toBe(`${url}: true`);
  });

  it.each(adminReads)('%s reads no large table row by row', async (url) => {
    const problems: string[] = [];
    for (const query of captured.get(url) ?? []) {
      const plan = await explain(testApp.db, query);
      for (const row of fullScans(plan, largeTables)) {
        problems.push(
          `full scan of ${row.table} (${row.rows} rows) in: ${query.sql.slice(0, 300)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
