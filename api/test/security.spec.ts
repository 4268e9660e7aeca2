import type { RowDataPacket } from 'mysql2/promise';
import type { LightMyRequestResponse } from 'fastify';
import { jsonBodyLimitBytes } from '../src/http-app.js';
import {
  bodyProblem,
  maxBodyDepth,
  unreadableBodyMessage,
} from '../src/platform/security/body-hygiene.js';
import { signedFileContentSecurityPolicy } from '../src/platform/security/security-headers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const allowedOrigin = 'https://www.caawg11.example';
const foreignOrigin = 'https://evil.example';

const validContact = {
  name: 'Amina Nakato',
  email: 'amina@example.org',
  subject: 'Field trip',
  message: 'Is the field trip open to accompanying persons?',
};

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security of the api', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { CORS_ORIGINS: `${allowedOrigin},https://admin.caawg11.example` },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function count(table: string): Promise<number> {
    const [rows] = await testApp.db.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(rows[0]!.n);
  }

  describe('security headers (helmet)', () => {
    it('are on a successful answer', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response);
    });

    it('are on a validation failure, an unknown route and a refused token', async () => {
      const refused = await Promise.all([
        testApp.app.inject({ method: 'POST', url: '/api/contact.php', payload: {} }),
        testApp.app.inject({ method: 'GET', url: '/api/no-such-route' }),
        testApp.app.inject({
          method: 'GET',
          url: '/api/admin/registrations',
          headers: { authorization: 'Bearer not-a-token' },
        }),
      ]);
      expect(refused.map((response) => response.statusCode)).toEqual([400, 404, 401]);
      for (const response of refused) expectSecurityHeaders(response);
    });

    it('let a signed file link show its own image or PDF, and nothing else', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/files/1/1/forged',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-security-policy']).toBe(signedFileContentSecurityPolicy);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('CORS', () => {
    it('lets a configured front-end origin call the api, with credentials', async () => {
      const preflight = await testApp.app.inject({
        method: 'OPTIONS',
        url: '/api/contact.php',
        headers: {
          origin: allowedOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(allowedOrigin);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');

      const call = await testApp.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: allowedOrigin },
      });
      expect(call.headers['access-control-allow-origin']).toBe(allowedOrigin);
    });

    it('gives any other origin no CORS permission, on a preflight or a call', async () => {
      for (const origin of [foreignOrigin, 'http://localhost:4300', 'null']) {
        const preflight = await testApp.app.inject({
          method: 'OPTIONS',
          url: '/api/contact.php',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(`${origin}: ${String(preflight.headers['access-control-allow-origin'])}`).toBe(
          `${origin}: undefined`,
        );
        const call = await testApp.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { origin },
        });
        // Without Access-Control-Allow-Origin the browser withholds the answer from the page.
        expect(call.headers['access-control-allow-origin']).toBeUndefined();
      }
    });
  });

  describe('request body limits', () => {
    it('refuses a JSON body over the limit with 413 before parsing it, and stores nothing', async () => {
      const before = await count('contact_messages');
      const payload = JSON.stringify({
        ...validContact,
        message: 'x'.repeat(jsonBodyLimitBytes + 1),
      });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact.php',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
      expect(await count('contact_messages')).toBe(before);
    });

    it('accepts a body just under the limit at the HTTP level (the form rules then apply)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact.php',
        payload: { ...validContact, message: 'x'.repeat(jsonBodyLimitBytes - 1000) },
      });
      // Too long for the message field, but read and answered by validation, not by the limit.
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { message: expect.any(String) },
      });
    });

    it('refuses deep nesting and unpaired surrogates with 400 before validation', async () => {
      const before = await count('contact_messages');
      const deep = `{"name":${'['.repeat(maxBodyDepth)}"a"${']'.repeat(maxBodyDepth)}}`;
      const surrogate = JSON.stringify({ ...validContact, message: 'broken \ud800 text' });
      for (const payload of [deep, surrogate]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/contact.php',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: unreadableBodyMessage });
      }
      expect(await count('contact_messages')).toBe(before);
      // Shallow structure and paired surrogates (emoji) are ordinary input.
      expect(bodyProblem({ a: [[{ b: 'x' }]], c: 'Amina \u{1F469}\u200d\u{1F52C}' })).toBeNull();
    });

    it('refuses a body whose declared length exceeds the limit', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          'content-type': 'application/json',
          'content-length': String(10 * 1024 * 1024),
        },
        payload: '{}',
      });
      expect([400, 413]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ success: false });
    });
  });
});
