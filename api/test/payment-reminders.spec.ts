import { createHash } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import {
  paymentReminderMessages,
  type PaymentReminderSettings,
  type PaymentRemindersView,
} from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { HashedReminderTokens1763740813500 } from '../src/platform/database/migrations/1763740813500-hashed-reminder-tokens.js';
import {
  optOutLinkLifetimeMs,
  PaymentReminders,
} from '../src/registrations-and-money/payment-reminders/payment-reminders.service.js';
import {
  bearer,
  clearAdminTables,
  createUser,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { dataToSend } from './support/outbox-links.js';
import { declaredSettings } from '../src/platform/settings/index.js';
import { changeSetting } from './support/settings.js';

const shippedSettings: PaymentReminderSettings = {
  dueDays: 14,
  finalDeadline: '2025-09-15',
  remindDaysBefore: 3,
  intervalDays: 7,
  maxReminders: 3,
  paused: false,
};

describe('payment deadlines and reminders', () => {
  let testApp: TestApp;
  let finance: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    finance = await createUser(testApp, 'finance', 'finance@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await clearAdminTables(testApp);
    await changeSetting(testApp, declaredSettings.paymentReminders, {
      ...declaredSettings.paymentReminders.defaults,
    });
    const july = '2025-07-01 10:00:00.000';
    ids.unpaid = await insertRegistration(testApp, {
      reference: 'CAAWG11-0501',
      email: 'unpaid@example.org',
      createdAt: july,
    });
    ids.partial = await insertRegistration(testApp, {
      reference: 'CAAWG11-0502',
      email: 'partial@example.org',
      createdAt: july,
    });
    ids.paid = await insertRegistration(testApp, {
      reference: 'CAAWG11-0503',
      email: 'paid@example.org',
      paymentStatus: 'verified',
      feeUsd: 100,
      createdAt: july,
    });
    ids.later = await insertRegistration(testApp, {
      reference: 'CAAWG11-0504',
      email: 'later@example.org',
      createdAt: '2025-07-10 10:00:00.000',
    });
    ids.optedOut = await insertRegistration(testApp, {
      reference: 'CAAWG11-0505',
      email: 'opted-out@example.org',
      createdAt: july,
    });
    await testApp.db.query(
      'UPDATE registrations SET reminders_opted_out_at = NOW(3) WHERE id = ?',
      [ids.optedOut],
    );
    await testApp.db.query(
      `INSERT INTO payments (registration_id, amount, method, reference, payment_date, status)
       VALUES (?, 50.25, 'bank-transfer', 'TX-PART', '2025-07-05', 'verified'),
              (?, 100, 'bank-transfer', 'TX-FULL', '2025-07-05', 'verified')`,
      [ids.partial, ids.paid],
    );
  });

  const service = () => testApp.app.get(PaymentReminders);

  async function reminders(): Promise<{ recipient: string; payload: Record<string, string> }[]> {
    const found = await rows<RowDataPacket>(
      testApp,
      "SELECT id, recipient FROM outbox_messages WHERE template = 'payment-reminder' ORDER BY id",
    );
    // With the opt-out links the rows keep sealed, as the worker sends them.
    return Promise.all(
      found.map(async (row) => ({
        recipient: row.recipient as string,
        payload: await dataToSend(testApp, String(row.id)),
      })),
    );
  }

  function optOutWith(token: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment-reminders/opt-out',
      payload: { token },
    });
  }

  async function optOutTokenSentTo(recipient: string, nth = 0): Promise<string> {
    const mail = (await reminders()).filter((sent) => sent.recipient === recipient)[nth];
    return new URL(mail!.payload.optOutLink!).searchParams.get('token')!;
  }

  function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: bearer(finance.token),
      ...(payload ? { payload } : {}),
    });
  }

  it('reminds the unpaid and the partial payers from three days before their due date', async () => {
    const early = new Date('2025-07-11T08:00:00Z');
    expect(await service().sendDue(early)).toBe(0);

    const now = new Date('2025-07-12T08:00:00Z');
    testApp.setNow(now);
    const view = (await call('GET', '/api/admin/payment-reminders')).json<{
      data: PaymentRemindersView;
    }>().data;
    expect(view.settings).toEqual(shippedSettings);
    expect(view.upcoming.map((line) => [line.reference, line.dueDate, line.amountDueUsd])).toEqual([
      ['CAAWG11-0501', '2025-07-15', '150.00'],
      ['CAAWG11-0502', '2025-07-15', '99.75'],
    ]);

    expect(await service().sendDue(now)).toBe(2);
    const sent = await reminders();
    expect(sent.map((mail) => mail.recipient)).toEqual([
      'unpaid@example.org',
      'partial@example.org',
    ]);
    expect(sent[1]!.payload).toMatchObject({
      reference: 'CAAWG11-0502',
      feeUsd: '150.00',
      paidUsd: '50.25',
      amountDueUsd: '99.75',
      dueDate: '2025-07-15',
    });
    expect(sent[0]!.payload.optOutLink).toMatch(
      /^http:\/\/localhost:4300\/reminders\/opt-out\?token=[\w-]{43}$/,
    );

    // Run again at once, or by two workers: nobody hears twice within the interval.
    const [again, meanwhile] = await Promise.all([service().sendDue(now), service().sendDue(now)]);
    expect(again + meanwhile).toBe(0);
  });

  it('waits the interval between reminders and stops at the limit', async () => {
    const days = (day: number) => new Date(Date.UTC(2025, 6, day, 8));
    expect(await service().sendDue(days(12))).toBe(2);
    expect(await service().sendDue(days(18))).toBe(0);
    // The 19th: the first two again; the later registrant is due on the 24th, reminded from the 21st.
    expect(await service().sendDue(days(19))).toBe(2);
    expect(await service().sendDue(days(21))).toBe(1);
    expect(await service().sendDue(days(26))).toBe(2);
    // The first two have had three reminders, the limit; the later one its second.
    expect(await service().sendDue(days(28))).toBe(1);
    expect(await service().sendDue(days(30))).toBe(0);
    const counts = await rows<RowDataPacket>(
      testApp,
      'SELECT reference, reminders_sent FROM registrations ORDER BY id',
    );
    expect(counts.map((row) => [String(row.reference), Number(row.reminders_sent)])).toEqual([
      ['CAAWG11-0501', 3],
      ['CAAWG11-0502', 3],
      ['CAAWG11-0503', 0],
      ['CAAWG11-0504', 2],
      ['CAAWG11-0505', 0],
    ]);
  });

  it('lets finance pause reminders and change the rules, audited, with checked values', async () => {
    const paused = await call('PUT', '/api/admin/payment-reminders/settings', {
      ...shippedSettings,
      paused: true,
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      message: paymentReminderMessages.saved,
      data: { settings: { paused: true } },
    });
    expect(await service().sendDue(new Date('2025-07-12T08:00:00Z'))).toBe(0);

    const refused = await call('PUT', '/api/admin/payment-reminders/settings', {
      ...shippedSettings,
      maxReminders: 11,
      finalDeadline: '2025-02-30',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: {
        maxReminders: paymentReminderMessages.maxReminders,
        finalDeadline: paymentReminderMessages.finalDeadline,
      },
    });

    const audit = await rows<RowDataPacket>(
      testApp,
      "SELECT entity_type FROM audit_log WHERE action = 'reminder-settings.changed'",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entity_type).toBe('reminder-settings');
  });

  it('gives each registration its due date: days after registering, or the final deadline', async () => {
    const reminders = service();
    expect(await reminders.dueDateOf(new Date('2025-07-01T10:00:00Z'))).toBe('2025-07-15');
    // 22:30 UTC is already the next day in Kampala.
    expect(await reminders.dueDateOf(new Date('2025-07-01T22:30:00Z'))).toBe('2025-07-16');
    expect(await reminders.dueDateOf(new Date('2025-09-10T10:00:00Z'))).toBe('2025-09-15');

    const issued = await testApp.app
      .get(DataSource)
      .transaction((manager) => testApp.app.get(AccessLinksService).issue(manager, ids.unpaid!));
    const token = new URL(issued.link).searchParams.get('token')!;
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { 'x-access-token': token },
    });
    expect(page.json()).toMatchObject({ data: { paymentDueDate: '2025-07-15' } });
  });

  it('stops reminding a registrant who follows the opt-out link', async () => {
    testApp.setNow('2025-07-13T08:00:00Z');
    await service().sendDue(new Date('2025-07-12T08:00:00Z'));
    const link = new URL((await reminders())[0]!.payload.optOutLink!);
    const token = link.searchParams.get('token')!;

    const optOut = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payment-reminders/opt-out',
        payload: { token },
      });
    const first = await optOut();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: paymentReminderMessages.optedOut });
    expect((await optOut()).statusCode).toBe(200);

    expect(await service().sendDue(new Date('2025-07-19T08:00:00Z'))).toBe(1);
    expect((await reminders()).map((mail) => mail.recipient)).toEqual([
      'unpaid@example.org',
      'partial@example.org',
      'partial@example.org',
    ]);

    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment-reminders/opt-out',
      payload: { token: 'A'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: paymentReminderMessages.optOutInvalid });
  });

  it('keeps only a hash of each opt-out token, and gives every reminder a fresh one', async () => {
    const days = (day: number) => new Date(Date.UTC(2025, 6, day, 8));
    expect(await service().sendDue(days(12))).toBe(2);
    const first = await optOutTokenSentTo('unpaid@example.org');
    const stored = await rows<RowDataPacket>(testApp, 'SELECT * FROM registrations WHERE id = ?', [
      ids.unpaid,
    ]);
    expect(JSON.stringify(stored)).not.toContain(first);
    expect(stored[0]!.reminder_token_hash).toBe(createHash('sha256').update(first).digest('hex'));

    expect(await service().sendDue(days(19))).toBe(2);
    const second = await optOutTokenSentTo('unpaid@example.org', 1);
    expect(second).not.toBe(first);
    const everyRegistration = await rows<RowDataPacket>(testApp, 'SELECT * FROM registrations');
    expect(JSON.stringify(everyRegistration)).not.toContain(first);
    expect(JSON.stringify(everyRegistration)).not.toContain(second);

    // Only the most recent reminder's link works, as its message says.
    testApp.setNow(days(20));
    const replaced = await optOutWith(first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toMatchObject({ message: paymentReminderMessages.optOutInvalid });
    expect((await optOutWith(second)).statusCode).toBe(200);
  });

  it('refuses an opt-out link whose lifetime is over', async () => {
    const sentAt = new Date('2025-07-12T08:00:00Z');
    expect(await service().sendDue(sentAt)).toBe(2);
    const token = await optOutTokenSentTo('unpaid@example.org');

    testApp.setNow(new Date(sentAt.getTime() + optOutLinkLifetimeMs + 1000));
    const expired = await optOutWith(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ message: paymentReminderMessages.optOutInvalid });
    const [registration] = await rows<RowDataPacket>(
      testApp,
      'SELECT reminders_opted_out_at FROM registrations WHERE id = ?',
      [ids.unpaid],
    );
    expect(registration!.reminders_opted_out_at).toBeNull();

    testApp.setNow(new Date(sentAt.getTime() + optOutLinkLifetimeMs - 60_000));
    expect((await optOutWith(token)).statusCode).toBe(200);
  });

  it('hashes the tokens of links already e-mailed, which keep working for their lifetime', async () => {
    const migration = new HashedReminderTokens1763740813500();
    const runner = testApp.app.get(DataSource).createQueryRunner();
    const emailed = 'B'.repeat(43);
    try {
      await migration.down(runner);
      await testApp.db.query(
        `UPDATE registrations SET reminder_token = ?, reminders_sent = 1,
           last_reminded_at = '2025-07-12 08:00:00.000' WHERE id = ?`,
        [emailed, ids.unpaid],
      );
      await testApp.db.query(
        `INSERT INTO outbox_messages (template, recipient, payload, status)
         VALUES ('payment-reminder', 'unpaid@example.org', ?, 'sent')`,
        [JSON.stringify({ reference: 'CAAWG11-0501', optOutLink: `http://x/?token=${emailed}` })],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(
      JSON.stringify(await rows<RowDataPacket>(testApp, 'SELECT * FROM registrations')),
    ).not.toContain(emailed);
    expect(await reminders()).toEqual([
      { recipient: 'unpaid@example.org', payload: { reference: 'CAAWG11-0501' } },
    ]);

    testApp.setNow(new Date(Date.parse('2025-07-12T08:00:00Z') + optOutLinkLifetimeMs + 1000));
    expect((await optOutWith(emailed)).statusCode).toBe(404);
    testApp.setNow('2025-08-01T08:00:00Z');
    expect((await optOutWith(emailed)).statusCode).toBe(200);
  });
});
