import type { RowDataPacket } from 'mysql2/promise';
import type { AnnouncementDetails } from '@caawg11/conference';
import { bearer, createUser, insertRegistration, rows } from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { MailWorkerProcess } from './support/mail-worker-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an announcement when the worker process is killed mid-send', () => {
  let t: MailTestApp;
  const workers: MailWorkerProcess[] = [];

  beforeAll(async () => {
    t = await createMailTestApp({
      env: { ANNOUNCEMENT_RUN_EVERY_MS: '500', ANNOUNCEMENT_BATCH_SIZE: '4' },
    });
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.running) worker.kill('SIGKILL');
    t.sink.release();
    await t.close();
  });

  async function startWorker(): Promise<MailWorkerProcess> {
    const worker = await MailWorkerProcess.start(t.config);
    workers.push(worker);
    return worker;
  }

  it('reaches every paid field-trip registrant exactly once after a restart', async () => {
    const total = 12;
    const expected: string[] = [];
    for (let index = 0; index < total; index++) {
      const email = `trip-${String(index).padStart(2, '0')}@example.org`;
      expected.push(email);
      await insertRegistration(t, { email, paymentStatus: 'verified', fieldTrip: true });
    }
    await insertRegistration(t, { email: 'stays.home@example.org', paymentStatus: 'verified' });
    const deliveredBeforeCrash = 5;
    // The sink answers five messages, then holds its replies: the worker dies waiting for them.
    t.sink.onData = (count) => {
      if (count === deliveredBeforeCrash + 1) t.sink.hold();
    };

    const first = await startWorker();
    const communications = await createUser(t, 'communications');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: bearer(communications.token),
      payload: {
        audience: { kind: 'registrations', paymentStatuses: ['verified'], fieldTrip: true },
        texts: { en: { subject: 'Field trip', body: 'Dear {{name}}, the bus leaves at 07:30.' } },
        essential: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: AnnouncementDetails }>().data;

    await eventually(() => expect(t.sink.received).toHaveLength(deliveredBeforeCrash), {
      timeoutMs: 30_000,
    });
    // Let the worker record the acknowledged deliveries, then kill it without warning.
    await eventually(async () => {
      const sent = (await t.outboxRows()).filter((row) => row.status === 'sent');
      expect(sent).toHaveLength(deliveredBeforeCrash);
    });
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await eventually(() => expect(t.sink.heldFromOpenConnections).toBe(0));
    t.sink.onData = undefined;
    t.sink.release();

    await startWorker();
    await eventually(() => expect(t.sink.received.length).toBeGreaterThanOrEqual(total), {
      timeoutMs: 60_000,
    });
    await sleep(1500);
    expect(t.sink.received.map((mail) => mail.to[0]).sort()).toEqual(expected);

    const written = await rows<RowDataPacket>(
      t,
      'SELECT COUNT(*) AS n, COUNT(DISTINCT email) AS people FROM announcement_recipients WHERE announcement_id = ?',
      [id],
    );
    expect(Number(written[0]!.n)).toBe(total);
    expect(Number(written[0]!.people)).toBe(total);
    await eventually(async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/announcements/${id}`,
        headers: bearer(communications.token),
      });
      const { status, progress } = response.json<{ data: AnnouncementDetails }>().data;
      expect(status).toBe('sent');
      expect(progress).toEqual({ recipients: total, queued: 0, sent: total, failed: 0 });
    });
  }, 240_000);
});
