import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import {
  badCredentialsMessage,
  signedOutEverywhereMessage,
  wrongCurrentPasswordMessage,
} from '../src/platform/auth/auth.service.js';
import { sessionEndedMessage } from '../src/platform/auth/jwt.strategy.js';
import { UserSessions1763740806000 } from '../src/platform/database/migrations/1763740806000-user-sessions.js';
import { SignInSessions1763740813700 } from '../src/platform/database/migrations/1763740813700-sign-in-sessions.js';
import { UsersRepository } from '../src/platform/users/users.repository.js';
import {
  bearer,
  createUser,
  requireTwoFactorFor,
  rows,
  testPassword,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('ending admin sessions', () => {
  let testApp: TestApp;
  let nextAddress = 10;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Sessions, not second factors (two-factor.spec.ts): the admins sign in with a password.
    await requireTwoFactorFor(testApp, []);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function signIn(email: string, password = testPassword): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `198.51.100.${nextAddress++}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  }

  function dashboard(token: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(token),
    });
  }

  function post(url: string, token: string, payload?: object) {
    return testApp.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  }

  it('ends only the sign-in that logs out: the same account on another device stays signed in', async () => {
    const admin = await createUser(testApp, 'admin');
    const desk = await signIn(admin.email);
    const phone = await signIn(admin.email);
    expect((await dashboard(desk)).statusCode).toBe(200);

    const logout = await post('/api/auth/logout', desk);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Signed out' });

    const refused = await dashboard(desk);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toBe(sessionEndedMessage);
    expect((await post('/api/auth/logout', desk)).statusCode).toBe(401);
    expect((await dashboard(phone)).statusCode).toBe(200);
    expect((await dashboard(await signIn(admin.email))).statusCode).toBe(200);
  });

  it('ends every sign-in of the account on request, and keeps the one that asked on a fresh token', async () => {
    const admin = await createUser(testApp, 'admin');
    const desk = await signIn(admin.email);
    const phone = await signIn(admin.email);

    const ended = await post('/api/auth/sessions/end-all', desk);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({
      success: true,
      message: signedOutEverywhereMessage,
      token: expect.any(String),
    });
    const { token: fresh } = ended.json<{ token: string }>();

    for (const old of [desk, phone, admin.token]) {
      const refused = await dashboard(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json<{ message: string }>().message).toBe(sessionEndedMessage);
    }
    expect((await dashboard(fresh)).statusCode).toBe(200);
    const [entry] = await rows<RowDataPacket>(
      testApp,
      "SELECT actor_email AS email FROM audit_log WHERE action = 'auth.signed-out-everywhere' AND entity_id = ?",
      [admin.id],
    );
    expect(entry?.email).toBe(admin.email);
  });

  it('lets any signed-in organiser end their own sign-ins, never another account’s', async () => {
    const finance = await createUser(testApp, 'finance');
    const reviewer = await createUser(testApp, 'reviewer');
    const ended = await post('/api/auth/sessions/end-all', finance.token);
    expect(ended.statusCode).toBe(200);
    expect((await dashboard(finance.token)).statusCode).toBe(401);
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(reviewer.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the tokens taken before a password change, and the old password', async () => {
    const admin = await createUser(testApp, 'admin');
    const token = await signIn(admin.email);
    const otherDevice = await signIn(admin.email);
    const newPassword = 'a-brand-new-passphrase-42';

    const wrong = await post('/api/auth/password', token, {
      currentPassword: 'not-the-password-at-all',
      newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      message: wrongCurrentPasswordMessage,
      errors: { currentPassword: wrongCurrentPasswordMessage },
    });
    const tooShort = await post('/api/auth/password', token, {
      currentPassword: testPassword,
      newPassword: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    expect((await dashboard(token)).statusCode).toBe(200);

    const changed = await post('/api/auth/password', token, {
      currentPassword: testPassword,
      newPassword,
    });
    expect(changed.statusCode).toBe(200);
    const { token: fresh } = changed.json<{ token: string }>();

    expect((await dashboard(token)).statusCode).toBe(401);
    expect((await dashboard(otherDevice)).statusCode).toBe(401);
    expect((await dashboard(fresh)).statusCode).toBe(200);
    const oldPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: testPassword },
      remoteAddress: `198.51.100.${nextAddress++}`,
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await dashboard(await signIn(admin.email, newPassword))).statusCode).toBe(200);
  });

  it('refuses the tokens of a disabled account, and its sign-in', async () => {
    const admin = await createUser(testApp, 'admin');
    const token = await signIn(admin.email);
    const otherDevice = await signIn(admin.email);
    expect((await dashboard(token)).statusCode).toBe(200);

    await testApp.app.get(UsersRepository).disable(admin.id);

    expect((await dashboard(token)).statusCode).toBe(401);
    expect((await dashboard(otherDevice)).statusCode).toBe(401);
    expect((await dashboard(admin.token)).statusCode).toBe(401);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: testPassword },
      remoteAddress: `198.51.100.${nextAddress++}`,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json<{ message: string }>().message).toBe(badCredentialsMessage);
  });

  it('needs a signed-in account to log out, end its sign-ins or change a password', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/sessions/end-all', '/api/auth/password']) {
      const response = await testApp.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('has a migration whose down() removes what its up() adds', async () => {
    const columns = async () =>
      (
        await rows<RowDataPacket>(
          testApp,
          "SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME IN ('token_version', 'disabled_at') ORDER BY COLUMN_NAME",
        )
      ).map((row) => String(row.name));
    const migration = new UserSessions1763740806000();
    const runner = testApp.app.get(DataSource).createQueryRunner();
    try {
      expect(await columns()).toEqual(['disabled_at', 'token_version']);
      await migration.down(runner);
      expect(await columns()).toEqual([]);
      await migration.up(runner);
      expect(await columns()).toEqual(['disabled_at', 'token_version']);
    } finally {
      await runner.release();
    }
  });

  it('has a sign-in table whose migration down() removes what its up() adds', async () => {
    const tables = async () =>
      (
        await rows<RowDataPacket>(
          testApp,
          "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'sign_in_sessions'",
        )
      ).map((row) => String(row.name));
    const migration = new SignInSessions1763740813700();
    const runner = testApp.app.get(DataSource).createQueryRunner();
    try {
      expect(await tables()).toEqual(['sign_in_sessions']);
      await migration.down(runner);
      expect(await tables()).toEqual([]);
      await migration.up(runner);
      expect(await tables()).toEqual(['sign_in_sessions']);
    } finally {
      await runner.release();
    }
  });
});
