import { readFileSync } from 'node:fs';
import type { RowDataPacket } from 'mysql2/promise';
import { startApi, startWorker } from './lib/api-process.js';
import { apiDir, benchDatabases, benchPorts, benchServerEnv } from './lib/bench-env.js';
import { connect, recreateDatabase } from './lib/database.js';
import { median, type LoadResult } from './lib/load.js';
import { httpOk, startNode, type RunningProcess } from './lib/processes.js';
import { clearRedisKeys } from './lib/redis-keys.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';
import { startSink } from './lib/smtp-sink.js';
import { apiEnv, baselineUrl, emptyTables, load, startBaseline } from './submit-bench.js';

const warmupSeconds = 3;
const durationSeconds = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const redisPrefix = 'caawg11-bench-replicas';
const frontDoorUrl = `http://127.0.0.1:${benchPorts.frontDoor}/api/contact.php`;

/** Busy and total CPU time of the whole machine so far, from /proc/stat (in clock ticks). */
function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

async function commits(): Promise<number> {
  const db = await connect(benchDatabases.submit);
  try {
    const [rows] = await db.query<RowDataPacket[]>("SHOW GLOBAL STATUS LIKE 'Com_commit'");
    return Number(rows[0]?.Value ?? 0);
  } finally {
    await db.end();
  }
}

interface ReplicaResult extends LoadResult {
  /** Share of the machine's two cores busy during the measured run. */
  cpuBusy: number;
  commitsPerSecond: number;
}

async function measure(
  label: string,
  url: string,
  start: () => Promise<RunningProcess[]>,
): Promise<ReplicaResult> {
  await emptyTables();
  await clearRedisKeys(redisPrefix);
  const processes = await start();
  try {
    await load(url, warmupSeconds);
    const cpuBefore = cpuTicks();
    const commitsBefore = await commits();
    const result = await load(url, durationSeconds);
    const commitsAfter = await commits();
    const cpuAfter = cpuTicks();
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${label}: ${result.non2xx} answers outside 2xx and ${result.errors} errors`);
    }
    const measured: ReplicaResult = {
      ...result,
      cpuBusy: (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total),
      commitsPerSecond: (commitsAfter - commitsBefore) / result.durationSeconds,
    };
    console.log(
      `  ${label}: ${num(measured.requestsPerSecond)} req/s, p99 ${measured.p99Ms} ms, ` +
        `CPU ${(measured.cpuBusy * 100).toFixed(0)} %, ${num(measured.commitsPerSecond)} commits/s`,
    );
    return measured;
  } finally {
    for (const process of processes.reverse()) await process.stop();
  }
}

const serverEnv = apiEnv({ REDIS_KEY_PREFIX: redisPrefix });

/** `count` api replicas and as many workers, behind one front door. */
async function startReplicas(count: number): Promise<RunningProcess[]> {
  const ports = [benchPorts.api, benchPorts.secondApi].slice(0, count);
  const started: RunningProcess[] = [];
  for (const port of ports) {
    started.push(await startApi({ database: benchDatabases.submit, env: serverEnv, port }));
  }
  for (let i = 0; i < count; i += 1) {
    started.push(await startWorker(benchDatabases.submit, serverEnv));
  }
  started.push(
    await startNode('front door', ['dist/bench/bench/front-door.js'], {
      cwd: apiDir,
      env: {
        ...benchServerEnv(benchDatabases.submit),
        FRONT_DOOR_PORT: String(benchPorts.frontDoor),
        UPSTREAMS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
      },
      ready: () => httpOk(`http://127.0.0.1:${benchPorts.frontDoor}/api/health`),
    }),
  );
  return started;
}

export async function runReplicasBench(): Promise<BenchPart> {
  const startedAt = new Date();
  console.log('submit with one and two api replicas (and workers) behind one front door');
  await recreateDatabase(benchDatabases.submit);
  await (await startApi({ database: benchDatabases.submit, env: serverEnv })).stop();
  const sink = await startSink();

  const baseline: ReplicaResult[] = [];
  const one: ReplicaResult[] = [];
  const two: ReplicaResult[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      console.log(` round ${round} of ${rounds}`);
      baseline.push(
        await measure('raw baseline', baselineUrl, async () => [await startBaseline()]),
      );
      one.push(await measure('1 replica + 1 worker', frontDoorUrl, () => startReplicas(1)));
      two.push(await measure('2 replicas + 2 workers', frontDoorUrl, () => startReplicas(2)));
    }
  } finally {
    await sink.close();
  }

  const summary = (results: ReplicaResult[]) => ({
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    cpuBusy: median(results.map((r) => r.cpuBusy)),
    commitsPerSecond: median(results.map((r) => r.commitsPerSecond)),
  });
  const base = summary(baseline);
  const single = summary(one);
  const double = summary(two);
  const scaling = ratio(double.requestsPerSecond, single.requestsPerSecond);

  const table = markdownTable(
    ['setup', 'req/s', 'p99 ms', 'machine CPU busy', 'commits/s', 'ratio to baseline'],
    (
      [
        ['raw node:http + mysql2, direct (baseline)', base],
        ['1 api replica + 1 worker, through the front door', single],
        ['2 api replicas + 2 workers, through the front door', double],
      ] as const
    ).map(([name, s]) => [
      name,
      num(s.requestsPerSecond),
      num(s.p99Ms),
      `${(s.cpuBusy * 100).toFixed(0)} %`,
      num(s.commitsPerSecond),
      num(ratio(s.requestsPerSecond, base.requestsPerSecond), 2),
    ]),
  );
  const details = [
    `The submit load of the submit part (autocannon, 50 connections, POST /api/contact.php, ${warmupSeconds} s warm-up then ${durationSeconds} s, ` +
      `${rounds} rounds, medians) sent to one front door (\`bench/front-door.ts\`, a round-robin node:http proxy with kept-alive upstream connections) ` +
      'in front of one or two api replicas while as many workers relay the e-mails from the outbox and send them into a local SMTP sink. ' +
      'Machine CPU busy is read from /proc/stat over the measured 10 s (both cores, load generator included); commits/s from MariaDB\u2019s Com_commit.',
    '',
    table,
    '',
    `Two replicas give ${num(scaling, 2)}x the throughput of one on this machine.`,
  ].join('\n');

  const part: BenchPart = {
    name: 'replicas',
    title: 'Scale: one and two api replicas behind one front door',
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures: [
      {
        scenario: 'submit, 2 replicas + 2 workers vs 1 + 1, through one front door',
        metric: 'req/s',
        value: double.requestsPerSecond,
        unit: 'req/s',
        baseline: single.requestsPerSecond,
        ratio: scaling,
      },
    ],
    details,
    data: { baseline, one, two },
  };
  writePart(part);
  return part;
}
