import type { RowDataPacket } from 'mysql2/promise';
import {
  defaultNoticeText,
  fillNoticeText,
  type AdminContactMessage,
  type AdminMembership,
  type AdminRegistrationDetails,
  type InboxDetail,
  type NoticeTextView,
} from '@caawg11/conference';
import { noticeTextsMaxAgeMs } from '../src/platform/mail/notice-texts.service.js';
import {
  bearer,
  createUser,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { insertAbstractSubmission, insertMembership } from './support/inbox-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';
import { dataToSend } from './support/outbox-links.js';

const registeredOn = '2025-07-15T10:00:00+03:00';

describe('the language each visitor used, kept with what they sent and used for their e-mails', () => {
  let t: MailTestApp;
  let admin: TestUser;
  let communications: TestUser;
  let client = 0;

  beforeAll(async () => {
    t = await createMailTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await createUser(t, 'admin');
    communications = await createUser(t, 'communications');
    t.setNow(registeredOn);
  });

  afterAll(async () => {
    await t.close();
  });

  async function register(email: string, acceptLanguage?: string): Promise<string> {
    const body = multipartBody({
      ...registrationFields({ email }),
      recaptchaToken: await solvedCaptcha(t.app),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      remoteAddress: `198.51.100.${(client += 1)}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ reference: string }>().reference;
  }

  async function outboxOf(recipient: string): Promise<RowDataPacket[]> {
    return rows<RowDataPacket>(
      t,
      'SELECT id, template, language, payload FROM outbox_messages WHERE recipient = ? ORDER BY id',
      [recipient],
    );
  }

  function call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    user: TestUser = admin,
    payload?: object,
  ) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  it('stores a French registration as French, with its e-mail and access link in French', async () => {
    const reference = await register('aminata@example.org', 'fr-FR,fr;q=0.9,en;q=0.8');
    const [registration] = await rows<RowDataPacket>(
      t,
      'SELECT language FROM registrations WHERE reference = ?',
      [reference],
    );
    expect(registration).toMatchObject({ language: 'fr' });
    const [mail] = await outboxOf('aminata@example.org');
    expect(mail).toMatchObject({ template: 'registration-received', language: 'fr' });
    const accessLink = (await dataToSend(t, String(mail!.id))).accessLink!;
    expect(accessLink.startsWith(`${t.config.PUBLIC_SITE_URL}/fr/my-registration?token=`)).toBe(
      true,
    );

    const [stored] = await rows<RowDataPacket>(
      t,
      'SELECT id FROM registrations WHERE reference = ?',
      [reference],
    );
    const details = await call('GET', `/api/admin/registrations/${String(stored!.id)}`);
    expect(details.json<{ data: AdminRegistrationDetails }>().data).toMatchObject({
      reference,
      visitorLanguage: 'fr',
    });
  });

  it('keeps an English registration as it always was: unprefixed links', async () => {
    await register('grace.en@example.org');
    const [registration] = await rows<RowDataPacket>(
      t,
      'SELECT language FROM registrations WHERE email = ?',
      ['grace.en@example.org'],
    );
    expect(registration).toMatchObject({ language: 'en' });
    const [mail] = await outboxOf('grace.en@example.org');
    expect(mail).toMatchObject({ template: 'registration-received', language: 'en' });
    expect(
      (await dataToSend(t, String(mail!.id))).accessLink!.startsWith(
        `${t.config.PUBLIC_SITE_URL}/my-registration?token=`,
      ),
    ).toBe(true);
  });

  it('sends the access link requested in Portuguese to the Portuguese page, and renders it so', async () => {
    await register('fatima@example.org');
    await t.startWorker();
    const accessLinkTo = (page: string) => () => {
      const mail = t.sink
        .to('fatima@example.org')
        .find((one) => one.html.includes(`${t.config.PUBLIC_SITE_URL}${page}?token=`));
      expect(mail).toBeDefined();
      return mail!;
    };
    const englishMail = await eventually(accessLinkTo('/my-registration'));
    expect(englishMail.text).toContain(`${t.config.PUBLIC_SITE_URL}/verify`);
    expect(englishMail.text).not.toContain('/pt/');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: 'fatima@example.org' },
      headers: { 'accept-language': 'pt-PT,pt;q=0.9' },
      remoteAddress: `198.51.100.${(client += 1)}`,
    });
    expect(response.statusCode).toBe(200);
    const mails = (await outboxOf('fatima@example.org')).filter(
      (mail) => mail.template !== 'payment-reminder',
    );
    expect(mails.map((mail): unknown[] => [mail.template, mail.language])).toEqual([
      ['registration-received', 'en'],
      ['access-link', 'pt'],
    ]);
    const accessMail = await eventually(accessLinkTo('/pt/my-registration'));
    expect(accessMail.text).toContain(`${t.config.PUBLIC_SITE_URL}/pt/verify`);
  });

  it('stores a contact message in the sender’s language; the organisers’ copy has none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: {
        name: 'Aline Mbayo',
        email: 'aline@example.org',
        subject: 'Visa',
        message: 'Pouvez-vous m’envoyer une lettre d’invitation pour mon visa ?',
      },
      headers: { 'accept-language': 'fr' },
      remoteAddress: `198.51.100.${(client += 1)}`,
    });
    expect(response.statusCode).toBe(201);
    const [message] = await rows<RowDataPacket>(
      t,
      'SELECT id, language FROM contact_messages WHERE email = ?',
      ['aline@example.org'],
    );
    expect(message).toMatchObject({ language: 'fr' });
    const mails = await rows<RowDataPacket>(
      t,
      "SELECT template, language FROM outbox_messages WHERE template IN ('contact-message', 'contact-acknowledgement') AND JSON_VALUE(payload, '$.subject') = 'Visa' ORDER BY id",
    );
    expect(mails.map((mail): unknown[] => [mail.template, mail.language])).toEqual([
      ['contact-message', null],
      ['contact-acknowledgement', 'fr'],
    ]);
    const detail = await call(
      'GET',
      `/api/admin/contact-messages/${String(message!.id)}`,
      communications,
    );
    expect(detail.json<{ data: InboxDetail<AdminContactMessage> }>().data.item).toMatchObject({
      visitorLanguage: 'fr',
    });
  });

  it('keeps one version of a notice text per language and sends each visitor theirs', async () => {
    const french = {
      subject: 'Bienvenue, {{name}} ({{reference}})',
      body: 'Bonjour {{name}},\n\nVotre demande {{reference}} est approuvée.',
    };
    const saved = await call(
      'PUT',
      '/api/admin/notice-texts/memberships.approved?language=fr',
      admin,
      french,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: NoticeTextView }>().data).toMatchObject({
      key: 'memberships.approved',
      language: 'fr',
      edited: true,
      text: french,
      defaultText: defaultNoticeText('memberships.approved', 'fr'),
    });

    const frenchList = await call('GET', '/api/admin/notice-texts?language=fr');
    const englishList = await call('GET', '/api/admin/notice-texts');
    const approvedIn = (response: typeof frenchList) =>
      response
        .json<{ data: NoticeTextView[] }>()
        .data.find((view) => view.key === 'memberships.approved');
    expect(approvedIn(frenchList)).toMatchObject({ edited: true, text: french });
    expect(approvedIn(englishList)).toMatchObject({ language: 'en', edited: false });
    expect(approvedIn(englishList)!.text).toEqual(defaultNoticeText('memberships.approved'));

    const refused = await call('GET', '/api/admin/notice-texts?language=de');
    expect(refused.statusCode).toBe(400);

    // The worker reads the texts again once its copy is a few seconds old; it read the French
    // ones for the acknowledgement above.
    await new Promise((resolve) => setTimeout(resolve, noticeTextsMaxAgeMs + 100));
    const frenchId = await insertMembership(t, {
      name: 'Aïcha Diallo',
      email: 'aicha@example.org',
      language: 'fr',
    });
    const portugueseId = await insertMembership(t, {
      name: 'Joana Tembe',
      email: 'joana@example.org',
      language: 'pt',
    });
    const englishId = await insertMembership(t, {
      name: 'Zaina Mwangi',
      email: 'zaina.lang@example.org',
    });
    const detail = await call('GET', `/api/admin/memberships/${frenchId}`, communications);
    expect(detail.json<{ data: InboxDetail<AdminMembership> }>().data.item).toMatchObject({
      visitorLanguage: 'fr',
    });
    for (const id of [frenchId, portugueseId, englishId]) {
      const approved = await call('PUT', `/api/admin/memberships/${id}/status`, communications, {
        status: 'approved',
      });
      expect(approved.statusCode).toBe(200);
    }
    const reference = (id: string) => `MEM-${id.padStart(4, '0')}`;
    const subjectOf = async (address: string) =>
      (
        await eventually(() => {
          const [mail] = t.sink.to(address);
          expect(mail).toBeDefined();
          return mail!;
        })
      ).subject;
    expect(await subjectOf('aicha@example.org')).toBe(
      `Bienvenue, Aïcha Diallo (${reference(frenchId)})`,
    );
    expect(await subjectOf('joana@example.org')).toBe(
      fillNoticeText(defaultNoticeText('memberships.approved', 'pt').subject, {
        reference: reference(portugueseId),
      }),
    );
    expect(await subjectOf('zaina.lang@example.org')).toBe(
      `Your AAWG membership application has been approved (${reference(englishId)})`,
    );
    const decisions = await rows<RowDataPacket>(
      t,
      "SELECT recipient, language FROM outbox_messages WHERE template = 'inbox-decision' ORDER BY id",
    );
    expect(decisions.map((row): unknown[] => [row.recipient, row.language])).toEqual([
      ['aicha@example.org', 'fr'],
      ['joana@example.org', 'pt'],
      ['zaina.lang@example.org', 'en'],
    ]);

    const reset = await call('DELETE', '/api/admin/notice-texts/memberships.approved?language=fr');
    expect(reset.json<{ data: NoticeTextView }>().data).toMatchObject({
      language: 'fr',
      edited: false,
      text: defaultNoticeText('memberships.approved', 'fr'),
    });
  });

  it('writes what organisers decide later in the language stored with the submission', async () => {
    const registrationId = await insertRegistration(t, {
      email: 'nadia@example.org',
      reference: 'CAAWG11-0900',
    });
    await t.db.query("UPDATE registrations SET language = 'pt' WHERE id = ?", [registrationId]);
    const changed = await call('PUT', `/api/admin/registrations/${registrationId}/status`, admin, {
      status: 'rejected',
    });
    expect(changed.statusCode).toBe(200);
    const [statusMail] = await outboxOf('nadia@example.org');
    expect(statusMail).toMatchObject({ template: 'registration-status-changed', language: 'pt' });

    const abstractId = await insertAbstractSubmission(t, {
      email: 'clarisse@example.org',
      visitor_language: 'fr',
    });
    await t.db.query(
      "UPDATE abstracts SET decision = 'oral', decided_at = NOW(3), decision_notified_at = NULL WHERE id = ?",
      [abstractId],
    );
    const sent = await call('POST', '/api/admin/abstract-notices/send', admin, {
      outcomes: ['oral'],
    });
    expect(sent.statusCode).toBe(200);
    const [notice] = await outboxOf('clarisse@example.org');
    expect(notice).toMatchObject({ template: 'abstract-decision', language: 'fr' });
    // A worker of its own, so that this case also runs alone.
    await t.startWorker();
    const mail = await eventually(() => {
      const [received] = t.sink.to('clarisse@example.org');
      expect(received).toBeDefined();
      return received!;
    });
    expect(mail.text).toContain(`${t.config.PUBLIC_SITE_URL}/fr/abstract-response?token=`);
  });
});
