import type { RowDataPacket } from 'mysql2/promise';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('team management', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin');
    finance = await createUser(testApp, 'finance');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const put = (url: string, payload: object = {}) =>
    testApp.app.inject({ method: 'PUT', url, headers: bearer(admin.token), payload });

  it('lists the members with role and status', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/team',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { email: string; role: string; status: string }[] }>();
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: admin.email, role: 'admin', status: 'active' }),
        expect.objectContaining({ email: finance.email, role: 'finance', status: 'active' }),
      ]),
    );
  });

  it('refuses to demote or disable the last enabled admin (409), and changes nothing', async () => {
    const demote = await put(`/api/admin/team/${admin.id}/role`, { role: 'finance' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<{ message: string }>().message).toBe(
      'The team needs at least one enabled administrator: make someone else an administrator first.',
    );
    expect((await put(`/api/admin/team/${admin.id}/disable`)).statusCode).toBe(409);
    const [rows] = await testApp.db.query<RowDataPacket[]>(
      'SELECT role, disabled_at FROM users WHERE id = ?',
      [admin.id],
    );
    expect(rows[0]).toEqual({ role: 'admin', disabled_at: null });
  });

  it('refuses a role the table does not know (400)', async () => {
    expect((await put(`/api/admin/team/${finance.id}/role`, { role: 'owner' })).statusCode).toBe(
      400,
    );
  });

  it('changes a role and disables a member, each with an audit entry', async () => {
    const changed = await put(`/api/admin/team/${finance.id}/role`, { role: 'admin' });
    expect(changed.statusCode).toBe(200);
    // Now that there are two admins, the first one may step down.
    expect((await put(`/api/admin/team/${admin.id}/role`, { role: 'reviewer' })).statusCode).toBe(
      200,
    );
    const disabled = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/team/${admin.id}/disable`,
      headers: bearer((await createUser(testApp, 'admin')).token),
    });
    expect(disabled.json<{ data: { status: string } }>().data.status).toBe('disabled');
    const [audit] = await testApp.db.query<RowDataPacket[]>(
      "SELECT action, entity_id, `before`, `after` FROM audit_log WHERE action LIKE 'team.%' ORDER BY id",
    );
    const entries = audit as { action: string; entity_id: string; before: object; after: object }[];
    expect(entries.map((row) => [row.action, row.entity_id, row.before, row.after])).toEqual([
      ['team.role-changed', finance.id, { role: 'finance' }, { role: 'admin' }],
      ['team.role-changed', admin.id, { role: 'admin' }, { role: 'reviewer' }],
      ['team.member-disabled', admin.id, { status: 'active' }, { status: 'disabled' }],
    ]);
  });
});
