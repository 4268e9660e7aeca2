import type { Challenge } from 'altcha-lib';
import { messages } from '@caawg11/conference';
import {
  altchaChallengeTtlSeconds,
  altchaDifficulty,
} from '../src/platform/captcha/altcha.provider.js';
import { expiredCaptcha, solvePayload, solvedCaptcha } from './support/captcha.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The robot check through the booking form, the lightest submission that needs one. */
const booking = {
  fullName: 'Fatima Diallo',
  email: 'fatima.diallo@example.sn',
  phone: '+221 77 000 00 00',
  nationality: 'Senegalese',
  checkInDate: '2025-09-30',
  checkOutDate: '2025-10-05',
  specialRequests: '',
};

describe('Robot check (ALTCHA)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function book(recaptchaToken: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/bookings.php',
      payload: { ...booking, recaptchaToken },
    });
  }

  async function bookings(): Promise<number> {
    const [rows] = await testApp.db.query('SELECT id FROM bookings');
    return (rows as unknown[]).length;
  }

  it('GET /api/captcha/challenge issues a signed, expiring challenge in the widget\u2019s format', async () => {
    const before = Date.now() / 1000;
    const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: altchaDifficulty.algorithm,
      cost: altchaDifficulty.cost,
      nonce: expect.stringMatching(/^[0-9a-f]+$/),
      salt: expect.stringMatching(/^[0-9a-f]+$/),
    });
    const expiresAt = challenge.parameters.expiresAt ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before + altchaChallengeTtlSeconds) - 1);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + altchaChallengeTtlSeconds + 1);
  });

  it('GET /api/captcha/config names the provider and the challenge URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(response.json()).toEqual({
      success: true,
      message: 'ALTCHA',
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
  });

  it('accepts a solved payload once and refuses it when replayed', async () => {
    const token = await solvedCaptcha(testApp.app);
    expect((await book(token)).statusCode).toBe(201);
    const replay = await book(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      success: false,
      message: messages.captchaInvalid,
      errors: { recaptchaToken: messages.captchaInvalid },
    });
    expect(await bookings()).toBe(1);
  });

  it('remembers a used payload in Redis under the deployment prefix, until it would expire', async () => {
    const token = await solvedCaptcha(testApp.app);
    expect((await book(token)).statusCode).toBe(201);
    const { challenge } = JSON.parse(Buffer.from(token, 'base64').toString()) as {
      challenge: Challenge;
    };
    const redis = testApp.app.get<import('ioredis').Redis>(
      (await import('../src/platform/redis/redis.module.js')).REDIS,
    );
    const ttl = await redis.ttl(
      `${testApp.config.REDIS_KEY_PREFIX}:captcha:altcha:${challenge.parameters.nonce}`,
    );
    expect(ttl).toBeGreaterThan(altchaChallengeTtlSeconds - 30);
    expect(ttl).toBeLessThanOrEqual(altchaChallengeTtlSeconds + 60);
  });

  it('refuses a payload whose challenge has expired', async () => {
    const response = await book(await expiredCaptcha(testApp.config));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
    expect(await bookings()).toBe(2);
  });

  it('refuses a challenge signed with another key', async () => {
    const { createChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const foreign = await createChallenge({
      algorithm: altchaDifficulty.algorithm,
      cost: altchaDifficulty.cost,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'not-the-api-key-but-long-enough-0123456789',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const response = await book(await solvePayload(foreign));
    expect(response.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
  });

  it('refuses a wrong solution and a payload that is not one', async () => {
    const token = await solvedCaptcha(testApp.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
      solution: { counter: number };
    };
    payload.solution.counter += 1;
    const wrong = await book(Buffer.from(JSON.stringify(payload)).toString('base64'));
    expect(wrong.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
    const garbage = await book('not a payload at all');
    expect(garbage.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
  });
});
