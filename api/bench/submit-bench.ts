import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrl, startApi } from './lib/api-process.js';
import { apiDir, benchDatabases, benchPorts, benchServerEnv, reportsDir } from './lib/bench-env.js';
import { connect, recreateDatabase } from './lib/database.js';
import { median, runLoad, type LoadResult } from './lib/load.js';
import { cpuTimeMs, httpOk, startNode, type RunningProcess } from './lib/processes.js';
import { summariseProfile, type ProfileSummary } from './lib/profile.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';

const connections = 50;
const warmupSeconds = 3;
const durationSeconds = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const body = JSON.stringify({
  name: 'Amina Nakato',
  email: 'amina.nakato@example.org',
  subject: 'Field trip',
  message: 'Is the field trip to the Rwenzori foothills open to accompanying persons? Thank you.',
});

/** The submit load: `connections` clients posting contact messages for `seconds`. */
export async function load(url: string, seconds: number): Promise<LoadResult> {
  return runLoad({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body,
  });
}

export async function emptyTables(): Promise<void> {
  const db = await connect(benchDatabases.submit);
  try {
    await db.query('DELETE FROM outbox_messages');
    await db.query('DELETE FROM contact_messages');
  } finally {
    await db.end();
  }
}

/** A submit run, with the server's own CPU time per answered request. */
interface SubmitResult extends LoadResult {
  cpuMsPerRequest: number;
}

async function measure(
  label: string,
  start: () => Promise<RunningProcess>,
  url: string,
): Promise<SubmitResult> {
  await emptyTables();
  const server = await start();
  try {
    await load(url, warmupSeconds);
    const cpuBefore = cpuTimeMs(server.pid);
    const loadResult = await load(url, durationSeconds);
    const cpuMsPerRequest = (cpuTimeMs(server.pid) - cpuBefore) / loadResult.requests;
    const result = { ...loadResult, cpuMsPerRequest };
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${label}: ${result.non2xx} answers outside 2xx and ${result.errors} errors`);
    }
    console.log(
      `  ${label}: ${num(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `${num(cpuMsPerRequest, 3)} CPU ms a request`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

/** The api as production runs it, with the public rate limit raised far above the load. */
export const apiEnv = (extra: Record<string, string> = {}) => ({
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
  FORM_MAIL_LIMIT_PER_EMAIL: '100000',
  FORM_MAIL_LIMIT_PER_CLIENT: '100000',
  ...extra,
});

/** The raw node:http + mysql2 server that does the submit's database work and nothing else. */
export const startBaseline = () =>
  startNode('raw baseline', ['dist/bench/bench/raw-contact-server.js'], {
    cwd: apiDir,
    env: {
      ...benchServerEnv(benchDatabases.submit),
      PORT: String(benchPorts.baseline),
      DB_POOL_SIZE: '20',
    },
    ready: () => httpOk(`http://127.0.0.1:${benchPorts.baseline}/`),
  });
export const baselineUrl = `http://127.0.0.1:${benchPorts.baseline}/api/contact.php`;

export async function runSubmitBench(options: { profile: boolean }): Promise<BenchPart> {
  const startedAt = new Date();
  console.log('submit path: POST /api/contact.php against a raw node:http + mysql2 baseline');
  await recreateDatabase(benchDatabases.submit);
  // The api creates the schema (migrations) the baseline writes to as well.
  await (await startApi({ database: benchDatabases.submit, env: apiEnv() })).stop();

  const url = `${apiUrl}/api/contact.php`;

  const baseline: SubmitResult[] = [];
  const api: SubmitResult[] = [];
  const apiQuiet: SubmitResult[] = [];
  // A candidate build (BENCH_CANDIDATE_DIST, e.g. with a proposed change) measured in the same rounds.
  const candidateDist = process.env.BENCH_CANDIDATE_DIST;
  const candidate: SubmitResult[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(` round ${round} of ${rounds}`);
    baseline.push(await measure('baseline', startBaseline, baselineUrl));
    api.push(
      await measure('api', () => startApi({ database: benchDatabases.submit, env: apiEnv() }), url),
    );
    apiQuiet.push(
      await measure(
        'api, LOG_LEVEL=warn',
        () => startApi({ database: benchDatabases.submit, env: apiEnv({ LOG_LEVEL: 'warn' }) }),
        url,
      ),
    );
    if (candidateDist) {
      candidate.push(
        await measure(
          `candidate (${candidateDist})`,
          () => startApi({ database: benchDatabases.submit, env: apiEnv(), dist: candidateDist }),
          url,
        ),
      );
    }
  }

  let profile: ProfileSummary | undefined;
  if (options.profile) {
    const name = 'submit-api';
    const path = join(reportsDir, 'profiles', `${name}.cpuprofile`);
    rmSync(path, { force: true });
    await measure(
      'api (profiled)',
      () => startApi({ database: benchDatabases.submit, env: apiEnv(), profileName: name }),
      url,
    );
    if (existsSync(path)) profile = summariseProfile(path);
  }

  const summary = (results: SubmitResult[]) => ({
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    cpuMsPerRequest: median(results.map((r) => r.cpuMsPerRequest)),
    // Each round's ratio to the baseline measured just before it, so that a machine whose
    // load changes between rounds does not skew the ratio.
    roundRatio: median(
      results.map((r, i) => ratio(r.requestsPerSecond, baseline[i]!.requestsPerSecond)),
    ),
  });
  const base = summary(baseline);
  const full = summary(api);
  const quiet = summary(apiQuiet);
  const throughputRatio = ratio(full.requestsPerSecond, base.requestsPerSecond);

  const candidateSummary = candidate.length > 0 ? summary(candidate) : undefined;
  const rows: [string, ReturnType<typeof summary>, number][] = [
    ['raw node:http + mysql2 (baseline)', base, 1],
    ['api (LOG_LEVEL=info, as shipped)', full, throughputRatio],
    ['api (LOG_LEVEL=warn)', quiet, ratio(quiet.requestsPerSecond, base.requestsPerSecond)],
  ];
  if (candidateSummary) {
    rows.push([
      `candidate build \`${candidateDist}\` (LOG_LEVEL=info)`,
      candidateSummary,
      ratio(candidateSummary.requestsPerSecond, base.requestsPerSecond),
    ]);
  }
  const table = markdownTable(
    [
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ratio to baseline',
      "median of the rounds' ratios",
      'server CPU ms a request',
      'baseline CPU / its CPU',
    ],
    rows.map(([name, s, r]) => [
      name,
      num(s.requestsPerSecond),
      num(s.p50Ms),
      num(s.p99Ms),
      num(r, 2),
      num(s.roundRatio, 2),
      num(s.cpuMsPerRequest, 3),
      num(ratio(base.cpuMsPerRequest, s.cpuMsPerRequest), 2),
    ]),
  );
  const perRound = markdownTable(
    [
      'round',
      'baseline req/s',
      'api req/s',
      'api (warn) req/s',
      'baseline p99',
      'api p99',
      'api (warn) p99',
    ],
    baseline.map((b, i) => [
      i + 1,
      num(b.requestsPerSecond),
      num(api[i]!.requestsPerSecond),
      num(apiQuiet[i]!.requestsPerSecond),
      b.p99Ms,
      api[i]!.p99Ms,
      apiQuiet[i]!.p99Ms,
    ]),
  );
  const profileText = profile
    ? [
        `CPU profile of the api under the same load (${num(profile.busyMs / 1000, 1)} s busy, ${num(profile.idleMs / 1000, 1)} s idle), self time by owner:`,
        '',
        markdownTable(
          ['owner', 'share of busy time'],
          profile.byPackage.map((p) => [p.name, `${(p.share * 100).toFixed(1)} %`]),
        ),
        '',
        'Hottest functions (self time):',
        '',
        markdownTable(
          ['function', 'share'],
          profile.topFunctions.map((p) => [`\`${p.name}\``, `${(p.share * 100).toFixed(1)} %`]),
        ),
      ].join('\n')
    : 'No profile in this run (`--profile` records one).';

  const details = [
    'The server CPU time is its own (user and system, from /proc) over the measured seconds, divided by the requests it answered: ' +
      'unlike the throughput it hardly moves when other processes share the machine, so "baseline CPU / its CPU" is the ratio the api would reach if both were bound by their own CPU.',
    '',
    `autocannon, ${connections} connections, ${warmupSeconds} s warm-up then ${durationSeconds} s, ${rounds} rounds alternating (medians shown). ` +
      'Each request stores one contact message and its two outbox rows in one transaction; the api also validates the body, ' +
      'counts the request against the public rate limit in Redis (limit raised by PUBLIC_RATE_LIMIT_PER_MINUTE, limiter kept in the path), ' +
      'and announces the commit on a Redis channel (one PUBLISH per turn of its event loop); the outbox relay runs in the worker process, which this part does not start.',
    '',
    table,
    '',
    perRound,
    '',
    profileText,
  ].join('\n');

  const part: BenchPart = {
    name: 'submit',
    title: 'Public submit path: POST /api/contact.php',
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures: [
      {
        scenario: 'submit: throughput',
        metric: 'req/s',
        value: full.requestsPerSecond,
        unit: 'req/s',
        baseline: base.requestsPerSecond,
        ratio: throughputRatio,
        target: 'ratio >= 0.6',
        met: throughputRatio >= 0.6,
      },
      {
        scenario: 'submit: CPU time a request',
        metric: 'CPU ms',
        value: full.cpuMsPerRequest,
        unit: 'ms',
        baseline: base.cpuMsPerRequest,
        ratio: ratio(base.cpuMsPerRequest, full.cpuMsPerRequest),
      },
      {
        scenario: 'submit: p99 latency',
        metric: 'p99',
        value: full.p99Ms,
        unit: 'ms',
        baseline: base.p99Ms,
        ratio: ratio(full.p99Ms, base.p99Ms),
        target: '< 40 ms',
        met: full.p99Ms < 40,
      },
      {
        scenario: 'submit: p50 latency',
        metric: 'p50',
        value: full.p50Ms,
        unit: 'ms',
        baseline: base.p50Ms,
        ratio: ratio(full.p50Ms, base.p50Ms),
      },
    ],
    details,
    data: { baseline, api, apiQuiet, candidate, profile },
  };
  writePart(part);
  return part;
}
