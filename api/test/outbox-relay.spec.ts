import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { MailMessage } from '../src/platform/mail/mail-message.js';
import { OutboxService } from '../src/platform/outbox/outbox.service.js';
import { MAIL_QUEUE } from '../src/platform/queue/queue.module.js';
import { eventually, startOutboxRelay } from './support/mail-harness.js';
import { createTestApp, type TestApp } from './support/test-app.js';

function mails(prefix: string, count: number): MailMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    template: 'membership-received' as const,
    to: `${prefix}-${index}@example.org`,
    data: { name: `${prefix} ${index}` },
  }));
}

/**
 * Two api replicas and, once started, two relays (the module each worker runs, without the
 * queue's consumer) on one database and one Redis: only the relay moves rows to the queue.
 */
describe('outbox relay', () => {
  const shared = randomBytes(4).toString('hex');
  const env = {
    DB_NAME: `caawg11_test_relay_${shared}`,
    REDIS_KEY_PREFIX: `caawg11-test-relay-${shared}`,
    // Long enough that only the nudge after a commit can explain a prompt hand-over.
    OUTBOX_RELAY_INTERVAL_MS: '60000',
    OUTBOX_RELAY_BATCH_SIZE: '25',
  };
  let first: TestApp;
  let second: TestApp;
  const relays: INestApplicationContext[] = [];

  beforeAll(async () => {
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });

  afterAll(async () => {
    for (const relay of relays.splice(0)) await relay.close();
    await second.close();
    await first.close();
  });

  async function startRelay(app: TestApp): Promise<void> {
    relays.push(await startOutboxRelay(app.config));
  }

  async function write(app: TestApp, list: MailMessage[], commit = true): Promise<void> {
    const outbox = app.app.get(OutboxService);
    await app.app
      .get(DataSource)
      .transaction(async (manager) => {
        await outbox.add(manager, list);
        if (!commit) throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => {
        if (commit) throw error;
      });
  }

  async function rows(): Promise<{ id: number; status: string; enqueued_at: Date | null }[]> {
    const [result] = await first.db.query('SELECT id, status, enqueued_at FROM outbox_messages');
    return result as { id: number; status: string; enqueued_at: Date | null }[];
  }

  function queue(app: TestApp): Queue {
    return app.app.get<Queue>(getQueueToken(MAIL_QUEUE));
  }

  it('leaves the rows in MySQL while no worker runs: the api serves requests only', async () => {
    await write(first, mails('before-relay', 2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await rows();
    expect(waiting).toHaveLength(2);
    for (const row of waiting) expect(row.enqueued_at).toBeNull();
    expect(await queue(first).getWaitingCount()).toBe(0);

    // A relay that starts takes on what was written before it.
    await startRelay(first);
    await startRelay(second);
    await eventually(async () => {
      for (const row of await rows()) expect(row.enqueued_at).not.toBeNull();
    });
    expect(await queue(first).getWaitingCount()).toBe(2);
  });

  it("hands rows to the queue right after the api's commit that wrote them", async () => {
    const started = Date.now();
    await write(first, mails('prompt', 3));
    await eventually(async () => {
      const written = await rows();
      expect(written).toHaveLength(5);
      for (const row of written) expect(row.enqueued_at).not.toBeNull();
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await queue(first).getWaitingCount()).toBe(5);
  });

  it('queues nothing for a transaction that rolled back', async () => {
    await write(first, mails('rolled-back', 2), false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rows()).toHaveLength(5);
    expect(await queue(first).getWaitingCount()).toBe(5);
  });

  it('shares the work between relays and queues every row exactly once', async () => {
    await Promise.all([
      write(first, mails('replica-a', 60)),
      write(second, mails('replica-b', 60)),
      write(first, mails('replica-c', 60)),
      write(second, mails('replica-d', 60)),
    ]);
    await eventually(async () => {
      const written = await rows();
      expect(written).toHaveLength(245);
      expect(written.filter((row) => row.enqueued_at === null)).toHaveLength(0);
    });
    const jobs = await queue(second).getWaiting(0, -1);
    expect(jobs).toHaveLength(245);
    const ids = jobs.map((job) => (job.data as { outboxId: string }).outboxId);
    expect(new Set(ids).size).toBe(245);
  });
});
