import { solvedCaptcha } from './support/captcha.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { multipartBody } from './support/multipart.js';
import { PrivateRedis } from './support/private-redis.js';

function registrationFields(email: string): Record<string, string> {
  return {
    title: 'Ms.',
    firstName: 'Patience',
    otherNames: 'Namata',
    gender: 'Female',
    email,
    phone: '+256 772 000 222',
    country: 'Uganda',
    city: 'Entebbe',
    institution: 'Uganda Christian University',
    participationType: 'attendee',
    participantCategory: 'non-member',
    fieldTrip: 'No',
    marketingConsent: 'false',
    paymentConfirmation: 'true',
    programConsent: 'true',
    emailConsent: 'false',
  };
}

describe('mail while Redis is unreachable', () => {
  let redis: PrivateRedis;
  let t: MailTestApp;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await createMailTestApp({ env: { REDIS_URL: redis.url } });
    await t.startWorker();
    t.setNow('2025-07-15T10:00:00+03:00');
  });

  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await t.close();
    await redis.stop();
  });

  async function register(email: string) {
    const body = multipartBody({
      ...registrationFields(email),
      recaptchaToken: await solvedCaptcha(t.app),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
  }

  it('accepts a registration, keeps its e-mail in MySQL, and sends it once Redis is back', async () => {
    expect((await register('before@example.org')).statusCode).toBe(201);
    await eventually(() => expect(t.sink.to('before@example.org')).toHaveLength(1));

    await redis.stop();
    const started = Date.now();
    const response = await register('during@example.org');
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    // The submission does not wait for Redis.
    expect(Date.now() - started).toBeLessThan(2000);

    // The access-link request answers as usual too (its limits are skipped while Redis is down).
    const linkStarted = Date.now();
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: 'during@example.org' },
    });
    expect(link.statusCode).toBe(200);
    expect(Date.now() - linkStarted).toBeLessThan(2000);

    // Several relay passes later the rows are still waiting in MySQL, not lost and not queued.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const waiting = (await t.outboxRows()).filter((row) => row.recipient === 'during@example.org');
    expect(waiting.map((row) => row.template).sort()).toEqual([
      'access-link',
      'registration-received',
    ]);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', enqueued_at: null, attempts: 0 });
    }
    expect(t.sink.to('during@example.org')).toHaveLength(0);

    await redis.start();
    const mails = await eventually(
      () => {
        const found = t.sink.to('during@example.org');
        expect(found).toHaveLength(2);
        return found;
      },
      { timeoutMs: 15_000 },
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `CAAWG11 registration received - ${reference}`,
      `Your CAAWG11 registration access link (${reference})`,
    ]);
    await eventually(async () => {
      const rows = (await t.outboxRows()).filter((row) => row.recipient === 'during@example.org');
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.sink.received).toHaveLength(3);
  });
});
