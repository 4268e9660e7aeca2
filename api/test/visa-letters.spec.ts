import { Writable } from 'node:stream';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import {
  staffRoles,
  visaLetterMessages,
  visaLetterSettingsMessages,
  type DocumentVerification,
  type ListResult,
  type VisaLetterRow,
} from '@caawg11/conference';
import { caseBody, visaLetterRequestCases } from '@caawg11/conference/cases';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { bearer, createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';
import { multipartBody } from './support/multipart.js';
import { textOf } from './support/pdf-text.js';

const passportNumber = 'SN4471902';

const request = {
  ...visaLetterRequestCases.valid,
  fullName: 'Aïssatou Diallo Ndiaye',
  passportNumber: 'sn 447-1902',
  nationality: 'Sénégalaise',
  embassy: "Ambassade de l'Ouganda, Dakar",
};

describe('visa invitation letters', () => {
  let t: MailTestApp;
  let admin: TestUser;
  const others = new Map<string, TestUser>();
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createMailTestApp({
      env: {
        LOG_LEVEL: 'info',
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        ACCESS_LINK_MIN_RESPONSE_MS: '0',
      },
      logStream: new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    });
    admin = await createUser(t, 'admin', 'visa-admin@example.org');
    for (const role of staffRoles.filter((role) => role !== 'admin')) {
      others.set(role, await createUser(t, role, `visa-${role}@example.org`));
    }
    await t.startWorker();
    await settings({ issueRule: 'paid', chairName: 'Prof. Ruth Nankya', chairTitle: 'Chair' });
    const signature = await QRCode.toBuffer('signature stand-in', { type: 'png' });
    const body = multipartBody(
      {},
      {
        field: 'signature',
        filename: 'signature.png',
        contentType: 'image/png',
        content: signature,
      },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/visa-letters/settings/signature',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ data: { hasSignature: true } });
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(() => {
    t.sink.clear();
  });

  async function settings(values: object) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/visa-letters/settings',
      headers: bearer(admin.token),
      payload: values,
    });
    expect(response.statusCode).toBe(200);
  }

  /** A registration in a language, paid or not, and its access token. */
  async function registrant(
    language: 'en' | 'fr' | 'pt',
    paymentStatus: 'pending' | 'verified' = 'verified',
    email?: string,
  ): Promise<{ id: string; token: string; reference: string }> {
    const id = await insertRegistration(t, { paymentStatus, ...(email ? { email } : {}) });
    await t.db.query('UPDATE registrations SET language = ? WHERE id = ?', [language, id]);
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, id));
    const [[row]] = await t.db.query<import('mysql2').RowDataPacket[]>(
      'SELECT reference FROM registrations WHERE id = ?',
      [id],
    );
    return {
      id,
      token: new URL(issued.link).searchParams.get('token')!,
      reference: String(row!.reference),
    };
  }

  function ask(token: string | null, payload: object, language?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/my-registration/visa-letter',
      headers: {
        ...(token ? { 'x-access-token': token } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload,
    });
  }

  async function list(headers = bearer(admin.token)) {
    return t.app.inject({ method: 'GET', url: '/api/admin/visa-letters?limit=100', headers });
  }

  async function requestIdOf(registrationId: string): Promise<string> {
    const rows = (await list()).json<ListResult<VisaLetterRow>>().data;
    return rows.find((row) => row.registrationId === registrationId)!.id;
  }

  it('issues a letter requested from the access-link page and e-mails it as a French PDF', async () => {
    const delegate = await registrant('fr', 'verified', 'aissatou@example.org');
    const asked = await ask(delegate.token, request, 'fr');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      success: true,
      message:
        "Votre demande de lettre d'invitation a bien été reçue. Nous vous enverrons par e-mail la lettre ou notre réponse.",
    });

    const listed = (await list()).json<ListResult<VisaLetterRow>>();
    const row = listed.data.find((candidate) => candidate.registrationId === delegate.id)!;
    expect(row).toMatchObject({
      reference: delegate.reference,
      fullName: 'Aïssatou Diallo Ndiaye',
      passportNumber,
      status: 'requested',
      paymentStatus: 'verified',
      abstractStatus: 'none',
      mayIssue: true,
    });

    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/visa-letters/${row.id}/issue`,
      headers: bearer(admin.token),
    });
    expect(issued.statusCode).toBe(200);

    const [mail] = await t.sink.waitForCount(1);
    expect(mail!.to).toEqual(['aissatou@example.org']);
    expect(mail!.subject).toBe(`Votre lettre d'invitation pour CAAWG11 (${delegate.reference})`);
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.mimeType).toBe('application/pdf');
    expect(attachment.filename).toBe(`${delegate.reference}-invitation-letter.pdf`);
    const text = await textOf(attachment.content);
    expect(text).toContain("Lettre d'invitation : Aïssatou Diallo Ndiaye");
    expect(text).toContain('de nationalité Sénégalaise');
    expect(text).toContain(passportNumber);
    expect(text).toContain('14 mars 1988');
    expect(text).toContain("Ambassade de l'Ouganda, Dakar");
    expect(text).toContain(delegate.reference);
    expect(text).toContain('Prof. Ruth Nankya');
    expect(text).toContain('à Kampala, Uganda du 1 octobre au 5 octobre 2025');

    const code = /Code de la lettre : ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)![1]!;
    expect(text).toContain(`/fr/certificates/${code}`);
    const verified = await t.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<DocumentVerification>()).toMatchObject({
      name: 'Aïssatou Diallo Ndiaye',
      kind: 'invitation-letter',
    });

    const download = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/visa-letter/pdf',
      headers: { 'x-access-token': delegate.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');

    const again = await ask(delegate.token, request);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: visaLetterMessages.alreadyIssued });

    const [audit] = await t.db.query<import('mysql2').RowDataPacket[]>(
      "SELECT `before`, `after` FROM audit_log WHERE action = 'visa-letter.issued'",
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).toContain(code);
    expect(JSON.stringify(audit)).not.toContain(passportNumber);
  });

  it('e-mails the reason of a refusal, and asks for one', async () => {
    const delegate = await registrant('en', 'pending', 'refused-delegate@example.org');
    expect((await ask(delegate.token, request)).statusCode).toBe(200);
    const id = await requestIdOf(delegate.id);

    const refuse = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/visa-letters/${id}/refuse`,
        headers: bearer(admin.token),
        payload,
      });
    const empty = await refuse({ reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: { reason: visaLetterSettingsMessages.reasonRequired },
    });

    expect((await refuse({ reason: 'No payment has reached us yet.' })).statusCode).toBe(200);
    const [mail] = await t.sink.waitForCount(1);
    expect(mail!.to).toEqual(['refused-delegate@example.org']);
    expect(mail!.subject).toBe(`Your request for an invitation letter (${delegate.reference})`);
    expect(mail!.text).toContain('No payment has reached us yet.');
    expect(mail!.attachments).toHaveLength(0);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/visa-letter',
      headers: { 'x-access-token': delegate.token },
    });
    expect(mine.json()).toMatchObject({
      data: { status: 'refused', refusalReason: 'No payment has reached us yet.' },
    });
  });

  it('issues only what the settings allow', async () => {
    const unpaid = await registrant('pt', 'pending', 'unpaid-presenter@example.org');
    expect((await ask(unpaid.token, request)).statusCode).toBe(200);
    const id = await requestIdOf(unpaid.id);
    const issue = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/visa-letters/${id}/issue`,
        headers: bearer(admin.token),
      });

    const refused = await issue();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: visaLetterSettingsMessages.notPaid });

    await insertAbstractSubmission(t, { email: 'unpaid-presenter@example.org', decision: 'oral' });
    await settings({
      issueRule: 'paid-or-accepted-abstract',
      chairName: 'Prof. Ruth Nankya',
      chairTitle: 'Chair',
    });
    const row = (await list()).json<ListResult<VisaLetterRow>>().data.find((r) => r.id === id)!;
    expect(row).toMatchObject({ abstractStatus: 'accepted', mayIssue: true });
    expect((await issue()).statusCode).toBe(200);
    const [mail] = await t.sink.waitForCount(1);
    expect(mail!.subject).toBe(`A sua carta-convite para a CAAWG11 (${unpaid.reference})`);
    expect(await textOf(mail!.attachments[0]!.content)).toContain('Carta-convite');
    await settings({ issueRule: 'paid', chairName: 'Prof. Ruth Nankya', chairTitle: 'Chair' });
  });

  it('refuses a bad request with the shared rules’ messages, and a missing access token', async () => {
    const delegate = await registrant('en');
    for (const invalid of visaLetterRequestCases.invalid) {
      const response = await ask(
        delegate.token,
        caseBody(visaLetterRequestCases.valid, invalid.patch),
      );
      expect([invalid.field, response.statusCode]).toEqual([invalid.field, 400]);
      expect(response.json<{ errors: Record<string, string> }>().errors[invalid.field]).toBe(
        invalid.message,
      );
    }
    const french = await ask(
      delegate.token,
      caseBody(visaLetterRequestCases.valid, { passportExpiry: '2025-09-30' }),
      'fr',
    );
    expect(french.json()).toMatchObject({
      errors: {
        passportExpiry:
          'Votre passeport doit être valide après la fin de la conférence le 5 octobre 2025',
      },
    });
    expect((await ask(null, request)).statusCode).toBe(401);
    expect((await ask('not-a-token', request)).statusCode).toBe(401);
  });

  it('shows passport data to admins only, in no other export, and in no log line', async () => {
    const delegate = await registrant('en');
    expect((await ask(delegate.token, request)).statusCode).toBe(200);

    for (const [role, user] of others) {
      for (const url of [
        '/api/admin/visa-letters',
        '/api/admin/visa-letters/export?format=csv',
        '/api/admin/visa-letters/settings',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
        expect([role, url, response.statusCode]).toEqual([role, url, 403]);
      }
    }

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/visa-letters/export?format=csv',
      headers: bearer(admin.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(passportNumber);

    for (const url of [
      '/api/admin/registrations/export?format=csv',
      '/api/admin/payments/export?format=csv',
      '/api/admin/abstracts/export?format=csv',
      `/api/admin/registrations/${delegate.id}`,
      '/api/admin/audit-log?limit=100',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.body.includes(passportNumber)]).toEqual([url, false]);
    }

    const logged = logLines.join('');
    expect(logged).toContain('/api/my-registration/visa-letter');
    expect(logged).not.toContain(passportNumber);
    expect(logged).not.toContain('447-1902');
    expect(logged).not.toContain('Aïssatou');
  });

  it('writes a typed formula into the export as text', async () => {
    const delegate = await registrant('en');
    const formula = '=HYPERLINK("http://evil.example","Embassy")';
    expect((await ask(delegate.token, { ...request, embassy: formula })).statusCode).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/visa-letters/export?format=csv',
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Embassy"")"`);
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('blanks the passport data of old requests and keeps the rows', async () => {
    const delegate = await registrant('en');
    expect((await ask(delegate.token, request)).statusCode).toBe(200);
    const { VisaLettersRepository } =
      await import('../src/registrations-and-money/visa-letters/visa-letters.repository.js');
    const repository = t.app.get(VisaLettersRepository);
    const cleared = await t.app
      .get(DataSource)
      .transaction((manager) =>
        repository.clearPassportDataOlderThan(manager, new Date(Date.now() + 60_000)),
      );
    expect(cleared).toBeGreaterThanOrEqual(1);
    const [[row]] = await t.db.query<import('mysql2').RowDataPacket[]>(
      `SELECT status, passport_number, full_name, date_of_birth, letter_pdf,
              passport_data_cleared_at FROM visa_letter_requests WHERE registration_id = ?`,
      [delegate.id],
    );
    expect(row).toMatchObject({
      status: 'requested',
      passport_number: null,
      full_name: null,
      date_of_birth: null,
      letter_pdf: null,
    });
    expect(row!.passport_data_cleared_at).not.toBeNull();
  });
});
