import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import {
  mailNotFailed,
  withheldLink,
  type MailLogMessage,
  type MailLogRow,
  type MailResendReport,
} from '@caawg11/conference';
import { MailThreads1763740814200 } from '../src/platform/database/migrations/1763740814200-mail-threads.js';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';

const secretLink = 'http://localhost:4300/verify?token=do-not-show-this-token';

/**
 * The mail log: every e-mail in the outbox, listed and shown without its secret links, and the
 * failed ones sent again from the api once the SMTP server is back.
 */
describe('the mail log', () => {
  let t: MailTestApp;
  let admin: TestUser;
  let communications: TestUser;

  beforeAll(async () => {
    // Two attempts, so a message fails within a second while the SMTP sink is stopped.
    t = await createMailTestApp({
      env: { MAIL_RETRY_ATTEMPTS: '2', MAIL_RETRY_BACKOFF_MS: '50' },
    });
    admin = await createUser(t, 'admin');
    communications = await createUser(t, 'communications');
    await t.startWorker();
    await t.addToOutbox([
      {
        template: 'access-link',
        to: 'ada@example.org',
        language: 'fr',
        data: { fullName: 'Ada Okello', reference: 'CAAWG-0001', link: secretLink, expiresAt: '' },
      },
      { template: 'membership-received', to: 'bob@example.org', data: { name: 'Bob Mugisha' } },
    ]);
    await t.sink.waitForCount(2);
    await eventually(async () => {
      expect((await t.outboxRows()).every((row) => row.status === 'sent')).toBe(true);
    });
  });

  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'POST', url: string, user: TestUser = admin) {
    return t.app.inject({ method, url, headers: bearer(user.token) });
  }

  async function list(query: string, user: TestUser = admin) {
    const response = await call('GET', `/api/admin/mail${query}`, user);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MailLogRow[]; count: number }>();
  }

  async function failedMessageTo(address: string): Promise<MailLogRow> {
    return eventually(async () => {
      const { data } = await list(`?search=${encodeURIComponent(address)}`);
      expect(data[0]?.status).toBe('failed');
      return data[0]!;
    });
  }

  it('lists every e-mail newest first, filtered by address, template and status', async () => {
    const all = await list('');
    expect(all.count).toBe(2);
    expect(all.data.map((row) => row.to)).toEqual(['bob@example.org', 'ada@example.org']);
    const [bob] = all.data;
    expect(bob).toMatchObject({
      to: 'bob@example.org',
      template: 'membership-received',
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(Date.parse(bob!.sentAt!)).not.toBeNaN();
    expect(bob!.messageId).toBe(t.sink.to('bob@example.org')[0]!.messageId);

    expect((await list('?search=ADA@example')).data.map((row) => row.to)).toEqual([
      'ada@example.org',
    ]);
    expect((await list('?template=membership-received')).data.map((row) => row.to)).toEqual([
      'bob@example.org',
    ]);
    expect((await list('?status=failed')).count).toBe(0);
    expect((await list('?status=sent&limit=1&page=2')).data.map((row) => row.to)).toEqual([
      'ada@example.org',
    ]);
  });

  it('refuses filters it does not know, with a clear message', async () => {
    const status = await call('GET', '/api/admin/mail?status=lost');
    expect(status.statusCode).toBe(400);
    expect(status.json<{ message: string }>().message).toBe(
      'status must be one of pending, sending, sent, failed',
    );
    const template = await call('GET', '/api/admin/mail?template=DROP%20TABLE');
    expect(template.statusCode).toBe(400);
    expect(template.json<{ message: string }>().message).toBe('template must be a template name');
  });

  it('shows one message as sent, in its language, with its Message-ID and never its secret link', async () => {
    const [ada] = (await list('?search=ada')).data;
    const response = await call('GET', `/api/admin/mail/${ada!.id}`, communications);
    expect(response.statusCode).toBe(200);
    const message = response.json<{ data: MailLogMessage }>().data;
    const received = t.sink.to('ada@example.org')[0]!;
    expect(message.messageId).toBe(received.messageId);
    expect(message.subject).toBe(received.subject);
    expect(message.language).toBe('fr');
    expect(message.asSent).toBe(true);
    expect(message.text).toContain('Ada Okello');
    expect(message.text).toContain(withheldLink);
    expect(received.text).toContain('do-not-show-this-token');
    expect(response.body).not.toContain('do-not-show-this-token');

    for (const id of ['999999', 'abc']) {
      const missing = await call('GET', `/api/admin/mail/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ message: string }>().message).toBe('E-mail not found');
    }
  });

  it('keeps no link in a stored subject or text, whatever template put it there', async () => {
    // An announcement saved before personal links were refused in subjects.
    await t.addToOutbox({
      template: 'announcement',
      to: 'fay@example.org',
      data: {
        subject: 'Your page {{accessLink}}',
        body: 'Dear {{name}},\n\nYour page: {{accessLink}}',
        name: 'Fay Auma',
        accessLink: secretLink,
      },
    });
    await eventually(() => expect(t.sink.to('fay@example.org')).toHaveLength(1));
    const received = t.sink.to('fay@example.org')[0]!;
    expect(received.text).toContain('do-not-show-this-token');
    expect(received.subject).not.toContain('do-not-show-this-token');
    const [fay] = await eventually(async () => {
      const found = (await list('?search=fay')).data;
      expect(found[0]?.status).toBe('sent');
      return found;
    });
    const [[stored]] = await t.db.query<RowDataPacket[]>(
      'SELECT * FROM outbox_messages WHERE id = ?',
      [fay!.id],
    );
    expect(JSON.stringify(stored)).not.toContain('do-not-show-this-token');
    const shown = await call('GET', `/api/admin/mail/${fay!.id}`, communications);
    expect(shown.body).not.toContain('do-not-show-this-token');
    expect(shown.json<{ data: MailLogMessage }>().data.text).toContain(withheldLink);
  });

  it('resends a message failed by a stopped SMTP server, delivers it, and audits who did', async () => {
    await t.sink.stop();
    await t.addToOutbox({
      template: 'access-link',
      to: 'carol@example.org',
      data: { fullName: 'Carol Atim', reference: 'CAAWG-0002', link: secretLink, expiresAt: '' },
    });
    const failed = await failedMessageTo('carol@example.org');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sentAt).toBeNull();
    // Not sent yet, the row holds the link sealed only; the log does not show it.
    const [[waiting]] = await t.db.query<RowDataPacket[]>(
      'SELECT * FROM outbox_messages WHERE id = ?',
      [failed.id],
    );
    expect(JSON.stringify(waiting)).not.toContain('do-not-show-this-token');
    const shown = await call('GET', `/api/admin/mail/${failed.id}`);
    expect(shown.json<{ data: MailLogMessage }>().data).toMatchObject({ asSent: false });
    expect(shown.json<{ data: MailLogMessage }>().data.text).toContain(withheldLink);
    expect(shown.body).not.toContain('do-not-show-this-token');

    await t.sink.restart();
    const response = await call('POST', `/api/admin/mail/${failed.id}/resend`, communications);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MailLogRow }>().data.status).not.toBe('failed');
    await eventually(() => expect(t.sink.to('carol@example.org')).toHaveLength(1));
    expect(t.sink.to('carol@example.org')[0]!.text).toContain('do-not-show-this-token');
    await eventually(async () => {
      const [row] = (await list('?search=carol')).data;
      expect(row).toMatchObject({ status: 'sent', lastError: null });
    });
    const kept = await t.db.query<RowDataPacket[]>(
      'SELECT sent_subject, sent_text FROM outbox_messages WHERE id = ?',
      [failed.id],
    );
    const [[keptCopy]] = kept;
    expect(keptCopy!.sent_subject).toBe(t.sink.to('carol@example.org')[0]!.subject);
    expect(keptCopy!.sent_text).toContain(withheldLink);
    expect(keptCopy!.sent_text).not.toContain('do-not-show-this-token');

    const again = await call('POST', `/api/admin/mail/${failed.id}/resend`, communications);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(mailNotFailed);

    const [audit] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email, entity_type, entity_id FROM audit_log WHERE action = 'mail.resent'",
    );
    expect(audit).toEqual([
      { actor_email: communications.email, entity_type: 'outbox-message', entity_id: failed.id },
    ]);
  });

  it('resends every failed message at once, as the retry command does', async () => {
    await t.sink.stop();
    await t.addToOutbox([
      { template: 'membership-received', to: 'dan@example.org', data: { name: 'Dan' } },
      { template: 'membership-received', to: 'eve@example.org', data: { name: 'Eve' } },
    ]);
    await failedMessageTo('dan@example.org');
    await failedMessageTo('eve@example.org');
    expect((await list('?status=failed')).count).toBe(2);

    await t.sink.restart();
    const response = await call('POST', '/api/admin/mail/resend-failed');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MailResendReport }>().data).toEqual({ resent: 2 });
    await eventually(() => {
      expect(t.sink.to('dan@example.org')).toHaveLength(1);
      expect(t.sink.to('eve@example.org')).toHaveLength(1);
    });
    await eventually(async () => expect((await list('?status=failed')).count).toBe(0));

    const [audit] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email, after FROM audit_log WHERE action = 'mail.resent-all-failed'",
    );
    expect(audit).toEqual([{ actor_email: admin.email, after: { resent: 2 } }]);
  });

  it('is refused to finance, logistics and reviewers', async () => {
    const [row] = (await list('')).data;
    for (const role of ['finance', 'logistics', 'reviewer'] as const) {
      const user = await createUser(t, role);
      expect((await call('GET', '/api/admin/mail', user)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/mail/${row!.id}`, user)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/mail/${row!.id}/resend`, user)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/mail/resend-failed', user)).statusCode).toBe(403);
    }
  });

  it('has a migration whose down() removes what its up() adds', async () => {
    const schema = async () => {
      const [rows] = await t.db.query<RowDataPacket[]>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = DATABASE() AND table_name = 'outbox_messages'
            AND column_name IN ('message_key', 'in_reply_to_key', 'sent_subject', 'sent_text')
         UNION ALL
         SELECT DISTINCT index_name FROM information_schema.statistics
          WHERE table_schema = DATABASE() AND table_name = 'outbox_messages'
            AND index_name = 'idx_outbox_created'
         ORDER BY name`,
      );
      return rows.map((row) => String(row.name));
    };
    const added = [
      'idx_outbox_created',
      'in_reply_to_key',
      'message_key',
      'sent_subject',
      'sent_text',
    ];
    const migration = new MailThreads1763740814200();
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      expect(await schema()).toEqual(added);
      await migration.down(runner);
      expect(await schema()).toEqual([]);
      await migration.up(runner);
      expect(await schema()).toEqual(added);
    } finally {
      await runner.release();
    }
  });
});
