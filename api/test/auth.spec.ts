import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import type { RowDataPacket } from 'mysql2/promise';
import { messages } from '@caawg11/conference';
import { badCredentialsMessage } from '../src/platform/auth/auth.service.js';
import { FirstAdminService } from '../src/platform/users/first-admin.service.js';
import { bearer, createUser, rows, testPassword } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const adminEmail = 'first.admin@example.org';
const adminPassword = 'first-admin-password-for-tests';

describe('auth', () => {
  let testApp: TestApp;
  let nextAddress = 10;
  /** A client address of its own for each test, so throttle counts never leak between tests. */
  const freshAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function login(email: string, password: string, remoteAddress = freshAddress()) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  describe('the first admin', () => {
    it('is created from ADMIN_EMAIL and ADMIN_PASSWORD on start-up, with an argon2id hash', async () => {
      const [user] = await rows<RowDataPacket>(
        testApp,
        'SELECT email, role, password_hash FROM users WHERE email = ?',
        [adminEmail],
      );
      expect(user).toMatchObject({ email: adminEmail, role: 'admin' });
      expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user?.password_hash).not.toContain(adminPassword);
    });

    it('is never overwritten when the configured password changes', async () => {
      testApp.config.ADMIN_PASSWORD = 'a-different-password-now';
      await testApp.app.get(FirstAdminService).onApplicationBootstrap();
      testApp.config.ADMIN_PASSWORD = adminPassword;
      const [{ total }] = (await rows<RowDataPacket>(
        testApp,
        'SELECT COUNT(*) AS total FROM users WHERE email = ?',
        [adminEmail],
      )) as [{ total: number }];
      expect(Number(total)).toBe(1);
      expect((await login(adminEmail, adminPassword)).statusCode).toBe(200);
      expect((await login(adminEmail, 'a-different-password-now')).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers { success, token, message } and the token opens GET /api/auth/me', async () => {
      const response = await login(adminEmail.toUpperCase(), adminPassword);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; token: string; message: string }>();
      expect(body).toMatchObject({ success: true, message: expect.any(String) });
      const claims = testApp.app
        .get(JwtService)
        .decode<{ exp: number; iat: number; role: string }>(body.token);
      expect(claims.role).toBe('admin');
      expect(claims.exp - claims.iat).toBe(8 * 3600);

      const me = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(body.token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        success: true,
        data: { email: adminEmail, role: 'admin', id: expect.any(String) },
      });
      expect(JSON.stringify(me.json())).not.toMatch(/password/i);
    });

    it('records each sign-in in the audit log with the client address', async () => {
      const address = freshAddress();
      await login(adminEmail, adminPassword, address);
      const [entry] = await rows<RowDataPacket>(
        testApp,
        "SELECT * FROM audit_log WHERE action = 'auth.sign-in' AND client_address = ?",
        [address],
      );
      expect(entry).toMatchObject({ actor_email: adminEmail, entity_type: 'user' });
    });

    it('gives the same answer for a wrong password and for an unknown e-mail', async () => {
      const wrongPassword = await login(adminEmail, 'not-the-password-at-all');
      const unknownEmail = await login('nobody@example.org', adminPassword);
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, message: badCredentialsMessage });
      }
    });

    it("refuses a blank e-mail or password with the field's message", async () => {
      for (const payload of [
        { email: '', password: 'x' },
        { email: adminEmail, password: '' },
        {},
      ]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: messages.loginRequired });
      }
    });
  });

  describe('the failed sign-in throttle', () => {
    const loginThrottled =
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

    async function auditedFailures(email: string): Promise<number> {
      const found = await rows(
        testApp,
        "SELECT id FROM audit_log WHERE action = 'auth.sign-in-failed' AND actor_email = ?",
        [email],
      );
      return found.length;
    }

    it('refuses an account after 5 failures in 15 minutes from that client, even with the right password, saying how long to wait', async () => {
      const user = await createUser(testApp, 'admin');
      const address = freshAddress();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(user.email, `wrong-${attempt}-password`, address)).statusCode).toBe(
          401,
        );
      }
      const blocked = await login(user.email, testPassword, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, message: loginThrottled });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json<{ message: string }>().message).toContain(
        `${Math.ceil(retryAfter / 60)} minutes`,
      );
      // The count decays: it lives in Redis under the configured prefix and runs out after 15 minutes.
      const redis = new Redis(testApp.config.REDIS_URL);
      try {
        const [accountKey, ...others] = await redis.keys(
          `${testApp.config.REDIS_KEY_PREFIX}:rl:login:account-client:*${address}`,
        );
        expect(others).toHaveLength(0);
        expect(accountKey).not.toContain(user.email);
        const ttl = await redis.ttl(accountKey ?? '');
        expect(ttl).toBeGreaterThan(14 * 60);
        expect(ttl).toBeLessThanOrEqual(15 * 60);
        await redis.del(accountKey ?? '');
      } finally {
        redis.disconnect();
      }
      expect((await login(user.email, testPassword, address)).statusCode).toBe(200);
    });

    it('never locks the real admin out: another client signs in to the refused account as usual', async () => {
      const user = await createUser(testApp, 'admin');
      const guesser = freshAddress();
      await Promise.all(
        Array.from({ length: 8 }, (_, attempt) => login(user.email, `wrong-${attempt}`, guesser)),
      );
      expect((await login(user.email, testPassword, guesser)).statusCode).toBe(429);
      expect((await login(user.email, testPassword, freshAddress())).statusCode).toBe(200);
    });

    it('counts parallel guesses one by one: of 10 at once, exactly 5 reach the password check', async () => {
      const user = await createUser(testApp, 'admin');
      const address = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, attempt) =>
          login(user.email, `wrong-${attempt}-password`, address),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      expect(await auditedFailures(user.email)).toBe(5);

      // Further attempts, even in parallel and even with the right password, are refused unchecked.
      const more = await Promise.all([
        login(user.email, testPassword, address),
        login(user.email, 'wrong-again', address),
        login(user.email, testPassword, address),
      ]);
      expect(more.map((answer) => answer.statusCode)).toEqual([429, 429, 429]);
      expect(await auditedFailures(user.email)).toBe(5);
    });

    it('refuses a client address after 20 failures, whichever accounts it tried', async () => {
      const address = freshAddress();
      for (let attempt = 1; attempt <= 20; attempt++) {
        const response = await login(`guess-${attempt}@example.org`, 'guessed-password', address);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login(adminEmail, adminPassword, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: loginThrottled });
      // Another client signs in to the same account as usual.
      expect((await login(adminEmail, adminPassword)).statusCode).toBe(200);
    });

    it('counts only failures: successful sign-ins do not use up the allowance', async () => {
      const address = freshAddress();
      for (let attempt = 1; attempt <= 25; attempt++) {
        expect((await login(adminEmail, adminPassword, address)).statusCode).toBe(200);
      }
    });
  });

  describe('GET /api/auth/me', () => {
    it('needs a valid token', async () => {
      const missing = await testApp.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(missing.statusCode).toBe(401);
      const expired = await testApp.app
        .get(JwtService)
        .signAsync({ sub: '1', email: adminEmail, role: 'admin' }, { expiresIn: -10 });
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(expired),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    });
  });

  describe('POST /api/auth/register', () => {
    it('is closed unless configuration opens it', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'someone@example.org', password: 'a-long-enough-password' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false });
      const found = await rows<RowDataPacket>(testApp, 'SELECT id FROM users WHERE email = ?', [
        'someone@example.org',
      ]);
      expect(found).toHaveLength(0);
    });

    it('when open, creates a plain user (never an admin) who cannot enter the admin api', async () => {
      testApp.config.AUTH_REGISTRATION_OPEN = true;
      try {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            email: 'Self.Service@example.org',
            password: 'a-long-enough-password',
            role: 'admin',
          },
        });
        expect(response.statusCode).toBe(201);
        const { token } = response.json<{ token: string }>();
        const me = await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(token),
        });
        expect(me.json()).toMatchObject({
          data: { email: 'self.service@example.org', role: 'user' },
        });
        const admin = await testApp.app.inject({
          method: 'GET',
          url: '/api/admin/registrations',
          headers: bearer(token),
        });
        expect(admin.statusCode).toBe(403);

        const again = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: 'self.service@example.org', password: 'another-long-password' },
        });
        expect(again.statusCode).toBe(409);
      } finally {
        testApp.config.AUTH_REGISTRATION_OPEN = false;
      }
    });
  });

  describe('the current-password throttle of a password change', () => {
    const passwordCheckThrottled =
      /^Too many wrong current passwords\. Please try again in \d+ minutes?\.$/;

    function changePassword(
      token: string,
      currentPassword: string,
      remoteAddress: string,
      newPassword = 'a-new-long-enough-password',
    ) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(token),
        payload: { currentPassword, newPassword },
        remoteAddress,
      });
    }

    it('refuses the 6th check from a client within 15 minutes, even of the right password, saying how long to wait', async () => {
      const user = await createUser(testApp, 'finance');
      const address = freshAddress();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await changePassword(user.token, `wrong-${attempt}-password`, address);
        expect(wrong.statusCode).toBe(400);
      }
      const blocked = await changePassword(user.token, testPassword, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, message: passwordCheckThrottled });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The refused check changed nothing: the old password still signs in.
      expect((await login(user.email, testPassword)).statusCode).toBe(200);
    });

    it('gives a stolen session no more than 20 guesses from any number of addresses', async () => {
      const user = await createUser(testApp, 'finance');
      for (let attempt = 1; attempt <= 20; attempt++) {
        const address = `198.51.100.${attempt}`;
        const wrong = await changePassword(user.token, `guess-${attempt}-password`, address);
        expect(wrong.statusCode).toBe(400);
      }
      const blocked = await changePassword(user.token, testPassword, '198.51.100.21');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: passwordCheckThrottled });
    });

    it('lets the owner, who knows the password, change it after a few slips', async () => {
      const user = await createUser(testApp, 'finance');
      const address = freshAddress();
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await changePassword(user.token, `slip-${attempt}`, address)).statusCode).toBe(400);
      }
      const changed = await changePassword(user.token, testPassword, address);
      expect(changed.statusCode).toBe(200);
    });
  });
});
