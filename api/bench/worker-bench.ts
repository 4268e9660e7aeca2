import type { RowDataPacket } from 'mysql2/promise';
import { createTransport } from 'nodemailer';
import { startApi, startWorker } from './lib/api-process.js';
import { benchDatabases, benchPorts } from './lib/bench-env.js';
import { connect, recreateDatabase } from './lib/database.js';
import { cpuTimeMs, type RunningProcess } from './lib/processes.js';
import { clearRedisKeys } from './lib/redis-keys.js';
import { startSink } from './lib/smtp-sink.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';

const messages = 10_000;
const redisPrefix = 'caawg11-bench-worker';

const serverEnv = {
  REDIS_KEY_PREFIX: redisPrefix,
  LOG_LEVEL: 'warn',
};

/**
 * 10,000 committed acknowledgement e-mails in the outbox, none queued yet: the worker under
 * test relays them to the queue and sends them, as it does with a burst of submissions.
 */
async function writeMessages(): Promise<void> {
  await clearRedisKeys(redisPrefix);
  const db = await connect(benchDatabases.submit);
  try {
    await db.query('DELETE FROM outbox_messages');
    for (let start = 0; start < messages; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => [
        'contact-acknowledgement',
        `visitor-${start + i}@example.org`,
        null,
        JSON.stringify({ name: `Visitor ${start + i}`, subject: 'Field trip' }),
      ]);
      await db.query(
        'INSERT INTO outbox_messages (template, recipient, reply_to, payload) VALUES ?',
        [rows],
      );
    }
  } finally {
    await db.end();
  }
}

interface WorkerRun {
  label: string;
  workers: number;
  seconds: number;
  perSecond: number;
  perWorker: number;
  /** The workers' own CPU time (relay and sending) per message sent. */
  cpuMsPerMessage: number;
}

async function drain(
  workerCount: number,
  label: string,
  extraEnv: Record<string, string> = {},
): Promise<WorkerRun> {
  await writeMessages();
  const db = await connect(benchDatabases.submit);
  const workers: RunningProcess[] = [];
  try {
    for (let i = 0; i < workerCount; i += 1) {
      workers.push(await startWorker(benchDatabases.submit, { ...serverEnv, ...extraEnv }));
    }
    const workersCpu = () => workers.reduce((sum, worker) => sum + cpuTimeMs(worker.pid), 0);
    const cpuAtStart = workersCpu();
    const deadline = Date.now() + 300_000;
    for (;;) {
      const [rows] = await db.query<RowDataPacket[]>(
        "SELECT COUNT(*) AS n FROM outbox_messages WHERE status <> 'sent'",
      );
      if (Number(rows[0]!.n) === 0) break;
      if (Date.now() > deadline) throw new Error('the workers did not send every message in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Throughput between the first and the last message sent, from the rows themselves.
    const [span] = await db.query<RowDataPacket[]>(
      'SELECT TIMESTAMPDIFF(MICROSECOND, MIN(sent_at), MAX(sent_at)) / 1e6 AS seconds FROM outbox_messages',
    );
    const seconds = Number(span[0]!.seconds);
    const perSecond = messages / seconds;
    const cpuMsPerMessage = (workersCpu() - cpuAtStart) / messages;
    console.log(
      `  ${label}: ${num(perSecond)} messages/s, ${num(cpuMsPerMessage, 3)} worker CPU ms a message`,
    );
    return {
      label,
      workers: workerCount,
      seconds,
      perSecond,
      perWorker: perSecond / workerCount,
      cpuMsPerMessage,
    };
  } finally {
    for (const worker of workers) await worker.stop();
    await db.end();
  }
}

/** The floor: one nodemailer pool, as the worker configures it, sending 2,000 messages. */
async function rawSend(): Promise<number> {
  const count = 2_000;
  const transport = createTransport({
    host: '127.0.0.1',
    port: benchPorts.smtp,
    secure: false,
    pool: true,
    maxConnections: 5,
    maxMessages: Infinity,
  });
  const html = `<html><body><p>Dear Visitor,</p><p>${'Thank you for your message. '.repeat(40)}</p></body></html>`;
  const started = Date.now();
  let next = 0;
  const sendOne = async (): Promise<void> => {
    while (next < count) {
      const n = next++;
      await transport.sendMail({
        from: 'CAAWG11 Conference <no-reply@caawg11.org>',
        to: `visitor-${n}@example.org`,
        subject: 'We received your message',
        html,
        text: 'Dear Visitor, thank you for your message.',
      });
    }
  };
  await Promise.all(Array.from({ length: 10 }, () => sendOne()));
  transport.close();
  return count / ((Date.now() - started) / 1000);
}

export async function runWorkerBench(): Promise<BenchPart> {
  const startedAt = new Date();
  console.log(`worker: ${messages} queued e-mails into a local SMTP sink`);
  await recreateDatabase(benchDatabases.submit);
  // The api creates the schema (migrations) the messages are written to.
  await (await startApi({ database: benchDatabases.submit, env: serverEnv })).stop();
  const sink = await startSink();
  let runs: WorkerRun[];
  let raw: number;
  try {
    runs = [
      await drain(1, '1 worker'),
      await drain(2, '2 workers'),
      // The same worker with a larger SMTP pool: the pool, not the worker, bounds the default runs.
      await drain(1, '1 worker, SMTP_MAX_CONNECTIONS=20, MAIL_WORKER_CONCURRENCY=40', {
        SMTP_MAX_CONNECTIONS: '20',
        MAIL_WORKER_CONCURRENCY: '40',
      }),
    ];
    raw = await rawSend();
    console.log(`  raw nodemailer pool: ${num(raw)} messages/s`);
  } finally {
    await sink.close();
    await clearRedisKeys(redisPrefix);
  }
  const [one, two, wide] = runs as [WorkerRun, WorkerRun, WorkerRun];
  const part: BenchPart = {
    name: 'worker',
    title: 'Mail worker: 10,000 queued e-mails into a local SMTP sink',
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures: [
      {
        scenario: 'worker: 1 worker',
        metric: 'messages/s',
        value: one.perSecond,
        unit: 'msg/s',
        baseline: raw,
        ratio: ratio(one.perSecond, raw),
        target: '>= 300/s per worker',
        met: one.perWorker >= 300,
      },
      {
        scenario: 'worker: 2 workers',
        metric: 'messages/s',
        value: two.perSecond,
        unit: 'msg/s',
        baseline: raw,
        ratio: ratio(two.perSecond, raw),
        target: '>= 300/s per worker',
        met: two.perWorker >= 300,
      },
      {
        scenario: 'worker: 2 workers against 1',
        metric: 'scaling',
        value: ratio(two.perSecond, one.perSecond),
        unit: 'x',
        target: '>= 1.8 x',
        met: ratio(two.perSecond, one.perSecond) >= 1.8,
      },
      {
        scenario: 'worker: 1 worker, SMTP pool of 20',
        metric: 'messages/s',
        value: wide.perSecond,
        unit: 'msg/s',
        target: '>= 300/s per worker',
        met: wide.perWorker >= 300,
      },
    ],
    details: [
      `${messages} contact acknowledgements are committed to the outbox before the timed part, none of them queued; ` +
        'then one worker process (and in a second run two) relays them to the BullMQ queue (OUTBOX_RELAY_BATCH_SIZE=200) and, at the same time, renders each React Email template, claims its outbox row, sends it through the pooled nodemailer transport ' +
        '(MAIL_WORKER_CONCURRENCY=10, SMTP_MAX_CONNECTIONS=5, all as shipped) into an SMTP server in the bench process, and marks the row sent. ' +
        "Throughput is measured from the first to the last sent_at; the workers' CPU time (user and system, from /proc) from their start to the last message, per message, gives what one worker would send with a core to itself when its CPU, not the SMTP pool, is the bound. The baseline is one nodemailer pool with the same settings sending 2,000 pre-rendered messages of similar size from the bench process.",
      '',
      markdownTable(
        [
          'run',
          'seconds',
          'messages/s',
          'per worker',
          'ratio to raw nodemailer',
          'worker CPU ms a message',
          'messages/s a worker with a core to itself',
        ],
        [
          ...runs.map((run) => [
            run.label,
            num(run.seconds, 1),
            num(run.perSecond),
            num(run.perWorker),
            num(ratio(run.perSecond, raw), 2),
            num(run.cpuMsPerMessage, 3),
            num(1000 / run.cpuMsPerMessage),
          ]),
          [
            'raw nodemailer pool (baseline, 2,000 messages)',
            num(2000 / raw, 1),
            num(raw),
            '-',
            '1',
            '-',
            '-',
          ],
        ],
      ),
    ].join('\n'),
    data: { runs, raw },
  };
  writePart(part);
  return part;
}
