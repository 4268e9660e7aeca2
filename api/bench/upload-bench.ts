import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrl, startApi } from './lib/api-process.js';
import { apiDir, benchDatabases, benchPorts, benchServerEnv, repoDir } from './lib/bench-env.js';
import { presolvedCaptcha } from './lib/captcha.js';
import { recreateDatabase } from './lib/database.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { httpOk, startNode, watchMemory, type RunningProcess } from './lib/processes.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';

const levels = [10, 100] as const;
const seconds = 8;
const megabyte = 1024 * 1024;

/** A 1 MB PDF (a real header, then filler), the student ID of every request. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n'),
  Buffer.alloc(megabyte - 24, 0x20),
]);

const boundary = '----caawg11bench7f3a';

function registrationBody(n: number, token: string): Buffer {
  const fields: Record<string, string> = {
    title: 'Ms.',
    firstName: 'Grace',
    otherNames: `Atuhaire ${n}`,
    gender: 'Female',
    email: `grace.${n}.${Date.now()}@example.org`,
    phone: '+256772000111',
    country: 'Uganda',
    city: 'Kampala',
    institution: 'Makerere University',
    participationType: 'attendee',
    participantCategory: 'student',
    fieldTrip: 'No',
    paymentConfirmation: 'true',
    recaptchaToken: token,
  };
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="studentIdFile"; filename="student-id.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

interface LevelResult {
  connections: number;
  load: LoadResult;
  startRssMb: number;
  peakRssMb: number;
}

async function measureLevels(
  server: RunningProcess,
  url: string,
  tokens: string[],
): Promise<LevelResult[]> {
  let n = 0;
  const results: LevelResult[] = [];
  // Warm-up: a few requests, so the first level does not pay for lazy initialisation.
  await runLoad({
    url,
    method: 'POST',
    connections: 2,
    amount: 20,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: registrationBody(++n, tokens.pop() ?? ''),
        }),
      },
    ],
  });
  for (const connections of levels) {
    const memory = watchMemory(server.pid);
    const load = await runLoad({
      url,
      method: 'POST',
      connections,
      duration: seconds,
      timeout: 30,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: registrationBody(++n, tokens.pop() ?? ''),
          }),
        },
      ],
    });
    const { peakRssBytes, startRssBytes } = memory.stop();
    results.push({
      connections,
      load,
      startRssMb: startRssBytes / megabyte,
      peakRssMb: peakRssBytes / megabyte,
    });
    console.log(
      `  c=${connections}: ${num(load.requestsPerSecond)} req/s, p99 ${load.p99Ms} ms, ` +
        `non-2xx ${load.non2xx}, peak RSS ${num(peakRssBytes / megabyte)} MB`,
    );
  }
  return results;
}

export async function runUploadBench(): Promise<BenchPart> {
  const startedAt = new Date();
  console.log('upload path: POST /api/registration.php with a 1 MB PDF');
  await recreateDatabase(benchDatabases.submit);
  const uploads = join(repoDir, 'var', 'bench-uploads');
  rmSync(uploads, { recursive: true, force: true });

  const tokens = await Promise.all(Array.from({ length: 3000 }, () => presolvedCaptcha()));
  const api = await startApi({
    database: benchDatabases.submit,
    env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  let apiLevels: LevelResult[];
  try {
    console.log(' api');
    apiLevels = await measureLevels(api, `${apiUrl}/api/registration.php`, tokens);
  } finally {
    await api.stop();
  }

  const raw = await startNode('raw upload baseline', ['dist/bench/bench/raw-upload-server.js'], {
    cwd: apiDir,
    env: {
      ...benchServerEnv(benchDatabases.submit),
      PORT: String(benchPorts.uploadBaseline),
      UPLOAD_DIR: join(uploads, 'raw'),
    },
    ready: () => httpOk(`http://127.0.0.1:${benchPorts.uploadBaseline}/`),
  });
  let rawLevels: LevelResult[];
  try {
    console.log(' raw baseline');
    rawLevels = await measureLevels(raw, `http://127.0.0.1:${benchPorts.uploadBaseline}/`, [
      ...tokens,
    ]);
  } finally {
    await raw.stop();
  }
  rmSync(uploads, { recursive: true, force: true });

  const growth = (levelsOf: LevelResult[]) => levelsOf[1]!.peakRssMb / levelsOf[0]!.peakRssMb;
  const apiGrowth = growth(apiLevels);
  // A run with refused requests measures refusals, not uploads.
  const valid = apiLevels.every((level) => level.load.non2xx + level.load.errors === 0);
  const figures: BenchPart['figures'] = apiLevels.flatMap((level, index) => {
    const base = rawLevels[index]!;
    return [
      {
        scenario: `upload c=${level.connections}: throughput`,
        metric: 'req/s',
        value: level.load.requestsPerSecond,
        unit: 'req/s',
        baseline: base.load.requestsPerSecond,
        ratio: ratio(level.load.requestsPerSecond, base.load.requestsPerSecond),
      },
      {
        scenario: `upload c=${level.connections}: p99`,
        metric: 'p99',
        value: level.load.p99Ms,
        unit: 'ms',
        baseline: base.load.p99Ms,
        ratio: ratio(level.load.p99Ms, base.load.p99Ms),
      },
      {
        scenario: `upload c=${level.connections}: api peak RSS`,
        metric: 'peak RSS',
        value: level.peakRssMb,
        unit: 'MB',
        baseline: base.peakRssMb,
        ratio: ratio(level.peakRssMb, base.peakRssMb),
      },
    ];
  });
  figures.push({
    scenario: 'upload: api peak RSS growth c=10 -> c=100',
    metric: 'growth',
    value: apiGrowth,
    unit: 'x',
    baseline: growth(rawLevels),
    ratio: ratio(apiGrowth, growth(rawLevels)),
    target: 'flat (<= 1.2 x), no refused request',
    met: apiGrowth <= 1.2 && valid,
  });
  const rows = [
    ...apiLevels.map((l) => ['api', l] as const),
    ...rawLevels.map((l) => ['raw baseline', l] as const),
  ];
  const details = [
    `Each request registers a student with a 1 MB PDF student ID (multipart, fields first, then the file) and a robot-check payload solved before the timed part (signed with the api's key at its full cost, answer among the first counters, so the api verifies it at full cost). ` +
      `${seconds} s per concurrency level after a 20-request warm-up; the api validates, verifies the robot check, streams the file to disk while hashing it, checks its content, and stores the file row, the registration and its e-mail in one transaction. ` +
      'The raw baseline streams the unparsed body to a file and inserts one row. Peak RSS is the kernel high-water mark of the server process during the level (reset before each level) and a 50 ms sampling.',
    '',
    markdownTable(
      [
        'server',
        'connections',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'RSS before MB',
        'peak RSS MB',
      ],
      rows.map(([name, l]) => [
        name,
        l.connections,
        num(l.load.requestsPerSecond),
        num(l.load.p50Ms),
        num(l.load.p99Ms),
        l.load.non2xx + l.load.errors,
        num(l.startRssMb),
        num(l.peakRssMb),
      ]),
    ),
  ].join('\n');
  const part: BenchPart = {
    name: 'upload',
    title: 'Upload path: POST /api/registration.php with a 1 MB PDF',
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures,
    details,
    data: { apiLevels, rawLevels },
  };
  writePart(part);
  return part;
}
