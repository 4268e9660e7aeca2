import { createHash } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { teamMessages, withheldLink } from '@caawg11/conference';
import { sessionEndedMessage } from '../src/platform/auth/jwt.strategy.js';
import {
  bearer,
  createUser,
  requireTwoFactorFor,
  rows,
  testPassword,
  type TestUser,
} from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';

const newPassword = 'a brand new passphrase';
const minAnswerMs = 150;

describe('resetting a forgotten password by e-mail', () => {
  let t: MailTestApp;
  let nextClient = 10;

  beforeAll(async () => {
    t = await createMailTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        PASSWORD_RESET_PER_EMAIL: '3',
        PASSWORD_RESET_PER_CLIENT: '6',
        PASSWORD_RESET_MIN_ANSWER_MS: String(minAnswerMs),
      },
    });
    // The members here sign in with a password alone; two factors have a suite of their own.
    await requireTwoFactorFor(t, []);
    await t.startWorker();
  });

  afterAll(async () => {
    await t.close();
  });

  /** A client address of its own for each test, so the per-client limits do not carry over. */
  function newClient(): string {
    return `203.0.113.${nextClient++}`;
  }

  function requestReset(email: string, client: string, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      remoteAddress: client,
      headers,
    });
  }

  function confirm(token: string, password: string, client: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password },
      remoteAddress: client,
    });
  }

  function signIn(email: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: newClient(),
    });
  }

  function dashboard(token: string) {
    return t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
  }

  /** The token of the newest reset e-mail the member received, read from the SMTP sink. */
  async function tokenMailedTo(email: string, count = 1): Promise<string> {
    const mails = await eventually(
      () => {
        const received = t.sink.to(email);
        expect(received).toHaveLength(count);
        return received;
      },
      { timeoutMs: 20_000 },
    );
    const mail = mails.at(-1)!;
    const link = /(http\S+\/dashboard\/reset-password\?token=([\w-]{43}))/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link![1]);
    return link![2]!;
  }

  async function outboxRowsTo(email: string) {
    return rows<RowDataPacket>(
      t,
      "SELECT payload, sent_subject, sent_text, status, language FROM outbox_messages WHERE template = 'password-reset' AND recipient = ? ORDER BY id",
      [email],
    );
  }

  it('answers 202 with the same words for an unknown, a disabled and a known address', async () => {
    const member = await createUser(t, 'finance');
    const disabled = await createUser(t, 'logistics');
    await t.db.query('UPDATE users SET disabled_at = NOW(3) WHERE id = ?', [disabled.id]);
    const client = newClient();

    const answers = [];
    for (const email of ['nobody.here@example.org', disabled.email, member.email]) {
      const started = Date.now();
      const response = await requestReset(email, client);
      answers.push({
        status: response.statusCode,
        body: response.json<object>(),
        took: Date.now() - started,
      });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ success: true, message: teamMessages.passwordResetRequested });
      // Each answer waits out the same least time, whether or not a link was written.
      expect(answer.took).toBeGreaterThanOrEqual(minAnswerMs - 5);
    }

    await tokenMailedTo(member.email);
    expect(await outboxRowsTo('nobody.here@example.org')).toEqual([]);
    expect(await outboxRowsTo(disabled.email)).toEqual([]);
    const requested = await rows<RowDataPacket>(
      t,
      "SELECT actor_email FROM audit_log WHERE action = 'auth.password-reset-requested'",
    );
    expect(requested.map((row) => row.actor_email as string)).toEqual([member.email]);
  });

  it('lets the member choose a new password once, ending every earlier sign-in', async () => {
    const member = await createUser(t, 'admin');
    const client = newClient();
    const signedIn = await signIn(member.email, testPassword);
    expect(signedIn.statusCode).toBe(200);
    const earlierToken = signedIn.json<{ token: string }>().token;
    expect((await dashboard(earlierToken)).statusCode).toBe(200);
    expect((await dashboard(member.token)).statusCode).toBe(200);

    expect((await requestReset(` ${member.email.toUpperCase()} `, client)).statusCode).toBe(202);
    const token = await tokenMailedTo(member.email);

    // At rest the database keeps only the token's hash, and the sent row no longer the link.
    const [stored] = await rows<RowDataPacket>(
      t,
      'SELECT token_hash FROM password_resets WHERE user_id = ?',
      [member.id],
    );
    expect(stored!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const [sent] = await eventually(async () => {
      const mails = await outboxRowsTo(member.email);
      expect(mails.map((mail) => mail.status as string)).toEqual(['sent']);
      return mails;
    });
    const storedRow = JSON.stringify(sent);
    expect(storedRow).not.toContain(token);
    expect(sent!.sent_text).toContain(withheldLink);
    expect(sent!.payload).not.toHaveProperty('link');

    const short = await confirm(token, 'too short', client);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string> }>().errors.password).toBe(
      teamMessages.passwordTooShort(12),
    );

    const confirmed = await confirm(token, newPassword, client);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: teamMessages.passwordResetDone });

    expect((await signIn(member.email, testPassword)).statusCode).toBe(401);
    expect((await signIn(member.email, newPassword)).statusCode).toBe(200);
    for (const ended of [earlierToken, member.token]) {
      const refused = await dashboard(ended);
      expect(refused.statusCode).toBe(401);
      expect(refused.json<{ message: string }>().message).toBe(sessionEndedMessage);
    }

    const again = await confirm(token, 'yet another passphrase', client);
    expect(again.statusCode).toBe(410);
    expect(again.json<{ message: string }>().message).toBe(teamMessages.passwordResetInvalid);
    expect((await signIn(member.email, newPassword)).statusCode).toBe(200);

    const audited = await rows<RowDataPacket>(
      t,
      "SELECT actor_email, client_address FROM audit_log WHERE action = 'auth.password-reset' AND entity_id = ?",
      [member.id],
    );
    expect(audited).toEqual([{ actor_email: member.email, client_address: client }]);
  });

  it('writes the e-mail in the language the member asked in, the link left out of its subject', async () => {
    const member = await createUser(t, 'communications');
    expect(
      (await requestReset(member.email, newClient(), { 'accept-language': 'fr' })).statusCode,
    ).toBe(202);
    const token = await tokenMailedTo(member.email);
    const [mail] = t.sink.to(member.email);
    expect(mail!.subject).toBe(
      "Choisissez un nouveau mot de passe pour l'espace d'administration de la CAAWG11",
    );
    expect(mail!.subject).not.toContain(token);
    expect(mail!.text).toContain('Le lien ne peut servir qu');
    const [row] = await outboxRowsTo(member.email);
    expect(row!.language).toBe('fr');
  });

  it('refuses a link 31 minutes after it was sent, and an older link once a newer one is sent', async () => {
    const member = await createUser(t, 'reviewer');
    const client = newClient();
    try {
      t.setNow('2025-09-01T09:00:00Z');
      await requestReset(member.email, client);
      const first = await tokenMailedTo(member.email, 1);
      await requestReset(member.email, client);
      const second = await tokenMailedTo(member.email, 2);
      expect(second).not.toBe(first);
      expect((await confirm(first, newPassword, client)).statusCode).toBe(410);

      t.setNow('2025-09-01T09:31:00Z');
      const expired = await confirm(second, newPassword, client);
      expect(expired.statusCode).toBe(410);
      expect(expired.json<{ message: string }>().message).toBe(teamMessages.passwordResetInvalid);
      expect((await signIn(member.email, testPassword)).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses the link of an account disabled after it was sent', async () => {
    const member = await createUser(t, 'finance');
    const client = newClient();
    await requestReset(member.email, client);
    const token = await tokenMailedTo(member.email);
    await t.db.query('UPDATE users SET disabled_at = NOW(3) WHERE id = ?', [member.id]);
    expect((await confirm(token, newPassword, client)).statusCode).toBe(410);
    const [account] = await rows<RowDataPacket>(t, 'SELECT password_hash FROM users WHERE id = ?', [
      member.id,
    ]);
    expect(account!.password_hash).not.toBe('');
    expect((await signIn(member.email, newPassword)).statusCode).toBe(401);
  });

  it('throttles requests per address, whichever client asks, and per client', async () => {
    const member: TestUser = await createUser(t, 'logistics');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await requestReset(member.email, newClient())).statusCode).toBe(202);
    }
    const refused = await requestReset(member.email, newClient());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // An address without an account is counted alike, so a refusal tells nothing.
    for (let attempt = 0; attempt < 3; attempt++) {
      await requestReset('no.account@example.org', newClient());
    }
    expect((await requestReset('no.account@example.org', newClient())).statusCode).toBe(429);

    const client = newClient();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await requestReset(`walker-${attempt}@example.org`, client)).statusCode).toBe(202);
    }
    expect((await requestReset('walker-6@example.org', client)).statusCode).toBe(429);

    const guesser = newClient();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await confirm('x'.repeat(43), newPassword, guesser)).statusCode).toBe(410);
    }
    expect((await confirm('x'.repeat(43), newPassword, guesser)).statusCode).toBe(429);
  });

  it('answers 400 with field messages for a missing or malformed body', async () => {
    const client = newClient();
    const blank = await requestReset('', client);
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: Record<string, string> }>().errors).toHaveProperty('email');
    for (const payload of [
      {},
      { token: null, password: null },
      { token: 'x'.repeat(101), password: 5 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload,
        remoteAddress: client,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
        'password',
        'token',
      ]);
    }
  });
});
