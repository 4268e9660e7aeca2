import type { RowDataPacket } from 'mysql2/promise';
import { emailChangeMessages, type AdminRegistrationDetails } from '@caawg11/conference';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { insertRegistration } from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import type { ReceivedMail } from './support/smtp-sink.js';

const now = '2025-07-15T10:00:00+03:00';

function tokenIn(text: string, page: string): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${page} link in:\n${text}`);
  return match[1]!;
}

describe('a registration moved to another e-mail address', () => {
  let t: MailTestApp;
  let finance: TestUser;

  // Paid registrations: the worker's retention run, on the real clock, leaves them alone.
  beforeAll(async () => {
    t = await createMailTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    await t.startWorker();
    t.setNow(now);
    finance = await createUser(t, 'finance', 'finance@caawg11.org');
  });

  afterAll(async () => {
    await t.close();
  });

  /** The fields of the edit screen as they stand, with another address. */
  function edit(id: string, email: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${id}`,
      headers: bearer(finance.token),
      remoteAddress: '198.51.100.7',
      payload: {
        title: 'Dr.',
        otherTitle: '',
        firstName: 'Grace',
        otherNames: 'Atuhaire',
        gender: 'Female',
        email,
        phone: '+256700000000',
        country: 'Uganda',
        city: 'Kampala',
        institution: 'Makerere University',
        participationType: 'attendee',
        presentationType: '',
        participantCategory: 'non-member',
        fieldTrip: 'No',
      },
    });
  }

  async function details(id: string): Promise<AdminRegistrationDetails> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${id}`,
      headers: bearer(finance.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminRegistrationDetails }>().data;
  }

  function requestLink(email: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email },
      remoteAddress: '203.0.113.9',
    });
  }

  function openPage(token: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { 'x-access-token': token },
    });
  }

  function confirm(token: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/registrations/confirm-email',
      payload: { token },
      remoteAddress: '203.0.113.20',
    });
  }

  async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
    const mails = await eventually(() => {
      const found = t.sink.to(address);
      expect(found).toHaveLength(count);
      return found;
    });
    return mails[count - 1]!;
  }

  async function accessLinkFor(address: string, count: number): Promise<string> {
    expect((await requestLink(address)).statusCode).toBe(200);
    return tokenIn((await mailTo(address, count)).text, 'my-registration');
  }

  async function audit(action: string, id: string) {
    return rows<RowDataPacket>(
      t,
      'SELECT * FROM audit_log WHERE action = ? AND entity_id = ? ORDER BY id',
      [action, id],
    );
  }

  it('keeps the confirmed address until the new one confirms, then moves it and ends the earlier links', async () => {
    const id = await insertRegistration(t, {
      firstName: 'Grace',
      otherNames: 'Atuhaire',
      email: 'grace@example.org',
      reference: 'CAAWG11-0101',
      paymentStatus: 'verified',
    });
    const linkBefore = await accessLinkFor('grace@example.org', 1);

    const response = await edit(id, ' Finance.Desk@Example.org ');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AdminRegistrationDetails }>().data).toMatchObject({
      email: 'grace@example.org',
      pendingEmail: 'finance.desk@example.org',
    });
    expect(await details(id)).toMatchObject({
      email: 'grace@example.org',
      pendingEmail: 'finance.desk@example.org',
    });
    const [proposed] = await audit('registration.email-change-requested', id);
    expect(proposed).toMatchObject({
      actor_email: 'finance@caawg11.org',
      before: { email: 'grace@example.org', pendingEmail: null },
      after: { email: 'grace@example.org', pendingEmail: 'finance.desk@example.org' },
    });

    // The new address is asked to confirm; the current one is told.
    const confirmation = await mailTo('finance.desk@example.org');
    expect(confirmation.subject).toBe(
      'Confirm your e-mail address for CAAWG11 registration CAAWG11-0101',
    );
    expect(confirmation.text).toContain('valid until 18 July 2025 at 10:00 (Kampala time)');
    const token = tokenIn(confirmation.text, 'confirm-email');
    expect(confirmation.html).toContain(`${t.config.PUBLIC_SITE_URL}/confirm-email?token=${token}`);
    const notice = await mailTo('grace@example.org', 2);
    expect(notice.subject).toBe(
      'A change of e-mail address was requested for registration CAAWG11-0101',
    );
    expect(notice.text).toContain('finance.desk@example.org');
    expect(notice.text).not.toContain(token);

    // Once sent, no stored row keeps the confirmation's token.
    await eventually(async () => {
      const [sent] = await rows<RowDataPacket>(
        t,
        "SELECT * FROM outbox_messages WHERE template = 'email-change-confirmation' AND status = 'sent'",
      );
      expect(sent).toBeDefined();
      expect(JSON.stringify(sent)).not.toContain(token);
    });

    // Until then the access links follow the confirmed address, and the earlier link works.
    const linkWhilePending = await accessLinkFor('grace@example.org', 3);
    expect((await requestLink('finance.desk@example.org')).statusCode).toBe(200);
    expect((await openPage(linkBefore)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.to('finance.desk@example.org')).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: emailChangeMessages.confirmed });
    expect(await details(id)).toMatchObject({
      email: 'finance.desk@example.org',
      pendingEmail: null,
    });
    expect((await openPage(linkBefore)).statusCode).toBe(401);
    expect((await openPage(linkWhilePending)).statusCode).toBe(401);
    const [done] = await audit('registration.email-confirmed', id);
    expect(done).toMatchObject({
      actor_user_id: null,
      actor_email: 'finance.desk@example.org',
      client_address: '203.0.113.20',
      before: { email: 'grace@example.org' },
      after: { email: 'finance.desk@example.org' },
    });

    // The link works once; the new address now receives the access links.
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: emailChangeMessages.linkInvalid });
    const linkAfter = await accessLinkFor('finance.desk@example.org', 2);
    expect((await openPage(linkAfter)).statusCode).toBe(200);
    expect(await audit('registration.email-confirmed', id)).toHaveLength(1);
  });

  it('refuses an expired link and a link replaced by a newer proposal', async () => {
    const id = await insertRegistration(t, {
      firstName: 'Grace',
      otherNames: 'Atuhaire',
      email: 'ruth@example.org',
      paymentStatus: 'verified',
    });
    expect((await edit(id, 'ruth.first@example.org')).statusCode).toBe(200);
    const first = tokenIn((await mailTo('ruth.first@example.org')).text, 'confirm-email');
    // The same address again, while its link works, sends nothing new.
    expect((await edit(id, 'ruth.first@example.org')).statusCode).toBe(200);
    expect((await edit(id, 'ruth.second@example.org')).statusCode).toBe(200);
    const second = tokenIn((await mailTo('ruth.second@example.org')).text, 'confirm-email');
    expect(t.sink.to('ruth.first@example.org')).toHaveLength(1);
    expect(await audit('registration.email-change-requested', id)).toHaveLength(2);

    expect((await confirm(first)).statusCode).toBe(404);
    try {
      t.setNow('2025-07-18T10:00:01+03:00');
      const expired = await confirm(second);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ message: emailChangeMessages.linkExpired });
    } finally {
      t.setNow(now);
    }
    expect(await details(id)).toMatchObject({
      email: 'ruth@example.org',
      pendingEmail: 'ruth.second@example.org',
    });
    expect((await confirm('not-a-token')).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/confirm-email',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an address another registration took meanwhile, and writes in the registrant language', async () => {
    const id = await insertRegistration(t, {
      email: 'joy@example.org',
      reference: 'CAAWG11-0103',
      paymentStatus: 'verified',
    });
    await t.db.query("UPDATE registrations SET language = 'fr' WHERE id = ?", [id]);
    expect((await edit(id, 'joy.new@example.org')).statusCode).toBe(200);
    const confirmation = await mailTo('joy.new@example.org');
    expect(confirmation.subject).toBe(
      "Confirmez votre adresse e-mail pour l'inscription CAAWG11-0103 à la CAAWG11",
    );
    expect(confirmation.html).toContain(`${t.config.PUBLIC_SITE_URL}/fr/confirm-email?token=`);
    expect((await mailTo('joy@example.org')).subject).toBe(
      "Un changement d'adresse e-mail a été demandé pour l'inscription CAAWG11-0103",
    );

    await insertRegistration(t, { email: 'joy.new@example.org' });
    const taken = await confirm(tokenIn(confirmation.text, 'confirm-email'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: emailChangeMessages.addressTaken });
    expect((await details(id)).email).toBe('joy@example.org');
  });
});
