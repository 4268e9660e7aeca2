import type { RowDataPacket } from 'mysql2/promise';
import {
  defaultRetentionSettings,
  privacyMessages,
  privacyNoticeVersion,
  type AdminRegistrationDetails,
  type ContactMessageDetail,
  type RetentionSettings,
  type RetentionUpcomingView,
} from '@caawg11/conference';
import {
  bearer,
  createUser,
  insertRegistration,
  insertStoredFile,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('privacy: retention settings, their public read, and consents with the notice version', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
    admin = await createUser(testApp, 'admin');
    finance = await createUser(testApp, 'finance');
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function publicPeriods(): Promise<RetentionSettings> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/privacy/retention' });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: RetentionSettings }>().data;
  }

  it('answers the periods the settings hold to anyone, and a changed setting changes the answer', async () => {
    expect(await publicPeriods()).toEqual(defaultRetentionSettings);

    const changed = { ...defaultRetentionSettings, studentIdDays: 45, inquiryMonths: 12 };
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/retention',
      headers: bearer(admin.token),
      payload: changed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: privacyMessages.retentionSaved, data: changed });
    expect(await publicPeriods()).toEqual(changed);

    const [entry] = await rows<RowDataPacket>(
      testApp,
      "SELECT actor_email FROM audit_log WHERE action = 'retention-settings.changed'",
    );
    expect(entry?.actor_email).toBe(admin.email);
  });

  it('refuses a period out of range with the rule message, and finance cannot change them', async () => {
    const bad = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/retention',
      headers: bearer(admin.token),
      payload: { ...defaultRetentionSettings, mailBodyDays: -1, inquiryMonths: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { mailBodyDays: privacyMessages.days, inquiryMonths: privacyMessages.months },
    });
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/retention',
      headers: bearer(finance.token),
      payload: defaultRetentionSettings,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists what goes in the next 30 days with the day each is due', async () => {
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/retention',
      headers: bearer(admin.token),
      payload: defaultRetentionSettings,
    });
    testApp.setNow('2025-09-01T08:00:00Z');
    const scanId = await insertStoredFile(testApp, { purpose: 'student-id' });
    const registrationId = await insertRegistration(testApp, {
      reference: 'CAAWG11-UPCO',
      paymentStatus: 'verified',
      studentIdFileId: scanId,
    });
    await testApp.db.query(
      "UPDATE registrations SET payment_status_changed_at = '2025-08-20 10:00:00' WHERE id = ?",
      [registrationId],
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/retention/upcoming',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<{ data: RetentionUpcomingView }>().data;
    expect(view.days).toBe(30);
    const scans = view.kinds.find((kind) => kind.kind === 'student-id-scan')!;
    expect(scans.count).toBe(1);
    expect(scans.records).toEqual([
      {
        kind: 'student-id-scan',
        recordId: registrationId,
        reference: 'CAAWG11-UPCO',
        dueOn: '2025-09-19',
      },
    ]);
  });

  it('stores each consent of a form with the notice version it showed, and shows them with the registration', async () => {
    const contact = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: {
        name: 'Ama Mensah',
        email: 'ama.consent@example.org',
        subject: 'Field trip',
        message: 'Is the field trip open to partners?',
        privacyNoticeVersion,
      },
    });
    expect(contact.statusCode).toBe(201);
    const [message] = await rows<RowDataPacket>(
      testApp,
      "SELECT id FROM contact_messages WHERE email = 'ama.consent@example.org'",
    );
    const contactConsents = await rows<RowDataPacket>(
      testApp,
      "SELECT consent_key, given, notice_version, given_at FROM consents WHERE subject_kind = 'contact-message' AND subject_id = ?",
      [message!.id],
    );
    expect(contactConsents).toEqual([
      expect.objectContaining({
        consent_key: 'privacy-notice',
        given: 1,
        notice_version: privacyNoticeVersion,
      }),
    ]);

    const inboxDetail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/contact-messages/${String(message!.id)}`,
      headers: bearer(admin.token),
    });
    expect(inboxDetail.statusCode).toBe(200);
    expect(inboxDetail.json<{ data: ContactMessageDetail }>().data.consents).toEqual([
      expect.objectContaining({
        key: 'privacy-notice',
        given: true,
        noticeVersion: privacyNoticeVersion,
      }),
    ]);

    const body = multipartBody({
      ...registrationFields({ email: 'consents@example.org' }),
      privacyNoticeVersion,
      recaptchaToken: await solvedCaptcha(testApp.app),
    });
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
    expect(registered.statusCode).toBe(201);
    const [registration] = await rows<RowDataPacket>(
      testApp,
      "SELECT id FROM registrations WHERE email = 'consents@example.org'",
    );
    const details = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${String(registration!.id)}`,
      headers: bearer(admin.token),
    });
    expect(details.statusCode).toBe(200);
    const consents = details.json<{ data: AdminRegistrationDetails }>().data.consents!;
    expect(
      consents.map(({ key, given, noticeVersion }) => ({ key, given, noticeVersion })),
    ).toEqual([
      { key: 'privacy-notice', given: true, noticeVersion: privacyNoticeVersion },
      { key: 'marketing', given: false, noticeVersion: privacyNoticeVersion },
      { key: 'payment-confirmation', given: true, noticeVersion: privacyNoticeVersion },
      { key: 'programme', given: true, noticeVersion: privacyNoticeVersion },
      { key: 'email', given: false, noticeVersion: privacyNoticeVersion },
    ]);
    expect(consents.every((consent) => !Number.isNaN(Date.parse(consent.givenAt)))).toBe(true);
  });

  it('refuses a notice version the site never published', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: {
        name: 'Ama Mensah',
        email: 'ama.unknown@example.org',
        subject: 'Field trip',
        message: 'Is the field trip open to partners?',
        privacyNoticeVersion: '1999-01-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { privacyNoticeVersion: privacyMessages.unknownNoticeVersion },
    });
    const stored = await rows<RowDataPacket>(
      testApp,
      "SELECT id FROM contact_messages WHERE email = 'ama.unknown@example.org'",
    );
    expect(stored).toHaveLength(0);
  });
});
