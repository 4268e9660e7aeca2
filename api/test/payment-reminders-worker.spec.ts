import type { INestApplicationContext } from '@nestjs/common';
import type { RowDataPacket } from 'mysql2/promise';
import { paymentReminderMessages, type PaymentRemindersView } from '@caawg11/conference';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  rows,
} from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';

describe('the worker reminds on its schedule', () => {
  let t: MailTestApp;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    t = await createMailTestApp({ env: { PAYMENT_REMINDER_RUN_EVERY_MS: '1000' } });
  });

  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it('e-mails the unpaid and the partial payers, and nobody else, once each', async () => {
    // Registered in July 2025: every due date has passed, so every debtor is due a reminder.
    const createdAt = '2025-07-01 10:00:00.000';
    await insertRegistration(t, { email: 'unpaid@example.org', createdAt });
    const partial = await insertRegistration(t, { email: 'partial@example.org', createdAt });
    await insertPayment(t, partial, { amount: 40, status: 'verified' });
    await insertRegistration(t, {
      email: 'paid@example.org',
      paymentStatus: 'verified',
      createdAt,
    });

    worker = await t.startWorker();
    const mails = await t.sink.waitForCount(2, 20_000);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'partial@example.org',
      'unpaid@example.org',
    ]);
    const partialMail = t.sink.to('partial@example.org')[0]!;
    expect(partialMail.subject).toContain('$110.00 USD due by');
    expect(partialMail.text).toContain('$110.00 USD of your registration fee');
    expect(partialMail.text).toContain('of which $40.00 USD is paid');

    // Two more runs go by: the interval keeps anyone from hearing twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(t.sink.received).toHaveLength(2);
  });

  it("shows finance when the worker's schedule runs next", async () => {
    worker ??= await t.startWorker();
    const finance = await createUser(t, 'finance');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment-reminders',
      headers: bearer(finance.token),
    });
    expect(response.statusCode).toBe(200);
    const { nextRunAt } = response.json<{ data: PaymentRemindersView }>().data;
    expect(nextRunAt).not.toBeNull();
    // Every second in this suite: the next run is at most one interval away. On a busy machine
    // a run can be due and not yet taken by the worker, so it may also lie a little in the past.
    const wait = new Date(nextRunAt!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(-5000);
    expect(wait).toBeLessThanOrEqual(1000);
  });

  it('keeps no opt-out link in a sent row, and the link in the e-mail stops the reminders', async () => {
    worker ??= await t.startWorker();
    const email = 'stops.reminders@example.org';
    const registrationId = await insertRegistration(t, {
      email,
      createdAt: '2025-07-01 10:00:00.000',
    });

    const sent = await eventually(
      async () => {
        const found = await rows<RowDataPacket>(
          t,
          "SELECT status, payload FROM outbox_messages WHERE template = 'payment-reminder' AND recipient = ?",
          [email],
        );
        expect(found).toHaveLength(1);
        expect(found[0]!.status).toBe('sent');
        return found[0]!;
      },
      { timeoutMs: 20_000 },
    );
    const payload = (
      typeof sent.payload === 'string' ? JSON.parse(sent.payload) : sent.payload
    ) as Record<string, unknown>;
    expect(payload).not.toHaveProperty('optOutLink');
    expect(payload).toMatchObject({ reference: expect.any(String), dueDate: expect.any(String) });

    const mail = t.sink.to(email)[0]!;
    const link = /https?:\/\/\S+\/reminders\/opt-out\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const optOut = await t.app.inject({
      method: 'POST',
      url: '/api/payment-reminders/opt-out',
      payload: { token: new URL(link!).searchParams.get('token') },
    });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toMatchObject({ message: paymentReminderMessages.optedOut });
    const [registration] = await rows<RowDataPacket>(
      t,
      'SELECT reminders_opted_out_at FROM registrations WHERE id = ?',
      [registrationId],
    );
    expect(registration!.reminders_opted_out_at).not.toBeNull();
  });
});
