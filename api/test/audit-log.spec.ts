import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { conferenceTimeZone, type AuditLogView } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { insertMembership } from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the audit log on screen', () => {
  let t: TestApp;
  let admin: TestUser;
  let communications: TestUser;
  let membership: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    communications = await createUser(t, 'communications');
    membership = await insertMembership(t);
    const change = (status: string, reason?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/memberships/${membership}/status`,
        headers: bearer(communications.token),
        payload: { status, reason },
      });
    expect((await change('declined', 'Incomplete application')).statusCode).toBe(200);
    expect((await change('approved')).statusCode).toBe(200);
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(query = '', user: TestUser = admin) {
    return t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log${query}`,
      headers: bearer(user.token),
    });
  }

  it('lists who did what to which record, newest first, with the values before and after', async () => {
    const response = await list('?recordType=membership');
    expect(response.statusCode).toBe(200);
    const { data, count } = response.json<{ data: AuditLogView[]; count: number }>();
    expect(count).toBe(2);
    expect(
      data.map((entry) => [entry.actor, entry.action, entry.recordId, entry.before, entry.after]),
    ).toEqual([
      [
        communications.email,
        'inbox.status-changed',
        membership,
        { status: 'declined' },
        { status: 'approved' },
      ],
      [
        communications.email,
        'inbox.status-changed',
        membership,
        { status: 'new' },
        { status: 'declined', reason: 'Incomplete application' },
      ],
    ]);
  });

  it('filters by person and by date', async () => {
    const byPerson = await list(`?actor=${encodeURIComponent(admin.email)}`);
    expect(byPerson.json<{ count: number }>().count).toBe(0);
    // The filter's days are conference days: name today as Kampala does.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: conferenceTimeZone });
    const past = await list('?to=2020-01-01');
    expect(past.json<{ count: number }>().count).toBe(0);
    const recent = await list(`?from=2020-01-01&to=${today}`);
    expect(recent.json<{ count: number }>().count).toBeGreaterThanOrEqual(2);
    expect((await list('?recordType=spaceship')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await list('', communications)).statusCode).toBe(403);
  });

  it('cannot be changed or emptied: the database refuses, whoever asks', async () => {
    await expect(
      t.db.query("UPDATE audit_log SET actor_email = 'someone@example.org'"),
    ).rejects.toThrow('The audit log is append-only: its entries cannot be changed');
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(
      'The audit log is append-only: its entries cannot be removed',
    );
    const response = await list('?recordType=membership');
    expect(response.json<{ count: number }>().count).toBe(2);
  });

  it('has no path in the code that changes or removes an entry but the erasure’s redaction', () => {
    const writers = sourceFiles(join(dirname(fileURLToPath(import.meta.url)), '../src')).filter(
      (path) => {
        const source = readFileSync(path, 'utf8');
        return (
          /(UPDATE|DELETE\s+FROM|TRUNCATE(\s+TABLE)?)\s+`?audit_log\b/i.test(source) ||
          /AuditLogEntry\)\s*\.\s*(update|delete|remove|softDelete|softRemove|upsert)\(/.test(
            source,
          )
        );
      },
    );
    // The one exception: an erasure redacts the entries about the person, which the database's
    // trigger allows only to the erasure's connection and only to the redacted columns.
    expect(
      writers.map((path) =>
        relative(join(dirname(fileURLToPath(import.meta.url)), '../src'), path),
      ),
    ).toEqual([join('platform', 'audit', 'audit-entries.person-kind.ts')]);
  });
});
