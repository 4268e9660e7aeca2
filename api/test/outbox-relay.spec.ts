import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { MailMessage } from '../src/mail/mail-message.js';
import { OutboxService } from '../src/outbox/outbox.service.js';
import { MAIL_QUEUE } from '../src/queue/queue.module.js';
import { eventually } from './support/mail-harness.js';
import { createTestApp, type TestApp } from './support/test-app.js';

function mails(prefix: string, count: number): MailMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    template: 'membership-received' as const,
    to: `${prefix}-${index}@example.org`,
    data: { name: `${prefix} ${index}` },
  }));
}

/** Two api replicas on one database and one Redis, with no worker: only the relay runs. */
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

  beforeAll(async () => {
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

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

  it('hands rows to the queue right after the commit that wrote them', async () => {
    const started = Date.now();
    await write(first, mails('prompt', 3));
    await eventually(async () => {
      const written = await rows();
      expect(written).toHaveLength(3);
      for (const row of written) expect(row.enqueued_at).not.toBeNull();
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await queue(first).getWaitingCount()).toBe(3);
  });

  it('queues nothing for a transaction that rolled back', async () => {
    await write(first, mails('rolled-back', 2), false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rows()).toHaveLength(3);
    expect(await queue(first).getWaitingCount()).toBe(3);
  });

  it('shares the work between replicas and queues every row exactly once', async () => {
    await Promise.all([
      write(first, mails('replica-a', 60)),
      write(second, mails('replica-b', 60)),
      write(first, mails('replica-c', 60)),
      write(second, mails('replica-d', 60)),
    ]);
    await eventually(async () => {
      const written = await rows();
      expect(written).toHaveLength(243);
      expect(written.filter((row) => row.enqueued_at === null)).toHaveLength(0);
    });
    const jobs = await queue(second).getWaiting(0, -1);
    expect(jobs).toHaveLength(243);
    const ids = jobs.map((job) => (job.data as { outboxId: string }).outboxId);
    expect(new Set(ids).size).toBe(243);
  });
});
