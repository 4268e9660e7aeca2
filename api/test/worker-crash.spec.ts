import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { MailWorkerProcess } from './support/mail-worker-process.js';
import type { MailMessage } from '../src/platform/mail/mail-message.js';

function batch(prefix: string, count: number): MailMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    template: 'contact-acknowledgement' as const,
    to: `${prefix}-${index}@example.org`,
    data: { name: `${prefix} ${index}`, subject: `Message ${index}` },
  }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the worker process: crash and shutdown', () => {
  let t: MailTestApp;
  const workers: MailWorkerProcess[] = [];

  beforeAll(async () => {
    t = await createMailTestApp();
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.running) worker.kill('SIGKILL');
    await t.close();
  });

  afterEach(() => {
    t.sink.onData = undefined;
    t.sink.release();
  });

  async function startWorker(): Promise<MailWorkerProcess> {
    const worker = await MailWorkerProcess.start(t.config);
    workers.push(worker);
    return worker;
  }

  it('delivers every message exactly once after a worker is killed in the middle of a batch', async () => {
    const total = 30;
    const deliveredBeforeCrash = 10;
    // The sink answers the first ten messages, then holds its replies: the worker is killed
    // while it waits for them, so those messages were never acknowledged.
    t.sink.onData = (count) => {
      if (count === deliveredBeforeCrash + 1) t.sink.hold();
    };
    const first = await startWorker();
    await t.addToOutbox(batch('crash', total));

    await eventually(() => expect(t.sink.received).toHaveLength(deliveredBeforeCrash), {
      timeoutMs: 20_000,
    });
    // Let the worker record the ten acknowledged deliveries, then kill it without warning.
    await eventually(async () => {
      const sent = (await t.outboxRows()).filter((row) => row.status === 'sent');
      expect(sent).toHaveLength(deliveredBeforeCrash);
    });
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await eventually(() => expect(t.sink.heldFromOpenConnections).toBe(0));
    t.sink.onData = undefined;
    t.sink.release();

    const rows = await t.outboxRows();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(deliveredBeforeCrash);
    // Messages were in flight when the worker died: claimed, not sent.
    const inFlight = rows.filter((row) => row.status === 'sending').map((row) => row.id);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(t.sink.received).toHaveLength(deliveredBeforeCrash);

    await startWorker();
    await eventually(() => expect(t.sink.received.length).toBeGreaterThanOrEqual(total), {
      timeoutMs: 30_000,
    });
    await sleep(1500);
    const recipients = t.sink.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    expect(new Set(t.sink.received.map((mail) => mail.messageId)).size).toBe(total);
    const after = await t.outboxRows();
    expect(after.every((row) => row.status === 'sent')).toBe(true);
    // A claim of the dead worker was taken over once its lease ran out: two claims, one e-mail.
    for (const row of after) expect(row.attempts).toBe(inFlight.includes(row.id) ? 2 : 1);
  }, 240_000);

  it('on SIGTERM finishes the jobs in hand, takes no new ones, and exits with code 0', async () => {
    // The worker that recovered the batch above, or a new one.
    const worker = workers.find((candidate) => candidate.running) ?? (await startWorker());
    t.sink.clear();
    t.sink.hold();
    await t.addToOutbox(batch('term', 3));
    await eventually(() => expect(t.sink.heldCount).toBe(3), { timeoutMs: 20_000 });

    worker.kill('SIGTERM');
    await sleep(300);
    expect(worker.running).toBe(true);
    // Queued after SIGTERM (by a relay of its own, as the stopping worker's relay has stopped):
    // this worker must leave it to the next one.
    await t.startRelay();
    await t.addToOutbox(batch('later', 1));
    await sleep(500);
    t.sink.release();

    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(worker.output).toContain('worker stopped');
    expect(t.sink.received.map((mail) => mail.to[0]).sort()).toEqual([
      'term-0@example.org',
      'term-1@example.org',
      'term-2@example.org',
    ]);
    const later = (await t.outboxRows()).find((row) => row.recipient === 'later-0@example.org');
    expect(later).toMatchObject({ status: 'pending', attempts: 0 });
    expect(later?.enqueued_at).not.toBeNull();

    await t.startWorker();
    await eventually(() => expect(t.sink.to('later-0@example.org')).toHaveLength(1));
  }, 240_000);
});
