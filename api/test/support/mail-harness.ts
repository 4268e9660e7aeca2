import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../src/platform/config/config.module.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { DatabaseModule } from '../../src/platform/database/database.module.js';
import { entities } from '../../src/entities.js';
import { nestLogger } from '../../src/platform/common/logger.js';
import type { MailMessage } from '../../src/platform/mail/mail-message.js';
import { OutboxRelayModule } from '../../src/platform/outbox/outbox-relay.module.js';
import { OutboxService } from '../../src/platform/outbox/outbox.service.js';
import { WorkerModule } from '../../src/worker.module.js';
import { SmtpSink } from './smtp-sink.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** Settings that make the pipeline fast enough to test in seconds. */
export function fastMailEnv(smtpPort: number): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    // Generous for a loaded machine: a client that gives up while the server is still accepting
    // would send the message again.
    SMTP_TIMEOUT_MS: '3000',
    OUTBOX_RELAY_INTERVAL_MS: '100',
    MAIL_RETRY_ATTEMPTS: '12',
    MAIL_RETRY_BACKOFF_MS: '100',
    MAIL_JOB_LOCK_MS: '2000',
    MAIL_STALLED_INTERVAL_MS: '300',
    MAIL_SEND_LEASE_MS: '6000',
    MAIL_WORKER_CONCURRENCY: '4',
    ACCESS_LINK_MIN_RESPONSE_MS: '60',
  };
}

export interface MailTestApp extends TestApp {
  sink: SmtpSink;
  /** Starts an in-process worker (the same module the worker process boots), on the api's log. */
  startWorker(): Promise<INestApplicationContext>;
  /** Starts the worker's outbox relay alone, without the queue's consumer; closed with the app. */
  startRelay(): Promise<INestApplicationContext>;
  /** Writes e-mails into the outbox in a transaction of their own, as a submission would. */
  addToOutbox(mails: MailMessage | MailMessage[]): Promise<void>;
  outboxRows(): Promise<OutboxRow[]>;
}

export interface OutboxRow {
  /** BIGINT, which mysql2 reads as a number. */
  id: number;
  template: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  enqueued_at: Date | null;
  sent_at: Date | null;
  message_id: string | null;
}

/** The api against real MySQL and Redis, an SMTP sink, and workers on demand. */
export async function createMailTestApp(
  options: TestAppOptions & { sink?: SmtpSink } = {},
): Promise<MailTestApp> {
  const sink = options.sink ?? (await SmtpSink.start());
  const testApp = await createTestApp({
    ...options,
    env: { ...fastMailEnv(sink.port), ...options.env },
  });
  const workers: INestApplicationContext[] = [];

  return {
    ...testApp,
    sink,
    async startWorker() {
      const moduleRef = await Test.createTestingModule({
        imports: [WorkerModule.withConfig(ConfigModule.withConfig(testApp.config), testApp.log)],
      })
        .setLogger(nestLogger(testApp.log))
        .compile();
      await moduleRef.init();
      workers.push(moduleRef);
      return moduleRef;
    },
    async startRelay() {
      const relay = await startOutboxRelay(testApp.config);
      workers.push(relay);
      return relay;
    },
    async addToOutbox(mails) {
      const outbox = testApp.app.get(OutboxService);
      await testApp.app
        .get(DataSource)
        .transaction((manager) => outbox.add(manager, Array.isArray(mails) ? mails : [mails]));
    },
    async outboxRows() {
      const [rows] = await testApp.db.query('SELECT * FROM outbox_messages ORDER BY id');
      return rows as OutboxRow[];
    },
    async close() {
      for (const worker of workers.splice(0)) await worker.close();
      await testApp.close();
      await sink.stop();
    },
  };
}

/** The worker's outbox relay alone, without the queue's consumer; the caller closes it. */
export async function startOutboxRelay(config: AppConfig): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.withConfig(config),
      DatabaseModule.withEntities(entities),
      OutboxRelayModule,
    ],
  }).compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}

/** Polls until the check passes or the time is up. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  { timeoutMs = 10_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
