import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { messages, publicApiMessages } from '@caawg11/conference';
import { abstractFilePolicy } from '../src/abstracts-and-programme/abstracts/abstracts.service.js';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { FileLinksService } from '../src/platform/admin/file-links.service.js';
import { FilesService } from '../src/platform/files/files.service.js';
import { loginThrottleUnavailableMessage } from '../src/platform/auth/login-throttle.service.js';
import { insertPayment, insertRegistration } from './support/admin-fixtures.js';
import { freePort } from './support/private-redis.js';
import { sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const contact = {
  name: 'Amina Nakato',
  email: 'amina@example.org',
  subject: 'Hello',
  message: 'A question about the programme.',
};

function postContact(testApp: TestApp, remoteAddress: string, forwardedFor?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact.php',
    payload: contact,
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

describe('Rate limit of the public endpoints', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '3',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers the request over the limit with HTTP 429 and the message, per client address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postContact(testApp, '203.0.113.7')).statusCode).toBe(201);
    }
    const refused = await postContact(testApp, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    // The message and Retry-After name the same wait, at most the one-minute window.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      message: messages.tooManyRequestsRetryIn(retryAfter),
    });

    expect((await postContact(testApp, '203.0.113.8')).statusCode).toBe(201);
    const [rows] = await testApp.db.query('SELECT id FROM contact_messages');
    expect(rows).toHaveLength(4);
  });

  it('counts an IPv6 client by its /64, the block one subscriber holds, and an IPv4-mapped one as IPv4', async () => {
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:1:2:3:4',
      '2001:0db8:00aa:00bb::ff',
    ]) {
      expect((await postContact(testApp, address)).statusCode).toBe(201);
    }
    expect((await postContact(testApp, '2001:db8:aa:bb:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await postContact(testApp, '2001:db8:aa:bc::1')).statusCode).toBe(201);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postContact(testApp, '198.51.100.40')).statusCode).toBe(201);
    }
    expect((await postContact(testApp, '::ffff:198.51.100.40')).statusCode).toBe(429);
  });

  it('counts each endpoint on its own and keeps the counts in Redis under the deployment prefix', async () => {
    const membership = await testApp.app.inject({
      method: 'POST',
      url: '/api/membership.php',
      payload: {},
      remoteAddress: '203.0.113.7',
    });
    expect(membership.statusCode).toBe(400);
    const redis = testApp.app.get<import('ioredis').Redis>(
      (await import('../src/platform/redis/redis.module.js')).REDIS,
    );
    const keys = await redis.keys(`${testApp.config.REDIS_KEY_PREFIX}:rl:*`);
    expect(
      keys.some((key) => key.includes('/api/contact.php') && key.endsWith('203.0.113.7')),
    ).toBe(true);
    expect(keys.some((key) => key.includes('/api/membership.php'))).toBe(true);
  });

  it('by default believes no X-Forwarded-For: a forged one lands in the same bucket as none', async () => {
    // Even a loopback peer (the old default trusted it) cannot pick a bucket by naming a client.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postContact(testApp, '127.0.0.1', `198.51.100.${attempt + 1}`);
      expect(response.statusCode).toBe(201);
    }
    expect((await postContact(testApp, '127.0.0.1', '198.51.100.99')).statusCode).toBe(429);
    expect((await postContact(testApp, '127.0.0.1')).statusCode).toBe(429);
  });

  it('limits the signed-link file route, which a link can be replayed on until it expires', async () => {
    const files = testApp.app.get(FilesService);
    const links = testApp.app.get(FileLinksService);
    const stored = await files.storeUpload(
      { originalname: 'Mukasa.docx', stream: Readable.from([sampleFiles.docx()]) },
      abstractFilePolicy,
    );
    const fileId = await testApp.app
      .get(DataSource)
      .transaction((manager) => files.record(manager, stored));
    const reviewer = { userId: null, email: 'reviewer@example.org', clientAddress: null };
    const plain = (await links.issue(fileId, reviewer)).url;
    const named = (await links.issueNamed(fileId, 'ABS-001', reviewer)).url;

    for (const url of [plain, named]) {
      const open = (remoteAddress: string) =>
        testApp.app.inject({ method: 'GET', url, remoteAddress });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await open('203.0.113.20')).statusCode).toBe(200);
      }
      const refused = await open('203.0.113.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        message: messages.tooManyRequestsRetryIn(Number(refused.headers['retry-after'])),
      });
      expect((await open('203.0.113.21')).statusCode).toBe(200);
    }
  });

  it('does not limit the health check', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).not.toBe(429);
    }
  });
});

describe('Rate limit while Redis is down', () => {
  let testApp: TestApp;
  let accessToken: string;

  beforeAll(async () => {
    const closedPort = await freePort();
    testApp = await createTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: `redis://127.0.0.1:${closedPort}` },
    });
    const registrationId = await insertRegistration(testApp, {
      paymentStatus: 'verified',
      feeUsd: 150,
    });
    await insertPayment(testApp, registrationId, { status: 'verified', amount: 150 });
    const issued = await testApp.app
      .get(DataSource)
      .transaction((manager) => testApp.app.get(AccessLinksService).issue(manager, registrationId));
    accessToken = new URL(issued.link).searchParams.get('token')!;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lets submissions through rather than failing them', async () => {
    expect((await postContact(testApp, '203.0.113.10')).statusCode).toBe(201);
    expect((await postContact(testApp, '203.0.113.10')).statusCode).toBe(201);
  });

  it('still answers access-link requests', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: 'amina@example.org' },
      remoteAddress: '203.0.113.11',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    '/api/my-registration/invoice',
    '/api/my-registration/receipt',
    '/api/my-registration/single-invoice',
    '/api/my-registration/group-invoice',
    '/api/my-registration/visa-letter/pdf',
    '/api/my-registration/certificates/C.1.attendance/pdf',
    '/api/my-registration/data',
  ])(
    'refuses %s, which builds a PDF or a ZIP, with 503 rather than build it without a brake',
    async (url) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-token': accessToken },
        remoteAddress: '203.0.113.13',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        message: publicApiMessages.documentsUnavailable,
      });
    },
  );

  it('refuses sign-in with 503 rather than let passwords be guessed without a brake', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.org', password: 'a-password-to-guess' },
      remoteAddress: '203.0.113.12',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: loginThrottleUnavailableMessage,
    });
  });
});
