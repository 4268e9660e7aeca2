import { createHash } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { messages, type MyRegistrationResult } from '@caawg11/conference';
import { invalidAccessLinkMessage } from '../src/registrations-and-money/access-links/access-links.service.js';
import { solvedCaptcha } from './support/captcha.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';

const registeredOn = '2025-07-15T10:00:00+03:00';
const minimumAnswerMs = 300;

function tokenOf(text: string): string {
  const match = /\/my-registration\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No access link in:\n${text}`);
  return match[1]!;
}

describe('registration access links', () => {
  let t: MailTestApp;
  let client = 0;

  beforeAll(async () => {
    t = await createMailTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        ACCESS_LINK_MIN_RESPONSE_MS: String(minimumAnswerMs),
        ACCESS_LINK_LIMIT_PER_EMAIL: '4',
        ACCESS_LINK_LIMIT_PER_CLIENT: '6',
      },
    });
    await t.startWorker();
    t.setNow(registeredOn);
  });

  afterAll(async () => {
    await t.close();
  });

  /** Each call comes from a client address of its own unless one is given. */
  function requestLink(email: string, from = `203.0.113.${(client += 1)}`) {
    return t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email },
      remoteAddress: from,
    });
  }

  function openPage(token: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { 'x-access-token': token },
    });
  }

  async function register(email: string): Promise<string> {
    const body = multipartBody({
      ...registrationFields({ email }),
      recaptchaToken: await solvedCaptcha(t.app),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ reference: string }>().reference;
  }

  it('puts a working access link in the registration e-mail', async () => {
    const reference = await register('grace@example.org');
    const [mail] = await eventually(() => {
      const found = t.sink.to('grace@example.org');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.text).toContain(reference);
    const token = tokenOf(mail!.text);
    expect(mail!.html).toContain(`${t.config.PUBLIC_SITE_URL}/my-registration?token=${token}`);

    const page = await openPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.json<MyRegistrationResult>().data).toMatchObject({
      reference,
      firstName: 'Grace',
      familyName: 'Atuhaire',
      email: 'grace@example.org',
      categoryLabel: 'AAWG member',
      pricingTier: 'early-bird',
      feeUsd: 100,
      paymentStatus: 'pending',
      payments: [],
    });
  });

  it('answers a known and an unknown address byte for byte alike, and e-mails only the known one', async () => {
    t.sink.clear();
    const known = await requestLink('Grace@Example.org ');
    const unknown = await requestLink('nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: messages.accessRequestSent });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    const mail = (
      await eventually(() => {
        const found = t.sink.to('grace@example.org');
        expect(found).toHaveLength(1);
        return found;
      })
    )[0]!;
    expect(mail.subject).toMatch(/^Your CAAWG11 registration access link \(CAAWG11-\d{4}\)$/);
    expect(mail.text).toContain('valid until 16 July 2025 at 10:00 (Kampala time)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.to('nobody@example.org')).toHaveLength(0);
    expect(t.sink.received).toHaveLength(1);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let round = 0; round < 2; round += 1) {
      for (const [kind, email] of [
        ['known', 'grace@example.org'],
        ['unknown', `stranger-${round}@example.org`],
      ] as const) {
        const started = performance.now();
        const response = await requestLink(email);
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
    }
    for (const duration of [...timings.known, ...timings.unknown]) {
      expect(duration).toBeGreaterThanOrEqual(minimumAnswerMs - 5);
    }
    const median = (list: number[]) =>
      [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(150);
  });

  it('keeps every earlier link valid until it expires, and refuses it afterwards', async () => {
    await register('amina@example.org');
    await requestLink('amina@example.org');
    await requestLink('amina@example.org');
    const mails = await eventually(() => {
      const found = t.sink.to('amina@example.org');
      expect(found).toHaveLength(3);
      return found;
    });
    const tokens = mails.map((mail) => tokenOf(mail.text));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect((await openPage(token)).statusCode).toBe(200);

    // Only a hash of each token is stored.
    const [rows] = await t.db.query<RowDataPacket[]>('SELECT * FROM access_tokens');
    const stored = JSON.stringify(rows);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    }

    // 24 hours after the first was issued, a used link no longer opens the page.
    t.setNow(new Date(new Date(registeredOn).getTime() + 24 * 3600 * 1000 + 1000));
    try {
      const expired = await openPage(tokens[0]!);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ success: false, message: invalidAccessLinkMessage });
    } finally {
      t.setNow(registeredOn);
    }
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not-a-token'],
    ['no token', undefined],
  ])('refuses %s with HTTP 401 and a clear message', async (_case, token) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: token === undefined ? {} : { 'x-access-token': token },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: invalidAccessLinkMessage });
  });

  it('limits requests per address, whoever sends them, alike for known and unknown addresses', async () => {
    await register('limit@example.org');
    for (const email of ['limit@example.org', 'flood@example.org']) {
      for (let request = 0; request < 4; request += 1) {
        expect((await requestLink(email)).statusCode).toBe(200);
      }
      const refused = await requestLink(email);
      expect(refused.statusCode).toBe(429);
      // The wait is the hour's window, told alike in Retry-After and the message.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(58 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(refused.json()).toMatchObject({
        success: false,
        message: messages.tooManyRequestsRetryIn(retryAfter),
      });
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Too many requests\. Please try again in (59 minutes|60 minutes|1 hour)\.$/,
      );
    }
  });

  it('limits requests per client address', async () => {
    const from = '198.51.100.7';
    for (let request = 0; request < 6; request += 1) {
      expect((await requestLink(`walker-${request}@example.org`, from)).statusCode).toBe(200);
    }
    expect((await requestLink('walker-next@example.org', from)).statusCode).toBe(429);
    expect((await requestLink('walker-next@example.org')).statusCode).toBe(200);
  });
});
