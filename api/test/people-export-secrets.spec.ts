import type { RowDataPacket } from 'mysql2/promise';
import { bearer, createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { dataToSend } from './support/outbox-links.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { readZip } from './support/zip-reader.js';

const address = 'ines.kyomuhendo@example.org';

/**
 * A person's data ZIP holds what they were sent, never a working link: the e-mails not sent yet
 * (no worker runs here) carry an access link and a team invitation, each of which acts for its
 * recipient.
 */
describe('the data export of a person with e-mails not yet sent', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow('2025-07-15T10:00:00+03:00');
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  /** Every entry of the archive as text. */
  async function zipText(archive: Buffer): Promise<string> {
    const entries = await readZip(archive);
    return [...entries.values()].map((entry) => entry.toString('utf8')).join('\n');
  }

  it('exports each e-mail with its links withheld, to the organisers and to the registrant', async () => {
    await insertRegistration(t, { email: address });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: address },
      remoteAddress: '203.0.113.7',
    });
    expect(asked.statusCode).toBe(200);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/team/invitations',
      headers: bearer(admin.token),
      payload: { email: address, role: 'communications' },
    });
    expect(invited.statusCode).toBe(201);

    // The links the worker will send: an access link and an invitation to a staff account.
    const [owed] = await t.db.query<RowDataPacket[]>(
      "SELECT id, template, status FROM outbox_messages WHERE recipient = ? AND status = 'pending' ORDER BY id",
      [address],
    );
    expect(owed.map((row) => String(row.template))).toEqual(['access-link', 'team-invitation']);
    const links = await Promise.all(owed.map(async (row) => (await dataToSend(t, row.id)).link!));
    const tokens = links.map((link) => new URL(link).searchParams.get('token')!);
    expect(tokens.every((token) => token.length >= 43)).toBe(true);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people/export?email=${address}`,
      headers: bearer(admin.token),
    });
    expect(exported.statusCode).toBe(200);
    const entries = await readZip(exported.rawPayload);
    const emails = JSON.parse(entries.get('email.json')!.toString('utf8')) as {
      template: string;
      content: Record<string, unknown>;
    }[];
    expect(emails.map((email) => [email.template, email.content.link])).toEqual([
      ['access-link', '[link withheld: it acts for its recipient]'],
      ['team-invitation', '[link withheld: it acts for its recipient]'],
    ]);
    const everything = await zipText(exported.rawPayload);
    for (const token of tokens) expect(everything).not.toContain(token);

    // The registrant's own copy, downloaded with the access link, withholds the invitation too.
    const ownCopy = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/data',
      headers: { 'x-access-token': tokens[0]! },
    });
    expect(ownCopy.statusCode).toBe(200);
    const own = await zipText(ownCopy.rawPayload);
    expect(own).toContain('[link withheld: it acts for its recipient]');
    for (const token of tokens) expect(own).not.toContain(token);
  });
});
