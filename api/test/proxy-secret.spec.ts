import { randomBytes } from 'node:crypto';
import { proxySecretHeader } from '../src/platform/security/proxy-secret.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const contact = {
  name: 'Amina Nakato',
  email: 'amina@example.org',
  subject: 'Hello',
  message: 'A question about the programme.',
};

const proxySecret = randomBytes(32).toString('base64url');

describe('X-Forwarded-For from a trusted proxy address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        // As npm start runs it: the shell's proxy and every other local process share loopback.
        TRUST_PROXY: 'loopback',
        PROXY_SECRET: proxySecret,
        PUBLIC_RATE_LIMIT_PER_MINUTE: '3',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function postContact(remoteAddress: string, headers: Record<string, string>) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: contact,
      remoteAddress,
      headers,
    });
  }

  // Each case comes from a loopback address of its own, so each starts with a fresh count.
  it.each([
    ['no secret', '127.0.0.2', {}],
    [
      'a wrong secret',
      '127.0.0.3',
      { [proxySecretHeader]: 'a-guess-at-the-proxy-secret-0123456789' },
    ],
    ['an empty secret', '127.0.0.4', { [proxySecretHeader]: '' }],
  ])(
    'is ignored with %s: a forged address is counted as the socket’s own',
    async (_case, peer, secretHeader) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await postContact(peer, {
          ...secretHeader,
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
        });
        expect(response.statusCode).toBe(201);
      }
      const forged = await postContact(peer, {
        ...secretHeader,
        'x-forwarded-for': '198.51.100.99',
      });
      expect(forged.statusCode).toBe(429);
      expect((await postContact(peer, {})).statusCode).toBe(429);
    },
  );

  it('is believed with the right secret: each forwarded client has its own count', async () => {
    const proxied = (client: string) =>
      postContact('127.0.0.1', { [proxySecretHeader]: proxySecret, 'x-forwarded-for': client });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await proxied('203.0.113.40')).statusCode).toBe(201);
    }
    expect((await proxied('203.0.113.40')).statusCode).toBe(429);
    expect((await proxied('203.0.113.41')).statusCode).toBe(201);
    // The loopback socket itself has used none of its own requests.
    expect((await postContact('127.0.0.1', {})).statusCode).toBe(201);
  });
});
