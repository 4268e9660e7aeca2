import { jest } from '@jest/globals';
import type { RowDataPacket } from 'mysql2/promise';
import { teamMessages, type TeamInvitation, type TeamMember } from '@caawg11/conference';
import { PasswordHasher } from '../src/platform/security/password-hasher.js';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { dataToSend } from './support/outbox-links.js';

describe('inviting organisers to the team', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' } });
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  function invite(payload: object, user: TestUser = admin) {
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/team/invitations',
      headers: bearer(user.token),
      payload,
    });
  }

  /** The token of the newest invitation e-mail to an address, read from its outbox row. */
  async function tokenSentTo(email: string): Promise<string> {
    const [mail] = await rows<RowDataPacket>(
      t,
      "SELECT id FROM outbox_messages WHERE template = 'team-invitation' AND recipient = ? ORDER BY id DESC LIMIT 1",
      [email],
    );
    const link = (await dataToSend(t, String(mail!.id))).link!;
    expect(link).toMatch(/^http.+\/dashboard\/invitation\?token=[\w-]{43}$/);
    return new URL(link).searchParams.get('token')!;
  }

  function accept(token: string, password = 'a-long-reviewer-password') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, password },
    });
  }

  function signIn(email: string, password: string) {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  }

  it('invites a reviewer who sets a password, signs in and sees only their abstracts', async () => {
    const water = await insertAbstractSubmission(t, { subtheme: 'Water Supply and Geosciences' });
    await insertAbstractSubmission(t, { subtheme: 'Geoethics and Inclusive Development' });

    const response = await invite({
      email: ' Reviewer.One@Example.org ',
      role: 'reviewer',
      subthemes: ['Water Supply and Geosciences'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(
      'Invitation sent to reviewer.one@example.org.',
    );
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/team/invitations',
      headers: bearer(admin.token),
    });
    expect(pending.json<{ data: TeamInvitation[] }>().data).toEqual([
      expect.objectContaining({
        email: 'reviewer.one@example.org',
        role: 'reviewer',
        subthemes: ['Water Supply and Geosciences'],
        invitedBy: admin.email,
      }),
    ]);

    const token = await tokenSentTo('reviewer.one@example.org');
    const [stored] = await rows<RowDataPacket>(t, 'SELECT token_hash FROM team_invitations');
    expect(stored!.token_hash).not.toContain(token);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/preview',
      payload: { token },
    });
    expect(preview.json<{ data: object }>().data).toEqual({
      email: 'reviewer.one@example.org',
      role: 'reviewer',
    });

    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string> }>().errors.password).toBe(
      'The password must have at least 12 characters',
    );
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(410);

    const login = await signIn('reviewer.one@example.org', 'a-long-reviewer-password');
    expect(login.statusCode).toBe(200);
    const reviewer = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const abstracts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/review/assigned',
      headers: reviewer,
    });
    expect(
      abstracts
        .json<{ data: { abstracts: { id: string }[] } }>()
        .data.abstracts.map((item) => item.id),
    ).toEqual([water]);
    for (const url of [
      '/api/admin/registrations',
      '/api/admin/memberships',
      '/api/admin/team',
      '/api/admin/abstracts',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: reviewer });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('refuses a link that does not work before spending a password hash on it', async () => {
    const hash = jest.spyOn(t.app.get(PasswordHasher), 'hash');
    try {
      await invite({ email: 'hashed.once@example.org', role: 'logistics' });
      const token = await tokenSentTo('hashed.once@example.org');
      // One character changed: the last, to one it is not.
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const guess of ['x'.repeat(43), altered, '']) {
        const refused = await accept(guess);
        expect(refused.statusCode).toBe(410);
        expect(refused.json<{ message: string }>().message).toBe(teamMessages.invitationInvalid);
      }
      expect(hash).not.toHaveBeenCalled();

      expect((await accept(token)).statusCode).toBe(200);
      expect(hash).toHaveBeenCalledTimes(1);
      expect((await accept(token)).statusCode).toBe(410);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }
  });

  it('shows an invitation only to a body that carries its token', async () => {
    await invite({ email: 'preview.only@example.org', role: 'finance' });
    const token = await tokenSentTo('preview.only@example.org');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/preview',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors.token).toBe(
      'This field is required',
    );
    // The token no longer travels in a path, where request logs would keep it.
    const inPath = await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(inPath.statusCode).toBe(404);
  });

  it('replaces an earlier invitation to the same address, and lets none outlive 72 hours', async () => {
    await invite({ email: 'finance.two@example.org', role: 'finance' });
    const first = await tokenSentTo('finance.two@example.org');
    await invite({ email: 'finance.two@example.org', role: 'finance' });
    const second = await tokenSentTo('finance.two@example.org');
    const replaced = await accept(first);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json<{ message: string }>().message).toContain(
      'it was used, replaced or has expired',
    );

    t.setNow(new Date(Date.now() + 73 * 60 * 60 * 1000));
    try {
      expect((await accept(second)).statusCode).toBe(410);
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses an address that already has an account, subthemes for other roles, and non-admins', async () => {
    expect((await invite({ email: admin.email, role: 'finance' })).statusCode).toBe(409);
    const subthemes = await invite({
      email: 'logistics@example.org',
      role: 'logistics',
      subthemes: ['Water Supply and Geosciences'],
    });
    expect(subthemes.statusCode).toBe(400);
    expect(subthemes.json<{ errors: Record<string, string> }>().errors.subthemes).toBe(
      'Only reviewers have subthemes.',
    );
    const finance = await createUser(t, 'finance');
    expect((await invite({ email: 'x@example.org', role: 'admin' }, finance)).statusCode).toBe(403);
  });

  it("changes a reviewer's subthemes, which their very next request sees", async () => {
    const reviewer = await createUser(t, 'reviewer');
    const change = (subthemes: string[], id = reviewer.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/team/${id}/subthemes`,
        headers: bearer(admin.token),
        payload: { subthemes },
      });
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/review/assigned',
          headers: bearer(reviewer.token),
        })
      ).json<{ data: { total: number } }>().data.total;
    expect(await listed()).toBe(0);
    const changed = await change(['Geoethics and Inclusive Development']);
    expect(changed.json<{ data: TeamMember }>().data.subthemes).toEqual([
      'Geoethics and Inclusive Development',
    ]);
    expect(await listed()).toBe(1);
    expect((await change(['Astrology'])).statusCode).toBe(400);
    expect((await change([], admin.id)).statusCode).toBe(400);
  });
});
