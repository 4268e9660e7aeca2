import type { RowDataPacket } from 'mysql2/promise';
import type { RetentionUpcomingView } from '@caawg11/conference';
import { RetentionService } from '../src/team-and-settings/privacy/retention.service.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  insertStoredFile,
  rows,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Each kind the retention run removes, once its period has passed, and what it keeps: the
 * books' facts of a registration, the rows behind the counts. The run is the worker's; here it
 * is called in the api process, whose clock the suite sets.
 */
describe('the retention run, kind by kind', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('anonymises a registration never paid, empties old inquiries and mail bodies, and keeps the rest', async () => {
    // Final payment date 15 September 2025; 90 days later is 14 December.
    const unpaid = await insertRegistration(testApp, {
      reference: 'CAAWG11-0420',
      email: 'never.paid@example.org',
      firstName: 'Miriam',
      otherNames: 'Auma',
      createdAt: '2025-06-01 10:00:00.000',
    });
    const rejectedProof = await insertStoredFile(testApp, { purpose: 'payment-proof' });
    await insertPayment(testApp, unpaid, { status: 'rejected', proofFileId: rejectedProof });
    const paid = await insertRegistration(testApp, {
      email: 'paid@example.org',
      paymentStatus: 'verified',
      createdAt: '2025-06-02 10:00:00.000',
    });
    await insertPayment(testApp, paid, { status: 'verified' });
    await testApp.db.query(
      `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES
         ('Old Sender', 'old@example.org', 'Visa', 'Which documents?', '2023-01-01 09:00:00'),
         ('New Sender', 'new@example.org', 'Hotel', 'Near the venue?', '2025-11-01 09:00:00')`,
    );
    await testApp.db.query(
      `INSERT INTO sponsorship_inquiries (name, email, company, phone, message, created_at)
       VALUES ('Kofi Boateng', 'kofi@example.org', 'Geo Ltd', '+233200000000', 'Gold?',
               '2023-01-01 09:00:00')`,
    );
    await testApp.db.query(
      `INSERT INTO outbox_messages (template, recipient, payload, status, created_at, sent_at, sent_text)
       VALUES ('contact-acknowledgement', 'old@example.org', '{"name":"Old"}', 'sent',
               '2025-06-01 09:00:00', '2025-06-01 09:00:05', 'Dear Old Sender'),
              ('contact-acknowledgement', 'pending@example.org', '{"name":"Waiting"}', 'pending',
               '2025-06-01 09:00:00', NULL, NULL)`,
    );

    testApp.setNow('2025-12-20T08:00:00Z');
    const counts = await testApp.app.get(RetentionService).runDue();
    expect(counts).toMatchObject({
      'unpaid-registration': 1,
      'contact-message': 1,
      'sponsorship-inquiry': 1,
      'mail-body': 1,
      'student-id-scan': 0,
      'payment-proof': 0,
    });

    const [anonymised] = await rows<RowDataPacket>(
      testApp,
      'SELECT * FROM registrations WHERE id = ?',
      [unpaid],
    );
    expect(anonymised).toMatchObject({
      reference: 'CAAWG11-0420',
      first_name: `Erased person ${unpaid.padStart(4, '0')}`,
      other_names: '',
      email: `erased-registration-${unpaid}@erased.invalid`,
      phone: '',
      participant_category: 'non-member',
      fee_usd: '150.00',
    });
    expect(anonymised!.anonymised_at).not.toBeNull();
    const [proof] = await rows<RowDataPacket>(
      testApp,
      'SELECT proof_file_id FROM payments WHERE registration_id = ?',
      [unpaid],
    );
    expect(proof!.proof_file_id).toBeNull();
    expect(
      await rows<RowDataPacket>(testApp, 'SELECT id FROM stored_files WHERE id = ?', [
        rejectedProof,
      ]),
    ).toHaveLength(0);
    const [kept] = await rows<RowDataPacket>(
      testApp,
      'SELECT email, anonymised_at FROM registrations WHERE id = ?',
      [paid],
    );
    expect(kept).toEqual({ email: 'paid@example.org', anonymised_at: null });

    const contacts = await rows<RowDataPacket>(
      testApp,
      'SELECT email, message FROM contact_messages ORDER BY id',
    );
    expect(contacts).toEqual([
      { email: expect.stringMatching(/^erased-contact-\d+@erased\.invalid$/), message: '' },
      { email: 'new@example.org', message: 'Near the venue?' },
    ]);
    const [inquiry] = await rows<RowDataPacket>(
      testApp,
      'SELECT name, email, company, phone, message FROM sponsorship_inquiries',
    );
    expect(inquiry).toMatchObject({ company: 'Geo Ltd', phone: null, message: null });
    expect(inquiry!.name).toMatch(/^Erased person \d{4}$/);

    const mails = await rows<RowDataPacket>(
      testApp,
      'SELECT id, status, recipient, payload, sent_text, body_erased_at FROM outbox_messages ORDER BY id',
    );
    expect(mails[0]).toMatchObject({
      status: 'sent',
      recipient: 'old@example.org',
      sent_text: null,
    });
    expect(mails[0]!.payload).toEqual({});
    const admin = await createUser(testApp, 'admin');
    const logged = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${String(mails[0]!.id)}`,
      headers: bearer(admin.token),
    });
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toMatchObject({
      data: { text: null, unavailable: 'Its text was removed at the end of its retention period.' },
    });
    expect(mails[1]).toMatchObject({ status: 'pending', sent_text: null, body_erased_at: null });
    expect(mails[1]!.payload).toEqual({ name: 'Waiting' });

    // A second run finds nothing left; its counts are audited like the first's.
    expect(await testApp.app.get(RetentionService).runDue()).toMatchObject({
      'unpaid-registration': 0,
      'contact-message': 0,
      'mail-body': 0,
    });
    const audited = await rows<RowDataPacket>(
      testApp,
      "SELECT actor_email FROM audit_log WHERE action = 'retention.purged'",
    );
    expect(audited).toHaveLength(2);
  });

  it('clears the passport data of visa letter requests the set number of days after the conference, not before', async () => {
    const delegate = await insertRegistration(testApp, {
      reference: 'CAAWG11-0421',
      email: 'visa.delegate@example.org',
      paymentStatus: 'verified',
      createdAt: '2025-06-05 10:00:00.000',
    });
    await testApp.db.query(
      `INSERT INTO visa_letter_requests
         (registration_id, full_name, passport_number, nationality, date_of_birth,
          passport_expiry, embassy, status, requested_at, verification_code, issued_at, letter_pdf)
       VALUES (?, 'Nalongo Achieng', 'PX7654321', 'Kenyan', '1990-02-03', '2030-01-01',
               'Embassy of Uganda, Nairobi', 'issued', '2025-06-06 10:00:00', 'V-TEST-0000001',
               '2025-06-07 10:00:00', 'letter bytes')`,
      [delegate],
    );
    const admin = await createUser(testApp, 'admin');
    const request = async () => {
      const [row] = await rows<RowDataPacket>(
        testApp,
        `SELECT full_name, passport_number, nationality, date_of_birth, passport_expiry, embassy,
                letter_pdf, status, verification_code, passport_data_cleared_at
           FROM visa_letter_requests WHERE registration_id = ?`,
        [delegate],
      );
      return row!;
    };

    // The default 90 days after 5 October 2025 end on 3 January 2026.
    testApp.setNow('2025-12-20T08:00:00Z');
    const upcoming = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/retention/upcoming',
      headers: bearer(admin.token),
    });
    expect(upcoming.statusCode).toBe(200);
    const passport = upcoming
      .json<{ data: RetentionUpcomingView }>()
      .data.kinds.find((kind) => kind.kind === 'passport-data');
    expect(passport).toEqual({
      kind: 'passport-data',
      label: 'Passport data of visa letters',
      count: 1,
      records: [
        {
          kind: 'passport-data',
          recordId: expect.any(String),
          reference: 'CAAWG11-0421',
          dueOn: '2026-01-03',
        },
      ],
    });
    expect(await testApp.app.get(RetentionService).runDue()).toMatchObject({ 'passport-data': 0 });
    expect(await request()).toMatchObject({
      passport_number: 'PX7654321',
      full_name: 'Nalongo Achieng',
      passport_data_cleared_at: null,
    });

    testApp.setNow('2026-01-04T08:00:00Z');
    expect(await testApp.app.get(RetentionService).runDue()).toMatchObject({ 'passport-data': 1 });
    const cleared = await request();
    expect(cleared).toMatchObject({
      full_name: null,
      passport_number: null,
      nationality: null,
      date_of_birth: null,
      passport_expiry: null,
      embassy: null,
      letter_pdf: null,
      status: 'issued',
      verification_code: 'V-TEST-0000001',
    });
    expect(cleared.passport_data_cleared_at).not.toBeNull();
    expect(await testApp.app.get(RetentionService).runDue()).toMatchObject({ 'passport-data': 0 });
  });

  it('keeps everything while the periods have not passed', async () => {
    testApp.setNow('2025-06-03T08:00:00Z');
    const counts = await testApp.app.get(RetentionService).runDue();
    expect(Object.values(counts ?? {}).every((count) => count === 0)).toBe(true);
  });
});
