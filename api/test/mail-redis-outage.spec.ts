import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { PrivateRedis } from './support/private-redis.js';

describe('mail while Redis is unreachable', () => {
  let redis: PrivateRedis;
  let t: MailTestApp;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await createMailTestApp({ env: { REDIS_URL: redis.url } });
    await t.startWorker();
  });

  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await t.close();
    await redis.stop();
  });

  it('keeps the submission and its e-mail, and sends it once Redis is back', async () => {
    await t.addToOutbox({
      template: 'membership-received',
      to: 'before@example.org',
      data: { name: 'Before' },
    });
    await eventually(() => expect(t.sink.to('before@example.org')).toHaveLength(1));

    await redis.stop();
    const started = Date.now();
    await t.addToOutbox({
      template: 'registration-received',
      to: 'during@example.org',
      data: {
        reference: 'CAAWG11-0099',
        fullName: 'During Outage',
        categoryLabel: 'Student',
        tierLabel: 'Standard',
        feeUsd: 80,
        fieldTrip: false,
      },
    });
    // Writing the submission does not wait for Redis.
    expect(Date.now() - started).toBeLessThan(1000);

    // Several relay passes later the row is still waiting in MySQL, not lost and not queued.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const waiting = (await t.outboxRows()).find((row) => row.recipient === 'during@example.org');
    expect(waiting).toMatchObject({ status: 'pending', enqueued_at: null, attempts: 0 });
    expect(t.sink.to('during@example.org')).toHaveLength(0);

    await redis.start();
    await eventually(() => expect(t.sink.to('during@example.org')).toHaveLength(1), {
      timeoutMs: 15_000,
    });
    const mail = t.sink.to('during@example.org')[0]!;
    expect(mail.subject).toContain('CAAWG11-0099');
    await eventually(async () => {
      const sent = (await t.outboxRows()).find((row) => row.recipient === 'during@example.org');
      expect(sent?.status).toBe('sent');
    });
    expect(t.sink.received).toHaveLength(2);
  });
});
