import type { NoticePreview, NoticeTextView } from '@caawg11/conference';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import {
  insertAbstractSubmission,
  insertContactMessage,
  insertMembership,
} from './support/inbox-fixtures.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';

describe('the texts of the notices the inboxes send', () => {
  let t: MailTestApp;
  let admin: TestUser;
  let communications: TestUser;

  beforeAll(async () => {
    t = await createMailTestApp();
    admin = await createUser(t, 'admin');
    communications = await createUser(t, 'communications');
  });

  afterAll(async () => {
    await t.close();
  });

  function call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    user: TestUser = admin,
    payload?: object,
  ) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  const approval = {
    subject: 'Welcome, {{name}} ({{reference}})',
    body: 'Dear {{name}},\n\nYour application {{reference}} is approved.\nSee you in Kampala!',
  };

  it('lists every notice with its default and its placeholders', async () => {
    const response = await call('GET', '/api/admin/notice-texts');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: NoticeTextView[] }>();
    expect(data.map((view) => view.key)).toEqual([
      'abstract-decisions.oral',
      'abstract-decisions.poster',
      'abstract-decisions.reject',
      'memberships.approved',
      'memberships.declined',
      'bookings.confirmed',
      'bookings.declined',
      'contact-messages.reply',
      'payments.reminder',
    ]);
    const declined = data.find((view) => view.key === 'memberships.declined')!;
    expect(declined).toMatchObject({ edited: false, required: ['reference', 'reason'] });
    expect(declined.text).toEqual(declined.defaultText);
    expect(Object.keys(declined.placeholders)).toEqual(['name', 'reference', 'item', 'reason']);
  });

  it('checks the placeholders on save', async () => {
    const unknown = await call('PUT', '/api/admin/notice-texts/memberships.approved', admin, {
      subject: 'Hello {{firstName}}',
      body: 'Approved {{reference}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string> }>().errors.subject).toBe(
      'Unknown placeholder {{firstName}}. Available: {{name}}, {{reference}}, {{item}}',
    );
    const withoutReason = await call('PUT', '/api/admin/notice-texts/memberships.declined', admin, {
      subject: 'Your application {{reference}}',
      body: 'We are sorry.',
    });
    expect(withoutReason.json<{ errors: Record<string, string> }>().errors.body).toBe(
      'The text must include {{reason}}',
    );
    const unclosed = await call('PUT', '/api/admin/notice-texts/memberships.approved', admin, {
      subject: 'Approved {{reference}}',
      body: 'Dear {{name',
    });
    expect(unclosed.json<{ errors: Record<string, string> }>().errors.body).toBe(
      'A placeholder is not closed: write it as {{name}}',
    );
    expect(
      (await call('PUT', '/api/admin/notice-texts/nothing.here', admin, approval)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/notice-texts/memberships.approved', communications, approval))
        .statusCode,
    ).toBe(403);
  });

  it('previews a decision text with the newest abstract given that decision, comments included', async () => {
    const reviewer = await createUser(t, 'reviewer');
    const id = await insertAbstractSubmission(t, {
      full_name: 'Dr. Amina Okello',
      abstract_title: 'Groundwater recharge in the Lake Victoria basin',
    });
    await insertAbstractSubmission(t, { abstract_title: 'Undecided and newer' });
    await t.db.query("UPDATE abstracts SET decision = 'reject', decided_at = NOW(3) WHERE id = ?", [
      id,
    ]);
    await t.db.query(
      `INSERT INTO reviews (abstract_id, reviewer_user_id, recommendation, comment_to_authors)
       VALUES (?, ?, 'reject', 'The sample is too small.')`,
      [id, reviewer.id],
    );
    const response = await call(
      'POST',
      '/api/admin/notice-texts/abstract-decisions.reject/preview',
      admin,
      {
        subject: 'About {{title}} ({{reference}})',
        body: 'Dear {{name}},\n\nNot this time.\n\n{{comments}}',
      },
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ data: NoticePreview }>().data;
    expect(preview.sample).toBe(false);
    expect(preview.subject).toBe(
      `About Groundwater recharge in the Lake Victoria basin (ABS-${id.padStart(4, '0')})`,
    );
    expect(preview.text).toContain('Dear Dr. Amina Okello');
    expect(preview.text).toContain('“The sample is too small.”');
  });

  it('previews a draft with the newest real record', async () => {
    const id = await insertMembership(t, { name: 'Grace Nakato', title: 'Associate member' });
    const response = await call(
      'POST',
      '/api/admin/notice-texts/memberships.approved/preview',
      admin,
      approval,
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ data: NoticePreview }>().data;
    expect(preview.sample).toBe(false);
    expect(preview.subject).toBe(`Welcome, Grace Nakato (MEM-${id.padStart(4, '0')})`);
    expect(preview.text).toContain('See you in Kampala!');

    const reply = await call(
      'POST',
      '/api/admin/notice-texts/contact-messages.reply/preview',
      admin,
      {
        subject: 'Re: {{subject}}',
        body: '{{reply}}',
      },
    );
    expect(reply.json<{ data: NoticePreview }>().data.sample).toBe(true);

    const reminder = await call(
      'POST',
      '/api/admin/notice-texts/payments.reminder/preview',
      admin,
      {
        subject: 'Still due: {{amountDue}} ({{reference}})',
        body: 'Dear {{name}}, please pay {{amountDue}} by {{dueDate}}.',
      },
    );
    expect(reminder.statusCode).toBe(200);
    const reminderPreview = reminder.json<{ data: NoticePreview }>().data;
    expect(reminderPreview.subject).toBe('Still due: $100.00 USD (CAAWG11-0042)');
    // The bank details and the opt-out link follow the organisers' text, always.
    expect(reminderPreview.text).toContain('please pay $100.00 USD by Thursday, 14 August 2025.');
    expect(reminderPreview.text).toContain('To receive no more payment reminders');
    const missing = await call('PUT', '/api/admin/notice-texts/payments.reminder', admin, {
      subject: 'Reminder',
      body: 'Please pay.',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('sends the edited text from then on, and the default again after a reset', async () => {
    const saved = await call(
      'PUT',
      '/api/admin/notice-texts/memberships.approved',
      admin,
      approval,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: NoticeTextView }>().data).toMatchObject({
      edited: true,
      updatedBy: admin.email,
      text: approval,
    });
    const [audit] = await rows(
      t,
      "SELECT action, entity_id FROM audit_log WHERE entity_type = 'notice-text'",
    );
    expect(audit).toMatchObject({
      action: 'notice-text.changed',
      entity_id: 'memberships.approved',
    });

    await t.startWorker();
    const id = await insertMembership(t, { name: 'Zaina Mwangi', email: 'zaina@example.org' });
    const approved = await call('PUT', `/api/admin/memberships/${id}/status`, communications, {
      status: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    const [mail] = await t.sink.waitForCount(1);
    expect(mail!.to).toEqual(['zaina@example.org']);
    expect(mail!.subject).toBe(`Welcome, Zaina Mwangi (MEM-${id.padStart(4, '0')})`);
    expect(mail!.text).toContain('See you in Kampala!');

    const reset = await call('DELETE', '/api/admin/notice-texts/memberships.approved');
    expect(reset.json<{ data: NoticeTextView }>().data.edited).toBe(false);
  });

  it('e-mails a reply to a contact message with the default reply text', async () => {
    const id = await insertContactMessage(t, {
      name: 'Samuel Mensah',
      email: 'samuel@example.org',
    });
    const before = t.sink.received.length;
    await call('POST', `/api/admin/contact-messages/${id}/replies`, communications, {
      body: 'Yes, we will send the letter.',
    });
    const received = await t.sink.waitForCount(before + 1);
    const reply = received.find((mail) => mail.to.includes('samuel@example.org'))!;
    expect(reply.subject).toBe('Re: Visa invitation letter');
    expect(reply.replyTo).toEqual([t.config.MAIL_ORGANISERS]);
    expect(reply.text).toContain('Yes, we will send the letter.');
    expect(reply.text).toContain('invitation letter for my visa');
  });
});
