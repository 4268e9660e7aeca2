import { readFileSync } from 'node:fs';
import type { ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import type {
  CheckInAnswer,
  ErasureRequestsResult,
  ErasureResult,
  PeopleResult,
} from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody, type FilePart } from './support/multipart.js';
import { filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { readZip } from './support/zip-reader.js';

const address = 'grace.atuhaire@example.org';
const familyName = 'Atuhaire';
const passportNumber = 'PA7788991';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Every row of every table of the suite's database, as text. */
async function everyTableAsText(t: TestApp): Promise<Map<string, string>> {
  const [tables] = await t.db.query<RowDataPacket[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'`,
  );
  const dump = new Map<string, string>();
  for (const { name } of tables) {
    const [rows] = await t.db.query<RowDataPacket[]>(`SELECT * FROM \`${String(name)}\``);
    dump.set(String(name), JSON.stringify(rows));
  }
  return dump;
}

function tablesNaming(dump: Map<string, string>, text: string): string[] {
  return [...dump]
    .filter(([, rows]) => rows.toLowerCase().includes(text.toLowerCase()))
    .map(([name]) => name);
}

describe('everything held about a person: the people screen, export and erasure', () => {
  let t: TestApp;
  let admin: TestUser;
  let finance: TestUser;
  const studentIdContent = sampleFiles.pdf(3000);
  const manuscriptContent = sampleFiles.docx();

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
    t.setNow('2025-07-15T10:00:00+03:00');
    admin = await createUser(t, 'admin');
    finance = await createUser(t, 'finance');
  });

  afterAll(async () => {
    await t.close();
  });

  async function postMultipart(url: string, fields: Record<string, string>, file: FilePart) {
    const body = multipartBody({ ...fields, recaptchaToken: await solvedCaptcha(t.app) }, file);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
  }

  function register(email: string, firstName: string, otherNames: string) {
    return postMultipart(
      '/api/registration.php',
      {
        title: 'Dr.',
        firstName,
        otherNames,
        gender: 'Female',
        email,
        phone: '+256 772 000 111',
        country: 'Uganda',
        city: 'Kampala',
        institution: 'Makerere University',
        participationType: 'attendee',
        participantCategory: 'student',
        fieldTrip: 'No',
        marketingConsent: 'false',
        paymentConfirmation: 'true',
        programConsent: 'true',
        emailConsent: 'false',
      },
      {
        field: 'studentIdFile',
        filename: 'student-id.pdf',
        contentType: 'application/pdf',
        content: studentIdContent,
      },
    );
  }

  function get(url: string, user: TestUser = admin) {
    return t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  }

  async function registrationIdOf(email: string): Promise<string> {
    const [rows] = await t.db.query<RowDataPacket[]>(
      'SELECT id FROM registrations WHERE email = ?',
      [email],
    );
    return String(rows[0]!.id);
  }

  async function verifiedPayment(registrationId: string, amount: number): Promise<void> {
    const paymentId = await insertPayment(t, registrationId, { amount });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${paymentId}/verify`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  }

  it('finds, exports and erases a person who registered, wrote and submitted an abstract', async () => {
    // A person registers with a student ID, writes to the organisers and submits an abstract;
    // another registrant's money stays in the books beside theirs.
    expect((await register('Grace.Atuhaire@Example.org', 'Grace', familyName)).statusCode).toBe(
      201,
    );
    expect((await register('halima.nansubuga@example.org', 'Halima', 'Nansubuga')).statusCode).toBe(
      201,
    );
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: {
        name: `Grace ${familyName}`,
        email: address,
        subject: 'Field trip',
        message: 'Is the field trip open to accompanying persons?',
      },
    });
    expect(contact.statusCode).toBe(201);
    const abstract = await postMultipart(
      '/api/abstracts.php',
      {
        fullName: `Grace ${familyName}`,
        affiliation: 'Makerere University',
        email: address,
        phone: '',
        abstractTitle: 'Lithium pegmatites of south-western Uganda',
        subtheme: 'Critical Minerals and the Green Economy',
        language: 'English',
        presentationType: 'Poster Presentation',
        comments: '',
      },
      {
        field: 'abstractFile',
        filename: 'Atuhaire.docx',
        contentType: docxType,
        content: manuscriptContent,
      },
    );
    expect(abstract.statusCode).toBe(201);

    const graceId = await registrationIdOf(address);
    const halimaId = await registrationIdOf('halima.nansubuga@example.org');
    await verifiedPayment(graceId, 100);
    await verifiedPayment(halimaId, 120);

    // The registrant asks for erasure from the access-link page, and downloads their data there.
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, graceId));
    const token = new URL(issued.link).searchParams.get('token')!;
    // She asks for a visa letter with her passport data, and is checked in at the door.
    const visa = await t.app.inject({
      method: 'POST',
      url: '/api/my-registration/visa-letter',
      headers: { 'x-access-token': token },
      payload: {
        fullName: `Grace ${familyName}`,
        passportNumber,
        nationality: 'Ugandan',
        dateOfBirth: '1991-04-12',
        passportExpiry: '2031-01-31',
        embassy: 'Embassy of Uganda, Nairobi',
      },
    });
    expect(visa.statusCode).toBe(200);
    const volunteer = await createUser(t, 'check-in');
    t.setNow('2025-10-01T08:30:00+03:00');
    const [referenceRows] = await t.db.query<RowDataPacket[]>(
      'SELECT reference FROM registrations WHERE id = ?',
      [graceId],
    );
    const checkedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins',
      headers: bearer(volunteer.token),
      payload: { code: String(referenceRows[0]!.reference) },
    });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json<CheckInAnswer>().outcome).toBe('checked-in');
    t.setNow('2025-07-15T10:00:00+03:00');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/my-registration/erasure-request',
      headers: { 'x-access-token': token },
    });
    expect(asked.statusCode).toBe(200);
    const open = (await get('/api/admin/people/erasure-requests')).json<ErasureRequestsResult>();
    expect(open.data).toEqual([
      expect.objectContaining({
        registrationId: graceId,
        email: address,
        name: `Grace ${familyName}`,
      }),
    ]);
    const ownCopy = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/data',
      headers: { 'x-access-token': token },
    });
    expect(ownCopy.statusCode).toBe(200);
    expect(ownCopy.headers['content-type']).toBe('application/zip');

    // The people screen shows all three, with the files, the payment and the receipt.
    const found = await get(
      `/api/admin/people?email=${encodeURIComponent(' GRACE.Atuhaire@example.org ')}`,
    );
    expect(found.statusCode).toBe(200);
    const held = found.json<PeopleResult>();
    expect(held.email).toBe(address);
    const kinds = held.records.map((record) => record.kind);
    for (const kind of [
      'registration',
      'contact-message',
      'abstract',
      'payment',
      'receipt',
      'email',
      'audit-entry',
      'erasure-request',
      'visa-letter-request',
      'check-in',
      'consent',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(kinds.filter((kind) => kind === 'file')).toHaveLength(2);
    expect(held.records.find((record) => record.kind === 'registration')!.id).toBe(graceId);

    // The export holds the three records and the two files as uploaded.
    const exported = await get(`/api/admin/people/export?email=${address}`);
    expect(exported.statusCode).toBe(200);
    const entries = await readZip(exported.rawPayload);
    const records = (name: string) =>
      JSON.parse(entries.get(name)!.toString('utf8')) as Record<string, unknown>[];
    expect(records('registration.json')).toEqual([
      expect.objectContaining({
        id: graceId,
        firstName: 'Grace',
        otherNames: familyName,
        email: address,
      }),
    ]);
    expect(records('contact-message.json')).toEqual([
      expect.objectContaining({ subject: 'Field trip', email: address }),
    ]);
    expect(records('abstract.json')).toEqual([
      expect.objectContaining({ abstractTitle: 'Lithium pegmatites of south-western Uganda' }),
    ]);
    expect(records('visa-letter-request.json')).toEqual([
      expect.objectContaining({ passportNumber, fullName: `Grace ${familyName}` }),
    ]);
    expect(records('check-in.json')).toEqual([expect.objectContaining({ occasion: '2025-10-01' })]);
    expect(records('consent.json').length).toBeGreaterThan(0);
    const files = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(files).toHaveLength(2);
    expect(files.map((name) => entries.get(name)!).sort((a, b) => a.length - b.length)).toEqual(
      [studentIdContent, manuscriptContent].sort((a, b) => a.length - b.length),
    );

    // What the books say before.
    const reportUrl = '/api/admin/payments/finance-report?from=2025-06-01&to=2025-06-30';
    const reportBefore = (await get(reportUrl, finance)).json<{ data: Record<string, unknown> }>();
    const [receiptsBefore] = await t.db.query<RowDataPacket[]>(
      'SELECT * FROM receipts ORDER BY number',
    );
    const [summaryBefore] = await t.db.query<RowDataPacket[]>('SELECT * FROM registration_summary');
    const storedBefore = filesUnder(t.config.FILE_STORAGE_DIR);
    const [personsFiles] = await t.db.query<RowDataPacket[]>(
      `SELECT storage_key FROM stored_files
        WHERE id IN (SELECT student_id_file_id FROM registrations WHERE id = ?)
           OR id IN (SELECT file_id FROM abstracts WHERE email = ?)`,
      [graceId, address],
    );
    const personsStorageKeys = personsFiles.map((row) => String(row.storage_key));
    expect(personsStorageKeys).toHaveLength(2);
    expect(
      storedBefore.filter((path) => personsStorageKeys.some((key) => path.endsWith(key))),
    ).toHaveLength(2);
    expect(tablesNaming(await everyTableAsText(t), familyName).length).toBeGreaterThan(3);

    // Only an administrator erases, with a reason.
    const byFinance = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(finance.token),
      payload: { email: address, reason: 'Asked for it' },
    });
    expect(byFinance.statusCode).toBe(403);
    const withoutReason = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email: address, reason: ' ' },
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json<{ message: string }>().message).toBe(
      'Please give the reason for the erasure.',
    );

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: {
        email: 'Grace.Atuhaire@Example.org',
        reason: `Grace ${familyName} asked on the access-link page`,
      },
    });
    expect(erased.statusCode).toBe(200);
    const result = erased.json<ErasureResult>();
    expect(result.marker).toMatch(/^Erased person \d{4}$/);
    expect(result.counts).toMatchObject({
      registration: 1,
      'contact-message': 1,
      abstract: 1,
      file: 2,
    });

    // Nothing of the person is left in any table or in the file store.
    const dump = await everyTableAsText(t);
    expect(tablesNaming(dump, address)).toEqual([]);
    expect(tablesNaming(dump, familyName)).toEqual([]);
    expect(tablesNaming(dump, passportNumber)).toEqual([]);
    // The request and the check-in stay, without the person.
    const [visaAfter] = await t.db.query<RowDataPacket[]>(
      'SELECT full_name, passport_number, letter_pdf, status FROM visa_letter_requests WHERE registration_id = ?',
      [graceId],
    );
    expect(visaAfter).toEqual([
      { full_name: result.marker, passport_number: null, letter_pdf: null, status: 'requested' },
    ]);
    const [checkInsAfter] = await t.db.query<RowDataPacket[]>(
      'SELECT occasion FROM check_ins WHERE registration_id = ?',
      [graceId],
    );
    expect(checkInsAfter).toEqual([{ occasion: '2025-10-01' }]);
    const storedAfter = filesUnder(t.config.FILE_STORAGE_DIR);
    expect(storedAfter).toHaveLength(storedBefore.length - 2);
    for (const key of personsStorageKeys) {
      expect(storedAfter.some((path) => path.endsWith(key))).toBe(false);
    }
    for (const path of storedAfter) {
      const content = readFileSync(path).toString('latin1').toLowerCase();
      expect([content.includes(address), content.includes(familyName.toLowerCase())]).toEqual([
        false,
        false,
      ]);
    }
    expect((await get(`/api/admin/people?email=${address}`)).json<PeopleResult>().records).toEqual(
      [],
    );
    expect((await get(`/api/admin/people/export?email=${address}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/registrations/search?email=${familyName}`)).statusCode).toBe(404);
    expect(
      (await get('/api/admin/people/erasure-requests')).json<ErasureRequestsResult>().data,
    ).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { 'x-access-token': token },
    });
    expect(refused.statusCode).toBe(401);

    // The books still add up: the same totals, receipts and statistics; the name is the marker.
    const reportAfter = (await get(reportUrl, finance)).json<{ data: Record<string, unknown> }>();
    expect(reportBefore.data.receivedByDay).toEqual([
      { date: '2025-06-10', payments: 2, amountUsd: '220.00' },
    ]);
    for (const total of ['receivedByDay', 'receivedByTypeAndMethod', 'refundedByDay'] as const) {
      expect(reportAfter.data[total]).toEqual(reportBefore.data[total]);
    }
    expect((reportAfter.data.outstanding as unknown[]).length).toBe(
      (reportBefore.data.outstanding as unknown[]).length,
    );
    const [receiptsAfter] = await t.db.query<RowDataPacket[]>(
      'SELECT * FROM receipts ORDER BY number',
    );
    expect(receiptsAfter).toEqual(receiptsBefore);
    const [summaryAfter] = await t.db.query<RowDataPacket[]>('SELECT * FROM registration_summary');
    expect(summaryAfter).toEqual(summaryBefore);
    const [[registration]] = await t.db.query<RowDataPacket[]>(
      'SELECT * FROM registrations WHERE id = ?',
      [graceId],
    );
    expect(registration).toMatchObject({
      first_name: result.marker,
      participant_category: 'student',
    });
    expect(String(registration!.email)).not.toContain('@');

    // The audit entries about the person are redacted by the erasure, which is itself audited.
    const [audit] = await t.db.query<RowDataPacket[]>('SELECT * FROM audit_log ORDER BY id');
    const [erasure] = await t.db.query<RowDataPacket[]>('SELECT * FROM person_erasures');
    const erasureId = Number(erasure[0]!.id);
    const redacted = audit.filter((entry) => entry.redacted_by_erasure_id === erasureId);
    expect(redacted.map((entry) => String(entry.action)).sort()).toEqual(
      expect.arrayContaining(['payment.verified', 'person.erasure-requested', 'person.exported']),
    );
    const logged = audit.filter((entry) => entry.action === 'person.erased');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor_email: admin.email, entity_type: 'person' });
    const loggedAfter: unknown = logged[0]!.after;
    const loggedValues = (
      typeof loggedAfter === 'string' ? JSON.parse(loggedAfter) : loggedAfter
    ) as Record<string, unknown>;
    expect(loggedValues).toMatchObject({
      reason: `${result.marker} asked on the access-link page`,
      counts: result.counts,
    });
  });

  it('erases an organiser: their account is disabled and their name leaves the work they did', async () => {
    const organiser = await createUser(t, 'communications', 'nakato.comms@example.org');
    const [message] = await t.db.query<ResultSetHeader>(
      `INSERT INTO contact_messages (name, email, subject, message, language)
       VALUES ('Someone', 'someone@example.org', 'Visa', 'Letter?', 'en')`,
    );
    await t.db.query(
      'INSERT INTO contact_replies (message_id, author_user_id, author_email, body) VALUES (?, ?, ?, ?)',
      [message.insertId, organiser.id, organiser.email, 'We will send it.'],
    );
    await t.db.query(
      `INSERT INTO inbox_notes (inbox, record_id, author_user_id, author_email, body)
       VALUES ('contact-messages', ?, ?, ?, 'Asked the embassy.')`,
      [message.insertId, organiser.id, organiser.email],
    );
    const held = (await get(`/api/admin/people?email=${organiser.email}`)).json<PeopleResult>();
    expect(held.records.map((record) => record.kind).sort()).toEqual([
      'staff-trace',
      'staff-trace',
      'team-account',
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email: organiser.email, reason: 'Left the committee' },
    });
    expect(erased.statusCode).toBe(200);
    expect(tablesNaming(await everyTableAsText(t), organiser.email)).toEqual([]);
    const [[reply]] = await t.db.query<RowDataPacket[]>(
      'SELECT body FROM contact_replies WHERE message_id = ?',
      [message.insertId],
    );
    expect(reply).toEqual({ body: 'We will send it.' });
    expect((await get('/api/admin/mail', organiser)).statusCode).toBe(401);
  });

  it('matches whole addresses only: b@x.co finds, exports and erases nothing of ab@x.co.uk', async () => {
    // Two people whose addresses hold one another as text: each writes to the organisers, whose
    // copy of the message carries the address in its payload; the audit log names both.
    for (const [email, name] of [
      ['ab@x.co.uk', 'Agnes Byaruhanga'],
      ['b@x.co', 'Beatrice Xavier'],
    ] as const) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact.php',
        payload: { name, email, subject: 'Hotel', message: 'Which hotel is nearest?' },
      });
      expect(sent.statusCode).toBe(201);
    }
    const [longerAudit] = await t.db.query<ResultSetHeader>(
      `INSERT INTO audit_log (actor_email, action, entity_type, entity_id, \`after\`)
       VALUES (?, 'user.invited', 'user', NULL, ?)`,
      [admin.email, JSON.stringify({ email: 'ab@x.co.uk', role: 'logistics' })],
    );
    await t.db.query(
      `INSERT INTO audit_log (actor_email, action, entity_type, entity_id, \`after\`)
       VALUES (?, 'user.invited', 'user', NULL, ?)`,
      [admin.email, JSON.stringify({ email: 'B@X.co', role: 'logistics' })],
    );
    const [longerMail] = await t.db.query<RowDataPacket[]>(
      `SELECT id FROM outbox_messages WHERE recipient = 'ab@x.co.uk' OR reply_to = 'ab@x.co.uk'`,
    );
    expect(longerMail.length).toBeGreaterThan(0);
    const longerIds = [
      ...longerMail.map((row) => `email ${String(row.id)}`),
      `audit-entry ${longerAudit.insertId}`,
    ];

    const held = (await get('/api/admin/people?email=b@x.co')).json<PeopleResult>();
    const heldIds = held.records.map((record) => `${record.kind} ${record.id}`);
    expect(heldIds.filter((id) => longerIds.includes(id))).toEqual([]);
    // The shorter address's own copy and audit entry, matched whole (case aside), are found.
    expect(held.records.filter((record) => record.kind === 'email').length).toBeGreaterThan(0);
    expect(held.records.filter((record) => record.kind === 'audit-entry')).toHaveLength(1);

    const exported = await get('/api/admin/people/export?email=b@x.co');
    expect(exported.statusCode).toBe(200);
    for (const [name, content] of await readZip(exported.rawPayload)) {
      expect([name, content.toString('utf8').includes('ab@x.co.uk')]).toEqual([name, false]);
    }

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email: 'b@x.co', reason: 'Asked by e-mail' },
    });
    expect(erased.statusCode).toBe(200);
    const [mailAfter] = await t.db.query<RowDataPacket[]>(
      'SELECT recipient, reply_to, payload FROM outbox_messages WHERE id IN (?) ORDER BY id',
      [longerMail.map((row) => String(row.id))],
    );
    for (const row of mailAfter) expect(JSON.stringify(row)).toContain('ab@x.co.uk');
    const [[auditAfter]] = await t.db.query<RowDataPacket[]>(
      'SELECT `after`, redacted_by_erasure_id FROM audit_log WHERE id = ?',
      [longerAudit.insertId],
    );
    expect(auditAfter!.redacted_by_erasure_id).toBeNull();
    expect(JSON.stringify(auditAfter!.after)).toContain('ab@x.co.uk');
    expect(tablesNaming(await everyTableAsText(t), 'Byaruhanga').length).toBeGreaterThan(0);
    expect(tablesNaming(await everyTableAsText(t), 'Beatrice Xavier')).toEqual([]);
  });

  it('erases an organiser from the door, the visa letters, attendance and group invoices, and a delegate from the door scans', async () => {
    const organiser = await createUser(t, 'admin', 'okot.door@example.org');
    const delegateId = await insertRegistration(t, {
      email: 'miriam.kizza@example.org',
      firstName: 'Miriam',
      otherNames: 'Kizza',
      paymentStatus: 'verified',
      feeUsd: 150,
    });
    await insertPayment(t, delegateId, { status: 'verified', amount: 150 });
    const [[delegate]] = await t.db.query<RowDataPacket[]>(
      'SELECT reference FROM registrations WHERE id = ?',
      [delegateId],
    );
    // The organiser checks the delegate in from a phone (the scan's answer is kept under its
    // nonce), decides her visa letter, marks her attendance and cancels a group invoice.
    t.setNow('2025-10-02T08:30:00+03:00');
    const scanned = await t.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins',
      headers: bearer(organiser.token),
      payload: { code: String(delegate!.reference), nonce: 'door-phone-0001' },
    });
    t.setNow('2025-07-15T10:00:00+03:00');
    expect(scanned.json<CheckInAnswer>().outcome).toBe('checked-in');
    await t.db.query(
      `INSERT INTO visa_letter_requests
         (registration_id, full_name, status, requested_at, decided_at, decided_by_email)
       VALUES (?, 'Miriam Kizza', 'refused', NOW(3), NOW(3), ?)`,
      [delegateId, organiser.email],
    );
    await t.db.query(
      'INSERT INTO attendance_marks (registration_id, marked_at, marked_by_email) VALUES (?, NOW(3), ?)',
      [delegateId, organiser.email],
    );
    await t.db.query(
      `INSERT INTO group_invoices
         (number, institution_name, postal_address, created_by_email, cancelled_at,
          cancelled_by_email, cancellation_reason)
       VALUES (9001, 'Kyambogo University', 'P.O. Box 1, Kampala', 'bursar@kyu.example.org',
               NOW(3), ?, 'Sent twice')`,
      [organiser.email],
    );
    const dumpBefore = await everyTableAsText(t);
    expect(tablesNaming(dumpBefore, organiser.email).sort()).toEqual(
      expect.arrayContaining([
        'attendance_marks',
        'check_in_scans',
        'check_ins',
        'group_invoices',
        'visa_letter_requests',
      ]),
    );
    expect(tablesNaming(dumpBefore, 'Kizza')).toContain('check_in_scans');

    const held = (await get(`/api/admin/people?email=${organiser.email}`)).json<PeopleResult>();
    expect(held.records.map((record) => record.kind)).toEqual(
      expect.arrayContaining(['staff-trace', 'check-in-scan', 'team-account']),
    );
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email: organiser.email, reason: 'Left the committee' },
    });
    expect(erased.statusCode).toBe(200);
    expect(tablesNaming(await everyTableAsText(t), organiser.email)).toEqual([]);
    // The work stays: the check-in, the decision, the mark and the cancellation.
    const [[checkIn]] = await t.db.query<RowDataPacket[]>(
      'SELECT COUNT(*) AS n FROM check_ins WHERE registration_id = ?',
      [delegateId],
    );
    expect(Number(checkIn!.n)).toBe(1);

    const delegateErased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email: 'miriam.kizza@example.org', reason: 'Asked by e-mail' },
    });
    expect(delegateErased.statusCode).toBe(200);
    const dumpAfter = await everyTableAsText(t);
    expect(tablesNaming(dumpAfter, 'Kizza')).toEqual([]);
    expect(tablesNaming(dumpAfter, String(delegate!.reference))).not.toContain('check_in_scans');
  });

  it('keeps the audit log append-only outside an erasure, and to its redacted columns inside one', async () => {
    await expect(t.db.query(`UPDATE audit_log SET \`after\` = NULL`)).rejects.toThrow(
      'The audit log is append-only: its entries cannot be changed',
    );
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow('append-only');
    await t.db.query('SET @person_erasure_id = 1');
    try {
      await expect(
        t.db.query(`UPDATE audit_log SET action = 'auth.sign-in', redacted_by_erasure_id = 1`),
      ).rejects.toThrow('append-only');
      await expect(t.db.query('UPDATE audit_log SET `after` = NULL')).rejects.toThrow(
        'append-only',
      );
    } finally {
      await t.db.query('SET @person_erasure_id = NULL');
    }
  });

  it('answers 400 without an address, and 404 to erasing an address nothing names', async () => {
    const noAddress = await get('/api/admin/people?email=');
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json<{ message: string }>().message).toBe(
      'Please enter the e-mail address to look up.',
    );
    const notAnAddress = await get('/api/admin/people/export?email=erased-person-0001');
    expect(notAnAddress.statusCode).toBe(400);
    expect(notAnAddress.json<{ message: string }>().message).toBe(
      'Please enter a valid e-mail address.',
    );
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email: 'nobody@example.org', reason: 'Test' },
    });
    expect(nobody.statusCode).toBe(404);
  });
});
