import { generate } from 'otplib';
import type { RowDataPacket } from 'mysql2/promise';
import {
  defaultTwoFactorRoles,
  recoveryCodeCount,
  twoFactorMessages,
  type LoginResult,
  type TwoFactorChallenge,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@caawg11/conference';
import { sessionEndedMessage } from '../src/platform/auth/jwt.strategy.js';
import { bearer, createUser, rows, testPassword, type TestUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { declaredSettings } from '../src/platform/settings/index.js';
import { changeSetting } from './support/settings.js';

/** The code an authenticator app shows `stepsAhead` time steps from now. */
function appCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

describe('two-factor sign-in', () => {
  let testApp: TestApp;
  let nextAddress = 10;
  const freshAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  function login(email: string, remoteAddress = freshAddress(), password = testPassword) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  function verify(challengeToken: string, code: string, remoteAddress = freshAddress()) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { challengeToken, code },
      remoteAddress,
    });
  }

  function post(url: string, token: string, payload?: object, remoteAddress = freshAddress()) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload,
      remoteAddress,
    });
  }

  function get(url: string, token: string) {
    return testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  }

  async function challengeFor(email: string): Promise<string> {
    const response = await login(email);
    expect(response.statusCode).toBe(200);
    const body = response.json<TwoFactorChallenge & { token?: string }>();
    expect(body.twoFactorRequired).toBe(true);
    expect(body.token).toBeUndefined();
    return body.challengeToken;
  }

  /** Sets two factors up through the api; the code that enabled them is of the current step. */
  async function turnOn(user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await post('/api/auth/two-factor/setup', user.token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<TwoFactorSetup>();
    const enable = await post('/api/auth/two-factor/enable', user.token, {
      code: await appCode(secret),
    });
    expect(enable.statusCode).toBe(200);
    return { secret, recoveryCodes: enable.json<TwoFactorEnabled>().recoveryCodes };
  }

  it('sets up with a QR and a secret, enables with a code, then asks for a code at sign-in; a code works once', async () => {
    const member = await createUser(testApp, 'logistics');

    const setup = await post('/api/auth/two-factor/setup', member.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json<TwoFactorSetup>();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(member.email));
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    // Until a code confirms it the secret is not in use: signing in still needs the password only.
    const beforeEnable = await login(member.email);
    expect(beforeEnable.json<LoginResult>().token).toEqual(expect.any(String));

    const wrong = await post('/api/auth/two-factor/enable', member.token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { code: twoFactorMessages.wrongSetupCode } });

    const enable = await post('/api/auth/two-factor/enable', member.token, {
      code: await appCode(secret),
    });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json<TwoFactorEnabled>();
    expect(recoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodeCount);

    // Nothing stored gives the secret or a recovery code back.
    const [stored] = await rows<RowDataPacket>(
      testApp,
      'SELECT two_factor_secret, two_factor_enabled_at FROM users WHERE id = ?',
      [member.id],
    );
    expect(stored!.two_factor_enabled_at).not.toBeNull();
    expect(String(stored!.two_factor_secret)).not.toContain(secret);
    const hashes = await rows<RowDataPacket>(
      testApp,
      'SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ?',
      [member.id],
    );
    expect(hashes).toHaveLength(recoveryCodeCount);
    const storedText = JSON.stringify(hashes);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace('-', ''));
    }

    const again = await post('/api/auth/two-factor/setup', member.token);
    expect(again.statusCode).toBe(409);

    const challengeToken = await challengeFor(member.email);
    // The challenge is not a sign-in.
    expect((await get('/api/auth/me', challengeToken)).statusCode).toBe(401);
    expect(await verify(member.token, await appCode(secret, 1))).toMatchObject({ statusCode: 401 });

    const wrongCode = await verify(challengeToken, '123456');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject({ message: twoFactorMessages.wrongCode });

    const code = await appCode(secret, 1);
    const verified = await verify(challengeToken, code);
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json<LoginResult>();
    const me = await get('/api/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { id: member.id, email: member.email } });
    expect((await get('/api/admin/dashboard', token)).statusCode).toBe(200);

    // The same code again, and the code of the step the set-up used, are refused.
    const replay = await verify(await challengeFor(member.email), code);
    expect(replay.statusCode).toBe(401);
    const older = await verify(await challengeFor(member.email), await appCode(secret));
    expect(older.statusCode).toBe(401);

    const audit = await rows<RowDataPacket>(
      testApp,
      'SELECT action FROM audit_log WHERE entity_id = ? ORDER BY id',
      [member.id],
    );
    expect(audit.map((entry) => String(entry.action))).toEqual(
      expect.arrayContaining([
        'auth.two-factor-setup-started',
        'auth.two-factor-enabled',
        'auth.two-factor-code-refused',
        'auth.sign-in',
      ]),
    );
  });

  it('lets each recovery code sign in once, printed or typed without its dash', async () => {
    const member = await createUser(testApp, 'communications');
    const { recoveryCodes } = await turnOn(member);
    const [first, second] = recoveryCodes;

    const used = await verify(await challengeFor(member.email), first!.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect((await get('/api/auth/me', used.json<LoginResult>().token)).statusCode).toBe(200);

    const usedAgain = await verify(await challengeFor(member.email), first!);
    expect(usedAgain.statusCode).toBe(401);
    expect(usedAgain.json()).toMatchObject({ message: twoFactorMessages.wrongCode });

    const typed = await verify(await challengeFor(member.email), ` ${second!.replace('-', '')} `);
    expect(typed.statusCode).toBe(200);

    const status = await get('/api/auth/two-factor', member.token);
    expect(status.json()).toMatchObject({
      data: { enabled: true, recoveryCodesLeft: recoveryCodeCount - 2, required: false },
    });
    const audit = await rows<RowDataPacket>(
      testApp,
      "SELECT `after` FROM audit_log WHERE entity_id = ? AND action = 'auth.two-factor-recovery-code-used' ORDER BY id",
      [member.id],
    );
    expect(audit).toHaveLength(2);
  });

  it('throttles wrong codes like passwords: after five from one client, even the right code waits', async () => {
    const member = await createUser(testApp, 'logistics');
    const { secret } = await turnOn(member);
    const challengeToken = await challengeFor(member.email);
    const client = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(challengeToken, '111111', client)).statusCode).toBe(401);
    }
    const throttled = await verify(challengeToken, await appCode(secret, 1), client);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toEqual(expect.any(String));
    expect(throttled.json<{ message: string }>().message).toMatch(/^Too many wrong codes/);
  });

  it('refuses blank, wrongly typed and over-long fields with 400 and field messages', async () => {
    const member = await createUser(testApp, 'logistics');
    for (const payload of [
      {},
      { challengeToken: null, code: null },
      { challengeToken: 'x', code: 123456 },
      { challengeToken: 'x'.repeat(5000), code: '1'.repeat(500) },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify',
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: expect.any(Object) });
    }
    const enable = await post('/api/auth/two-factor/enable', member.token, { code: ['1'] });
    expect(enable.statusCode).toBe(400);
    // Enabling before a set-up asks for the set-up first.
    const early = await post('/api/auth/two-factor/enable', member.token, { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ errors: { code: twoFactorMessages.setupFirst } });
  });

  it('leads members of the required roles (admin and finance to begin with) to the set-up, and their token reaches nothing else', async () => {
    expect(defaultTwoFactorRoles).toEqual(['admin', 'finance']);
    const admin = await createUser(testApp, 'admin');
    const requirement = await get('/api/admin/team/two-factor-requirement', admin.token);
    expect(requirement.json()).toMatchObject({ data: { requiredRoles: ['admin', 'finance'] } });

    const finance = await createUser(testApp, 'finance');
    const signedIn = await login(finance.email);
    expect(signedIn.statusCode).toBe(200);
    const { token, twoFactorSetupRequired } = signedIn.json<LoginResult>();
    expect(twoFactorSetupRequired).toBe(true);

    expect((await get('/api/admin/dashboard', token)).statusCode).toBe(403);
    expect((await get('/api/admin/registrations', token)).json()).toMatchObject({
      message: twoFactorMessages.setupRequired,
    });
    const password = await post('/api/auth/password', token, {
      currentPassword: testPassword,
      newPassword: 'another-long-password',
    });
    expect(password.statusCode).toBe(403);
    const me = await get('/api/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { role: 'finance', twoFactorSetupRequired: true } });

    const setup = await post('/api/auth/two-factor/setup', token);
    expect(setup.statusCode).toBe(200);
    const enable = await post('/api/auth/two-factor/enable', token, {
      code: await appCode(setup.json<TwoFactorSetup>().secret),
    });
    expect(enable.statusCode).toBe(200);
    const enabled = enable.json<TwoFactorEnabled>();
    expect(enabled.recoveryCodes).toHaveLength(recoveryCodeCount);
    expect((await get('/api/admin/dashboard', enabled.token!)).statusCode).toBe(200);
    // The limited sign-in ended with the set-up.
    expect((await get('/api/auth/me', token)).json()).toMatchObject({
      message: sessionEndedMessage,
    });

    // A role outside the requirement signs in with the password alone, until an admin adds it.
    const logistics = await createUser(testApp, 'logistics');
    expect(
      (await login(logistics.email)).json<LoginResult>().twoFactorSetupRequired,
    ).toBeUndefined();
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/team/two-factor-requirement',
      headers: bearer(finance.token),
      payload: { requiredRoles: [] },
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/team/two-factor-requirement',
      headers: bearer(admin.token),
      payload: { requiredRoles: ['admin', 'owner'] },
    });
    expect(invalid.statusCode).toBe(400);
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/team/two-factor-requirement',
      headers: bearer(admin.token),
      payload: { requiredRoles: ['admin', 'finance', 'logistics'] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await login(logistics.email)).json<LoginResult>().twoFactorSetupRequired).toBe(true);
    const [audited] = await rows<RowDataPacket>(
      testApp,
      "SELECT `before`, `after` FROM audit_log WHERE action = 'team.two-factor-roles-changed'",
    );
    expect(audited).toMatchObject({
      before: { requiredRoles: ['admin', 'finance'] },
      after: { requiredRoles: ['admin', 'finance', 'logistics'] },
    });
    await changeSetting(testApp, declaredSettings.twoFactor, {
      requiredRoles: ['admin', 'finance'],
    });
  });

  it('lets an admin reset a member’s second factor: their sign-ins end and the set-up starts again', async () => {
    const admin = await createUser(testApp, 'admin');
    const member = await createUser(testApp, 'finance');
    const { recoveryCodes } = await turnOn(member);
    const signedIn = await verify(await challengeFor(member.email), recoveryCodes[0]!);
    const memberToken = signedIn.json<LoginResult>().token;

    const list = await get('/api/admin/team', admin.token);
    expect(list.json<{ data: { id: string; twoFactor: boolean }[] }>().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: member.id, twoFactor: true })]),
    );

    const byFinance = await post(`/api/admin/team/${admin.id}/two-factor/reset`, member.token);
    expect(byFinance.statusCode).toBe(403);
    expect((await post('/api/admin/team/999999/two-factor/reset', admin.token)).statusCode).toBe(
      404,
    );
    // Nor can a sign-in strip its own account's second factor.
    const own = await post(`/api/admin/team/${admin.id}/two-factor/reset`, admin.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: twoFactorMessages.ownReset });

    const reset = await post(`/api/admin/team/${member.id}/two-factor/reset`, admin.token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      message: twoFactorMessages.reset(member.email),
      data: { id: member.id, twoFactor: false },
    });
    expect((await get('/api/auth/me', memberToken)).statusCode).toBe(401);
    const codes = await rows<RowDataPacket>(
      testApp,
      'SELECT id FROM two_factor_recovery_codes WHERE user_id = ?',
      [member.id],
    );
    expect(codes).toHaveLength(0);

    // Finance needs two factors: the next sign-in leads to the set-up rather than a code.
    const next = await login(member.email);
    expect(next.json()).toMatchObject({ twoFactorSetupRequired: true, token: expect.any(String) });
    expect(next.json<{ twoFactorRequired?: boolean }>().twoFactorRequired).toBeUndefined();

    const [audited] = await rows<RowDataPacket>(
      testApp,
      "SELECT CAST(actor_user_id AS CHAR) AS actor_user_id, `before`, `after` FROM audit_log WHERE action = 'team.two-factor-reset' AND entity_id = ?",
      [member.id],
    );
    expect(audited).toMatchObject({
      actor_user_id: admin.id,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });

  it('issues a challenge that lasts five minutes', async () => {
    const member = await createUser(testApp, 'logistics');
    await turnOn(member);
    const challengeToken = await challengeFor(member.email);
    const claims = JSON.parse(
      Buffer.from(challengeToken.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { exp: number; iat: number; sub: string };
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims.sub).toBe(member.id);
  });
});
