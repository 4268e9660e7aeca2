import type { RowDataPacket } from 'mysql2/promise';
import {
  benchAdmin,
  captureScenarioQueries,
  ensureSeeded,
  signIn,
  type BenchRequest,
} from './lib/admin-session.js';
import { apiUrl, startApi } from './lib/api-process.js';
import { benchDatabases } from './lib/bench-env.js';
import { connect } from './lib/database.js';
import { percentile } from './lib/load.js';
import { explain, fullScans, planTable, type CapturedQuery } from './lib/query-plans.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';

const samples = 40;
const warmup = 5;

interface Scenario extends BenchRequest {
  /** Target p95 in ms. */
  target: number;
}

/** Sequential requests: p50 and p95 of the answer time, after a warm-up. */
async function time(url: string, token: string): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
    if (i >= warmup) durations.push(performance.now() - started);
  }
  return durations;
}

async function timeRaw(queries: CapturedQuery[]): Promise<number[]> {
  const db = await connect(benchDatabases.admin);
  const durations: number[] = [];
  try {
    for (let i = 0; i < warmup + samples; i += 1) {
      const started = performance.now();
      // The api runs a page's queries concurrently on its pool; one connection runs them in turn.
      for (const query of queries) await db.query(query.sql, query.parameters);
      if (i >= warmup) durations.push(performance.now() - started);
    }
  } finally {
    await db.end();
  }
  return durations;
}

/** A statement for the report: its column list reduced to a count, so WHERE and ORDER BY show. */
function shortSql(sql: string): string {
  const oneLine = sql.replace(/\s+/g, ' ').trim();
  const columns = /^SELECT (DISTINCT )?(.+?) FROM /.exec(oneLine);
  const shortened =
    columns && columns[2]!.split(',').length > 6
      ? oneLine.replace(columns[2]!, `<${columns[2]!.split(',').length} columns>`)
      : oneLine;
  return shortened.slice(0, 900);
}

export async function runAdminBench(): Promise<BenchPart> {
  const startedAt = new Date();
  console.log('admin at scale: 100,000 registrations, 30,000 payments, 5,000 abstracts');
  await ensureSeeded();
  const db = await connect(benchDatabases.admin);
  const [sample] = await db.query<RowDataPacket[]>(
    'SELECT email, other_names FROM registrations WHERE id = 54321',
  );
  await db.end();
  const email = String(sample[0]!.email);
  const scenarios: Scenario[] = [
    { name: 'registrations, first page', url: '/api/admin/registrations', target: 15 },
    {
      name: 'registrations, page 4,000 of 5,000 (20 a page)',
      url: '/api/admin/registrations?page=4000&limit=20',
      target: 15,
    },
    {
      name: 'registrations, pending',
      url: '/api/admin/registrations?paymentStatus=pending',
      target: 30,
    },
    {
      name: 'registrations, verified',
      url: '/api/admin/registrations?paymentStatus=verified',
      target: 30,
    },
    {
      name: 'registrations, rejected',
      url: '/api/admin/registrations?paymentStatus=rejected',
      target: 30,
    },
    {
      name: 'search by e-mail',
      url: `/api/admin/registrations/search?email=${encodeURIComponent(email)}`,
      target: 30,
    },
    {
      name: 'search by name',
      url: `/api/admin/registrations/search?email=${encodeURIComponent(String(sample[0]!.other_names))}`,
      target: 30,
    },
    { name: 'dashboard statistics', url: '/api/admin/dashboard', target: 20 },
    { name: 'payments, pending', url: '/api/admin/payments', target: 30 },
    { name: 'payments, all', url: '/api/admin/payments?status=all', target: 30 },
  ].map((scenario) => ({ ...scenario, url: `${apiUrl}${scenario.url}` }));

  const api = await startApi({
    database: benchDatabases.admin,
    env: { LOG_LEVEL: 'warn', ...benchAdmin },
  });
  const results: { scenario: Scenario; api: number[]; raw: number[]; queries: CapturedQuery[] }[] =
    [];
  try {
    const token = await signIn();
    const queries = await captureScenarioQueries(scenarios, token);
    for (const scenario of scenarios) {
      const apiTimes = await time(scenario.url, token);
      const scenarioQueries = queries.get(scenario.name) ?? [];
      const rawTimes = await timeRaw(scenarioQueries);
      results.push({ scenario, api: apiTimes, raw: rawTimes, queries: scenarioQueries });
      console.log(
        `  ${scenario.name}: p50 ${num(percentile(apiTimes, 50))} ms, p95 ${num(percentile(apiTimes, 95))} ms (SQL alone p95 ${num(percentile(rawTimes, 95))} ms)`,
      );
    }
  } finally {
    await api.stop();
  }

  const explainDb = await connect(benchDatabases.admin);
  const plans: string[] = [];
  try {
    for (const result of results) {
      plans.push(`### ${result.scenario.name}`, '');
      for (const query of result.queries) {
        const plan = await explain(explainDb, query);
        const scans = fullScans(plan, ['registrations', 'payments', 'abstracts']);
        plans.push(
          '```sql',
          shortSql(query.sql),
          '```',
          '',
          planTable(plan),
          '',
          ...(scans.length > 0
            ? [`Full scan of ${scans.map((s) => s.table).join(', ')}.`, '']
            : []),
        );
      }
    }
  } finally {
    await explainDb.end();
  }

  const figures: BenchPart['figures'] = results.map(({ scenario, api: apiTimes, raw }) => {
    const p95 = percentile(apiTimes, 95);
    const rawP95 = percentile(raw, 95);
    return {
      scenario: `admin: ${scenario.name} p95`,
      metric: 'p95',
      value: p95,
      unit: 'ms',
      baseline: rawP95,
      ratio: ratio(p95, rawP95),
      target: `< ${scenario.target} ms`,
      met: p95 < scenario.target,
    };
  });
  const details = [
    `${samples} sequential requests per scenario after ${warmup} warm-up requests, through HTTP with an admin token, against the seeded bench database (\`npm run bench:seed -w @caawg11/api\`). ` +
      "The baseline runs the same SQL statements the api sent (captured from the api's DataSource) straight through mysql2 on one connection: what is left is the database's own time.",
    '',
    markdownTable(
      ['scenario', 'p50 ms', 'p95 ms', 'SQL alone p50', 'SQL alone p95', 'target p95'],
      results.map(({ scenario, api: apiTimes, raw }) => [
        scenario.name,
        num(percentile(apiTimes, 50)),
        num(percentile(apiTimes, 95)),
        num(percentile(raw, 50)),
        num(percentile(raw, 95)),
        `< ${scenario.target}`,
      ]),
    ),
    '',
    '### Query plans (EXPLAIN on the seeded tables)',
    '',
    ...plans.map((line) => line.replace(/^### /, '#### ')),
  ].join('\n');
  const part: BenchPart = {
    name: 'admin',
    title: 'Admin at scale: lists, search, statistics and payments',
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures,
    details,
    data: results.map(({ scenario, api: apiTimes, raw }) => ({
      scenario: scenario.name,
      p50: percentile(apiTimes, 50),
      p95: percentile(apiTimes, 95),
      rawP50: percentile(raw, 50),
      rawP95: percentile(raw, 95),
    })),
  };
  writePart(part);
  return part;
}
