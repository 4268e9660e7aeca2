/**
 * Exports at scale: the registrations (100,000 rows) and payments (30,000) of the seeded bench
 * database downloaded as CSV and XLSX through the api, timed to the last byte, with the api's
 * resident memory watched. The baseline reads the same SQL through mysql2's streaming query and
 * writes it with csv-stringify in this process: the cost of the rows alone, without HTTP,
 * typed cells or a spreadsheet's zip.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { createConnection } from 'mysql2';
import type { RowDataPacket } from 'mysql2/promise';
import {
  benchAdmin,
  captureScenarioQueries,
  ensureSeeded,
  signIn,
  type BenchRequest,
} from './lib/admin-session.js';
import { apiUrl, startApi } from './lib/api-process.js';
import { benchDatabases, dbConnection } from './lib/bench-env.js';
import { connect } from './lib/database.js';
import { median } from './lib/load.js';
import { watchMemory } from './lib/processes.js';
import type { CapturedQuery } from './lib/query-plans.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';

const rounds = 3;
/** A heap for the api far smaller than the largest export's rows would take held at once. */
const cappedHeapMb = 96;
const megabyte = 1024 * 1024;

interface ExportScenario extends BenchRequest {
  format: 'csv' | 'xlsx';
  /** How many rows the filter matches, counted in SQL. */
  countSql: string;
  /** Target time to the last byte, in seconds; none for the smaller scenarios. */
  targetSeconds?: number;
}

interface Download {
  seconds: number;
  bytes: number;
  /** Lines after the header (CSV only). */
  rows?: number;
  peakRssMb: number;
  startRssMb: number;
}

interface ScenarioResult {
  scenario: ExportScenario;
  matching: number;
  downloads: Download[];
  baselineSeconds: number[];
}

function scenarios(): ExportScenario[] {
  const registrations = (format: 'csv' | 'xlsx', filter: string, where: string) => ({
    format,
    url: `${apiUrl}/api/admin/registrations/export?format=${format}${filter}`,
    countSql: `SELECT COUNT(*) AS n FROM registrations${where}`,
  });
  // The smaller exports first: a process's resident memory rarely shrinks, so a flat peak after
  // the larger ones shows that the rows never sat whole in memory.
  return [
    {
      name: 'registrations, rejected, CSV',
      ...registrations('csv', '&paymentStatus=rejected', " WHERE payment_status = 'rejected'"),
    },
    {
      name: 'registrations, rejected, XLSX',
      ...registrations('xlsx', '&paymentStatus=rejected', " WHERE payment_status = 'rejected'"),
    },
    {
      name: 'registrations, all, CSV',
      ...registrations('csv', '', ''),
      targetSeconds: 10,
    },
    {
      name: 'registrations, all, XLSX',
      ...registrations('xlsx', '', ''),
      targetSeconds: 30,
    },
    {
      name: 'payments, all, CSV',
      format: 'csv',
      url: `${apiUrl}/api/admin/payments/export?format=csv&status=all`,
      countSql: 'SELECT COUNT(*) AS n FROM payments',
    },
    {
      name: 'payments, all, XLSX',
      format: 'xlsx',
      url: `${apiUrl}/api/admin/payments/export?format=xlsx&status=all`,
      countSql: 'SELECT COUNT(*) AS n FROM payments',
    },
  ];
}

/** Reads a download to the end, counting bytes and (for CSV) line breaks, keeping nothing. */
async function download(url: string, token: string, apiPid: number): Promise<Download> {
  const memory = watchMemory(apiPid);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let lineBreaks = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lineBreaks += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const { peakRssBytes, startRssBytes } = memory.stop();
  return {
    seconds,
    bytes,
    rows: url.includes('format=csv') ? lineBreaks - 1 : undefined,
    peakRssMb: peakRssBytes / megabyte,
    startRssMb: startRssBytes / megabyte,
  };
}

/** The export's own SQL, streamed by mysql2 into csv-stringify and dropped. */
async function baselineSeconds(queries: CapturedQuery[]): Promise<number> {
  const exportQuery = queries.at(-1);
  if (!exportQuery) throw new Error('the export sent no query');
  // mysql2's streaming rows come from its callback interface, as the api's cursor does.
  const db = createConnection({ ...dbConnection, database: benchDatabases.admin });
  try {
    const started = performance.now();
    const rows = db.query(exportQuery.sql, exportQuery.parameters).stream();
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
    await pipeline(
      rows,
      stringify({ header: true, cast: { date: (value) => value.toISOString() } }),
      sink,
    );
    return (performance.now() - started) / 1000;
  } finally {
    await db.promise().end();
  }
}

export async function runExportBench(): Promise<BenchPart> {
  const startedAt = new Date();
  console.log('exports at scale: registrations and payments as CSV and XLSX');
  await ensureSeeded();
  const wanted = scenarios();
  const counts = await connect(benchDatabases.admin);
  const matching = new Map<string, number>();
  try {
    for (const scenario of wanted) {
      const [rows] = await counts.query<RowDataPacket[]>(scenario.countSql);
      matching.set(scenario.name, Number(rows[0]!.n));
    }
  } finally {
    await counts.end();
  }

  const results: ScenarioResult[] = [];
  const api = await startApi({
    database: benchDatabases.admin,
    env: { LOG_LEVEL: 'warn', ...benchAdmin },
  });
  try {
    const token = await signIn();
    const queries = await captureScenarioQueries(wanted, token);
    for (const scenario of wanted) {
      const result: ScenarioResult = {
        scenario,
        matching: matching.get(scenario.name) ?? 0,
        downloads: [],
        baselineSeconds: [],
      };
      // Alternating, so a slow moment of the machine does not land on one side only.
      for (let round = 0; round < rounds; round += 1) {
        result.downloads.push(await download(scenario.url, token, api.pid));
        result.baselineSeconds.push(await baselineSeconds(queries.get(scenario.name) ?? []));
      }
      const rowsSeen = result.downloads[0]!.rows;
      if (rowsSeen !== undefined && rowsSeen !== result.matching) {
        throw new Error(`${scenario.name}: ${rowsSeen} rows exported, ${result.matching} match`);
      }
      results.push(result);
      console.log(
        `  ${scenario.name}: ${result.matching} rows in ${num(median(result.downloads.map((d) => d.seconds)), 2)} s, ` +
          `api peak RSS ${num(Math.max(...result.downloads.map((d) => d.peakRssMb)))} MB ` +
          `(baseline ${num(median(result.baselineSeconds), 2)} s)`,
      );
    }
  } finally {
    await api.stop();
  }

  // The same api with its JavaScript heap capped far below what 100,000 rows take as objects:
  // the largest exports still complete only if the rows pass through and are let go.
  const capped = await startApi({
    database: benchDatabases.admin,
    env: {
      LOG_LEVEL: 'warn',
      ...benchAdmin,
      NODE_OPTIONS: `--max-old-space-size=${cappedHeapMb}`,
    },
  });
  const cappedRuns: { scenario: ExportScenario; outcome: Download | Error }[] = [];
  try {
    const token = await signIn();
    for (const scenario of wanted.filter((s) => s.targetSeconds !== undefined)) {
      const outcome = await download(scenario.url, token, capped.pid).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      );
      cappedRuns.push({ scenario, outcome });
      console.log(
        `  heap capped at ${cappedHeapMb} MB, ${scenario.name}: ` +
          (outcome instanceof Error
            ? `failed (${outcome.message})`
            : `${num(outcome.seconds, 2)} s, peak RSS ${num(outcome.peakRssMb)} MB`),
      );
    }
  } finally {
    await capped.stop();
  }

  const seconds = (result: ScenarioResult) => median(result.downloads.map((d) => d.seconds));
  const peak = (result: ScenarioResult) => Math.max(...result.downloads.map((d) => d.peakRssMb));
  const byName = new Map(results.map((result) => [result.scenario.name, result]));
  const figures: BenchPart['figures'] = results
    .filter((result) => result.scenario.targetSeconds !== undefined)
    .map((result) => {
      const value = seconds(result);
      const baseline = median(result.baselineSeconds);
      return {
        scenario: `export: ${result.scenario.name} (${num(result.matching)} rows)`,
        metric: 'time to last byte',
        value,
        unit: 's',
        baseline,
        ratio: ratio(value, baseline),
        target: `< ${result.scenario.targetSeconds} s`,
        met: value < result.scenario.targetSeconds!,
      };
    });
  for (const format of ['CSV', 'XLSX']) {
    const all = byName.get(`registrations, all, ${format}`);
    const few = byName.get(`registrations, rejected, ${format}`);
    if (!all || !few) continue;
    const growth = peak(all) / peak(few);
    figures.push({
      scenario: `export: api peak RSS, ${num(all.matching)} vs ${num(few.matching)} rows, ${format}`,
      metric: 'peak RSS ratio',
      value: growth,
      unit: 'x',
      baseline: all.matching / few.matching,
      ratio: growth / (all.matching / few.matching),
      target: 'flat (<= 1.2 x)',
      met: growth <= 1.2,
    });
  }

  for (const { scenario, outcome } of cappedRuns) {
    const shipped = byName.get(scenario.name);
    figures.push({
      scenario: `export: ${scenario.name}, api heap capped at ${cappedHeapMb} MB`,
      metric: 'time to last byte',
      value: outcome instanceof Error ? Number.NaN : outcome.seconds,
      unit: 's',
      baseline: shipped ? seconds(shipped) : undefined,
      ratio:
        shipped && !(outcome instanceof Error)
          ? ratio(outcome.seconds, seconds(shipped))
          : undefined,
      target: 'completes',
      met: !(outcome instanceof Error),
    });
  }

  const details = [
    `Each export downloaded ${rounds} times through HTTP with an organiser's token (medians shown), alternating with the baseline: ` +
      "the same SQL statement the api sent (captured from the api's DataSource) streamed by mysql2 into csv-stringify in the bench process. " +
      'Peak RSS is the api process\'s high-water mark during the download (reset before each) and a 50 ms sampling; "RSS before" is its size when the download started. ' +
      'Memory is flat when the peak does not grow with the number of rows: the rows stream from a database cursor to the socket and never sit whole in memory.',
    '',
    markdownTable(
      [
        'export',
        'rows',
        'size MB',
        'seconds',
        'rows/s',
        'baseline s',
        'ratio',
        'RSS before MB',
        'peak RSS MB',
      ],
      results.map((result) => [
        result.scenario.name,
        num(result.matching),
        num(result.downloads[0]!.bytes / megabyte),
        num(seconds(result), 2),
        num(result.matching / seconds(result)),
        num(median(result.baselineSeconds), 2),
        num(ratio(seconds(result), median(result.baselineSeconds)), 2),
        num(result.downloads[0]!.startRssMb),
        num(peak(result)),
      ]),
    ),
    '',
    `The largest exports again with the api's JavaScript heap capped at ${cappedHeapMb} MB (\`--max-old-space-size\`); the baseline of this row is the uncapped run's time:`,
    '',
    markdownTable(
      ['export', 'outcome', 'seconds', 'peak RSS MB'],
      cappedRuns.map(({ scenario, outcome }) =>
        outcome instanceof Error
          ? [scenario.name, `failed: ${outcome.message}`, '-', '-']
          : [scenario.name, 'completed', num(outcome.seconds, 2), num(outcome.peakRssMb)],
      ),
    ),
  ].join('\n');
  const part: BenchPart = {
    name: 'export',
    title: 'Exports at scale: CSV and XLSX streamed from a database cursor',
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures,
    details,
    data: results.map((result) => ({
      scenario: result.scenario.name,
      rows: result.matching,
      downloads: result.downloads,
      baselineSeconds: result.baselineSeconds,
    })),
  };
  writePart(part);
  return part;
}
