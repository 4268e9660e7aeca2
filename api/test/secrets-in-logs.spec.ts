import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { RowDataPacket } from 'mysql2/promise';
import { FILE_STORAGE, type FileStorage } from '../src/platform/files/file-storage.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  insertStoredFile,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { CapturedLog } from './support/captured-log.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { dataToSend } from './support/outbox-links.js';

/**
 * Every line the api writes, its log (request lines and Nest's lines) and anything else on
 * stdout or stderr, after each flow that carries a secret: an e-mailed token or a file link's
 * signature must appear in none of them.
 */
describe('tokens and signatures in the api logs', () => {
  let t: TestApp;
  let admin: TestUser;
  const log = new CapturedLog();
  const written: string[] = [];
  const restore: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOG_LEVEL: 'info',
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        ACCESS_LINK_MIN_RESPONSE_MS: '0',
      },
      logStream: log,
    });
    for (const stream of [process.stdout, process.stderr]) {
      const spy = jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        written.push(String(chunk));
        return true;
      });
      restore.push(() => spy.mockRestore());
    }
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    for (const undo of restore) undo();
    await t.close();
  });

  beforeEach(() => {
    log.clear();
    written.length = 0;
  });

  const logged = () => [log.text(), ...written].join('\n');

  /** The token of the newest e-mail of `template` to `email`, from its outbox row. */
  async function tokenMailedTo(template: string, email: string): Promise<string> {
    const [mail] = await rows<RowDataPacket>(
      t,
      'SELECT id FROM outbox_messages WHERE template = ? AND recipient = ? ORDER BY id DESC LIMIT 1',
      [template, email],
    );
    const sent = mail ? await dataToSend(t, String(mail.id)) : undefined;
    const token = /token=([\w-]{43})/.exec(JSON.stringify(sent))?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('keeps an invitation token out while the invitee opens the invitation and sets a password', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/team/invitations',
      headers: bearer(admin.token),
      payload: { email: 'new.member@example.org', role: 'finance' },
    });
    expect(invited.statusCode).toBe(201);
    const token = await tokenMailedTo('team-invitation', 'new.member@example.org');

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/preview',
      payload: { token },
    });
    expect(preview.statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, password: 'a-long-enough-password' },
    });
    expect(accepted.statusCode).toBe(200);

    expect(logged()).toContain('"url":"/api/auth/invitations/accept"');
    expect(logged()).not.toContain(token);
  });

  it('keeps an abstract response token out while the author reads and answers', async () => {
    const abstractId = await insertAbstractSubmission(t, { email: 'author@example.org' });
    await t.db.query("UPDATE abstracts SET decision = 'oral', decided_at = NOW(3) WHERE id = ?", [
      abstractId,
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/abstract-notices/send',
      headers: bearer(admin.token),
      payload: { outcomes: ['oral'] },
    });
    expect(sent.statusCode).toBe(200);
    const token = await tokenMailedTo('abstract-decision', 'author@example.org');

    const view = await t.app.inject({
      method: 'POST',
      url: '/api/abstract-response/view',
      payload: { token },
    });
    expect(view.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/abstract-response',
      payload: { token, response: 'confirmed' },
    });
    expect(answer.statusCode).toBe(200);

    expect(logged()).toContain('"url":"/api/abstract-response"');
    expect(logged()).not.toContain(token);
  });

  it('keeps an access token out from the /verify request to the registrant page', async () => {
    await insertRegistration(t, { email: 'registrant@example.org' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: 'registrant@example.org' },
    });
    expect(requested.statusCode).toBe(200);
    const token = await tokenMailedTo('access-link', 'registrant@example.org');

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { 'x-access-token': token },
    });
    expect(page.statusCode).toBe(200);

    expect(logged()).toContain('"url":"/api/my-registration"');
    expect(logged()).not.toContain(token);
  });

  it("keeps a file link's signature out while the file is opened", async () => {
    const content = Buffer.from('%PDF-1.4\n% a payment proof\n');
    const storageKey = randomBytes(16).toString('hex');
    const temp = join(tmpdir(), `proof-${storageKey}`);
    await writeFile(temp, content);
    await t.app.get<FileStorage>(FILE_STORAGE).putFromTempFile(storageKey, temp);
    const fileId = await insertStoredFile(t, { storageKey });
    await t.db.query('UPDATE stored_files SET size_bytes = ? WHERE id = ?', [
      content.length,
      fileId,
    ]);
    const registration = await insertRegistration(t);
    const paymentId = await insertPayment(t, registration, { proofFileId: fileId });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/proof-link`,
      headers: bearer(admin.token),
    });
    const url = issued.json<{ url: string }>().url;
    const [, expires, signature] = /^\/api\/files\/\d+\/(\d+)\/([\w-]+)$/.exec(url) ?? [];
    expect(signature).toBeDefined();

    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);

    expect(logged()).toContain(`"url":"/api/files/${fileId}/${expires}/[Redacted]"`);
    expect(logged()).not.toContain(signature);
  });

  it('keeps a token out that a client puts in a query string or in a path no route has', async () => {
    const token = randomBytes(32).toString('base64url');
    for (const url of [
      `/api/my-registration?token=${token}`,
      `/api/abstract-response/${token}`,
      `/api/auth/invitations/${token}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }

    expect(logged()).toContain('"url":"/api/my-registration?token=[Redacted]"');
    expect(logged()).not.toContain(token);
  });
});
