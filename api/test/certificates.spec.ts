import { DataSource } from 'typeorm';
import {
  certificateMessages,
  type CertificateRow,
  type CheckInAnswer,
  type DataResult,
  type DocumentVerification,
  type ListResult,
  type MyCertificate,
  type ProgrammeDraft,
  type ProgrammeSessionInput,
} from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import {
  fourAuthors,
  insertAbstractSubmission,
  setAbstractAuthors,
} from './support/inbox-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { textOf } from './support/pdf-text.js';

const session: ProgrammeSessionInput = {
  title: 'Groundwater in the Albertine Graben',
  subtheme: 'Water Supply and Geosciences',
  day: '2025-10-02',
  start: '09:00',
  end: '10:30',
  room: 'Hall A',
  chair: null,
  kind: 'oral',
};

const signatories = [
  { name: 'Prof. Ruth Nankya', title: 'Conference Chair' },
  { name: 'Dr. Fatou Diop', title: 'Scientific Committee Chair' },
];

describe('certificates of attendance and presentation', () => {
  let t: MailTestApp;
  let admin: TestUser;
  let finance: TestUser;

  beforeAll(async () => {
    t = await createMailTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000', ACCESS_LINK_MIN_RESPONSE_MS: '0' },
    });
    admin = await createUser(t, 'admin', 'certificates-admin@example.org');
    finance = await createUser(t, 'finance', 'certificates-finance@example.org');
    await t.startWorker();
  });

  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, user = admin) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  async function publishedTalk(): Promise<void> {
    expect((await call('POST', '/api/admin/programme/sessions', session)).statusCode).toBe(201);
    const draft = (await call('GET', '/api/admin/programme')).json<DataResult<ProgrammeDraft>>();
    const sessionId = draft.data.sessions.find((one) => one.title === session.title)!.id;
    const abstractId = await insertAbstractSubmission(t, {
      decision: 'oral',
      full_name: 'Aïcha Diallo',
      email: 'aicha@example.org',
      abstract_title: 'Les nappes du socle cristallin',
      visitor_language: 'fr',
    });
    await insertAbstractSubmission(t, {
      decision: 'reject',
      full_name: 'Not Presenting',
      email: 'rejected@example.org',
    });
    const placed = await call('PUT', `/api/admin/programme/placements/${abstractId}`, {
      sessionId,
      start: '09:00',
      end: '09:15',
    });
    expect(placed.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);
  }

  it('issues and e-mails each certificate once, after the conference, in the delegate’s language', async () => {
    t.setNow('2025-10-05T12:00:00Z');
    const attendee = await insertRegistration(t, {
      reference: 'CAAWG11-0501',
      firstName: 'Grace',
      otherNames: 'Nakato',
      email: 'grace@example.org',
      paymentStatus: 'verified',
      feeUsd: 150,
    });
    // Paid, so the worker's retention run (on the real clock) never takes her for an unpaid one.
    await insertPayment(t, attendee, { status: 'verified', amount: 150 });
    await insertRegistration(t, { reference: 'CAAWG11-0502', email: 'absent@example.org' });
    await publishedTalk();

    const mark = await call('PUT', '/api/admin/certificates/attendance', {
      reference: ' caawg11-0501 ',
      attended: true,
    });
    expect(mark.statusCode).toBe(200);
    const unknown = await call('PUT', '/api/admin/certificates/attendance', {
      reference: 'CAAWG11-9999',
      attended: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { reference: certificateMessages.registrationNotFound },
    });

    const unsigned = await call('POST', '/api/admin/certificates/send');
    expect(unsigned.statusCode).toBe(409);

    const badSettings = await call('PUT', '/api/admin/certificates/settings', {
      signatories: [{ name: '', title: 'Chair' }],
    });
    expect(badSettings.statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/certificates/settings', { signatories })).statusCode,
    ).toBe(200);

    const early = await call('POST', '/api/admin/certificates/send');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: certificateMessages.tooEarly });

    t.setNow('2025-10-06T08:00:00Z');
    const sent = await call('POST', '/api/admin/certificates/send');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ data: { issued: 2, queued: 2 } });
    const again = await call('POST', '/api/admin/certificates/send');
    expect(again.json()).toMatchObject({ data: { issued: 0, queued: 0 } });

    // Other messages (payment reminders) may reach the same inboxes: count the certificates.
    const certificatesTo = (address: string) =>
      t.sink
        .to(address)
        .filter((mail) => mail.attachments.some((file) => file.filename.includes('certificate')));
    const deadline = Date.now() + 10_000;
    while (
      certificatesTo('grace@example.org').length + certificatesTo('aicha@example.org').length <
      2
    ) {
      if (Date.now() > deadline) throw new Error('The certificates were not delivered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(certificatesTo('grace@example.org')).toHaveLength(1);
    expect(certificatesTo('aicha@example.org')).toHaveLength(1);
    const outboxRows = (await t.outboxRows()).filter(
      (row) => row.template === 'certificate-issued',
    );
    expect(outboxRows).toHaveLength(2);

    const french = certificatesTo('aicha@example.org')[0]!;
    expect(french.subject).toBe('Votre certificat de présentation, CAAWG11');
    const frenchText = await textOf(french.attachments[0]!.content);
    expect(frenchText).toContain('Certificat de présentation');
    expect(frenchText).toContain('Aïcha Diallo');
    expect(frenchText).toContain('Les nappes du socle cristallin');
    expect(frenchText).toContain('Session : Groundwater in the Albertine Graben, 2 octobre 2025');
    expect(frenchText).toContain('Prof. Ruth Nankya');
    expect(frenchText).toContain('Dr. Fatou Diop');

    const english = certificatesTo('grace@example.org')[0]!;
    expect(english.subject).toBe('Your certificate of attendance, CAAWG11');
    const englishText = await textOf(english.attachments[0]!.content);
    expect(englishText).toContain('Certificate of Attendance');
    expect(englishText).toContain('Dr. Grace Nakato');

    const listed = (await call('GET', '/api/admin/certificates')).json<
      ListResult<CertificateRow>
    >();
    expect(listed.count).toBe(2);
    const attendance = listed.data.find((row) => row.kind === 'attendance')!;
    expect(attendance.emailedAt).not.toBeNull();

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${attendance.code.toLowerCase()}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<DocumentVerification>()).toEqual({
      name: 'Dr. Grace Nakato',
      kind: 'attendance',
      title: '11th Conference of the African Association of Women in Geosciences',
      issuedAt: '2025-10-06T08:00:00.000Z',
    });

    for (const code of ['ABCD-EFGH-JKMN', 'not a code', 'x'.repeat(60)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${encodeURIComponent(code)}`,
      });
      expect([code, response.statusCode]).toEqual([code, 404]);
      expect(response.json()).toMatchObject({
        success: false,
        message: certificateMessages.unknownCode,
      });
    }
    const frenchUnknown = await t.app.inject({
      method: 'GET',
      url: '/api/certificates/ABCD-EFGH-JKMN',
      headers: { 'accept-language': 'fr' },
    });
    expect(frenchUnknown.json()).toMatchObject({
      message: 'Ce code ne correspond à aucun de nos certificats ou lettres.',
    });

    // The access-link page lists and downloads the registrant's certificates.
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, attendee));
    const token = new URL(issued.link).searchParams.get('token')!;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/certificates',
      headers: { 'x-access-token': token },
    });
    expect(mine.json<DataResult<MyCertificate[]>>().data).toEqual([
      { code: attendance.code, kind: 'attendance', title: attendance.title },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/my-registration/certificates/${attendance.code}/pdf`,
      headers: { 'x-access-token': token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await textOf(pdf.rawPayload)).toContain(attendance.code);
    const someoneElses = listed.data.find((row) => row.kind === 'presentation')!.code;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/my-registration/certificates/${someoneElses}/pdf`,
      headers: { 'x-access-token': token },
    });
    expect(refused.statusCode).toBe(404);

    for (const url of ['/api/admin/certificates', '/api/admin/certificates/attendance']) {
      expect((await call('GET', url, undefined, finance)).statusCode).toBe(403);
    }
  });
  it('refuses a page beyond any list with a field message, not a server error', async () => {
    const far = await call('GET', '/api/admin/certificates?page=99999999999999999999');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ errors: { page: 'page must be at most 1000000' } });
  });

  it('gives an attendance certificate to a delegate checked in at the door, with no mark by an organiser', async () => {
    t.setNow('2025-10-02T07:45:00Z');
    const delegate = await insertRegistration(t, {
      reference: 'CAAWG11-0503',
      firstName: 'Esther',
      otherNames: 'Wanjiru',
      email: 'esther.door@example.org',
      paymentStatus: 'verified',
      feeUsd: 150,
    });
    await insertPayment(t, delegate, { status: 'verified', amount: 150 });
    const volunteer = await createUser(t, 'check-in', 'certificates-door@example.org');
    const checkedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins',
      headers: bearer(volunteer.token),
      payload: { code: 'CAAWG11-0503' },
    });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json<CheckInAnswer>().outcome).toBe('checked-in');

    t.setNow('2025-10-06T09:00:00Z');
    const sent = await call('POST', '/api/admin/certificates/send');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ data: { issued: 1 } });
    const listed = (await call('GET', '/api/admin/certificates?limit=100')).json<
      ListResult<CertificateRow>
    >();
    const hers = listed.data.filter((row) => row.email === 'esther.door@example.org');
    expect(hers.map((row) => row.kind)).toEqual(['attendance']);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${hers[0]!.code}`,
    });
    expect(verified.json<DocumentVerification>()).toMatchObject({
      name: 'Dr. Esther Wanjiru',
      kind: 'attendance',
    });
  });

  it('issues the certificate of presentation to the presenting author, not to the submitter', async () => {
    t.setNow('2025-10-05T12:00:00Z');
    const basement = { ...session, title: 'Basement aquifers', start: '11:00', end: '12:30' };
    expect((await call('POST', '/api/admin/programme/sessions', basement)).statusCode).toBe(201);
    const draft = (await call('GET', '/api/admin/programme')).json<DataResult<ProgrammeDraft>>();
    const sessionId = draft.data.sessions.find((one) => one.title === basement.title)!.id;
    const abstractId = await insertAbstractSubmission(t, {
      decision: 'oral',
      full_name: 'Moussa Keita',
      email: 'moussa.keita@example.org',
      abstract_title: 'Fractured basement aquifers of the Sahel',
      visitor_language: 'en',
    });
    await setAbstractAuthors(t, abstractId, fourAuthors);
    const placed = await call('PUT', `/api/admin/programme/placements/${abstractId}`, {
      sessionId,
      start: '11:00',
      end: '11:15',
    });
    expect(placed.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);

    t.setNow('2025-10-06T10:00:00Z');
    const sent = await call('POST', '/api/admin/certificates/send');
    expect(sent.json()).toMatchObject({ data: { issued: 1, queued: 1 } });
    const listed = (await call('GET', '/api/admin/certificates?limit=100')).json<
      ListResult<CertificateRow>
    >();
    const certificate = listed.data.find(
      (row) => row.title === 'Fractured basement aquifers of the Sahel',
    )!;
    expect(certificate).toMatchObject({
      kind: 'presentation',
      name: 'Aïcha Traoré',
      email: 'aicha.traore@ufhb.example.org',
    });

    const certificatesTo = (address: string) =>
      t.sink
        .to(address)
        .filter((mail) => mail.attachments.some((file) => file.filename.includes('certificate')));
    const [mail] = await eventually(() => {
      const received = certificatesTo('aicha.traore@ufhb.example.org');
      expect(received).toHaveLength(1);
      return received;
    });
    const text = await textOf(mail!.attachments[0]!.content);
    expect(text).toContain('Aïcha Traoré');
    expect(text).toContain('Fractured basement aquifers of the Sahel');
    expect(text).not.toContain('Moussa Keita');
    expect(certificatesTo('moussa.keita@example.org')).toEqual([]);

    // The presenting author, registered under that address, finds it on their page.
    const presenter = await insertRegistration(t, {
      reference: 'CAAWG11-0504',
      firstName: 'Aïcha',
      otherNames: 'Traoré',
      email: 'aicha.traore@ufhb.example.org',
    });
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, presenter));
    const token = new URL(issued.link).searchParams.get('token')!;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/certificates',
      headers: { 'x-access-token': token },
    });
    expect(mine.json<DataResult<MyCertificate[]>>().data).toEqual([
      { code: certificate.code, kind: 'presentation', title: certificate.title },
    ]);
  });
});
