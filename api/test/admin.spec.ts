import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RowDataPacket } from 'mysql2/promise';
import type {
  AdminPayment,
  AdminRegistrationDetails,
  DashboardStatistics,
  PaymentStatus,
} from '@caawg11/conference';
import { FILE_STORAGE, type FileStorage } from '../src/platform/files/file-storage.js';
import { fileKinds } from '../src/platform/files/file-kinds.js';
import {
  bearer,
  clearAdminTables,
  createUser,
  insertAbstract,
  insertPayment,
  insertRegistration,
  insertStoredFile,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface ListBody<T> {
  success: boolean;
  data: T[];
  count: number;
}

/** A receipt as the e-mail's stored data carries it. */
const issuedReceipt = expect.objectContaining({
  receiptNumber: expect.stringMatching(/^CAAWG11-R-\d{4}$/),
  fees: [expect.objectContaining({ amountCents: expect.any(Number) })],
});

describe('admin api', () => {
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin', 'organiser@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await clearAdminTables(testApp);
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: bearer(admin.token),
      remoteAddress: '198.51.100.7',
      ...(payload ? { payload } : {}),
    });
  }

  async function outbox(template: string) {
    return rows<RowDataPacket>(
      testApp,
      'SELECT recipient, payload FROM outbox_messages WHERE template = ? ORDER BY id',
      [template],
    );
  }

  async function audit(action: string) {
    return rows<RowDataPacket>(testApp, 'SELECT * FROM audit_log WHERE action = ? ORDER BY id', [
      action,
    ]);
  }

  describe('GET /api/admin/registrations', () => {
    it('pages newest first, with a count of every matching row', async () => {
      const statuses: PaymentStatus[] = ['pending', 'verified', 'rejected'];
      const ids: string[] = [];
      for (let index = 0; index < 23; index++) {
        ids.push(await insertRegistration(testApp, { paymentStatus: statuses[index % 3] }));
      }
      const newestFirst = [...ids].reverse();

      const first = (await call('GET', '/api/admin/registrations')).json<
        ListBody<AdminRegistrationDetails>
      >();
      expect(first.success).toBe(true);
      expect(first.count).toBe(23);
      expect(first.data.map((row) => row._id)).toEqual(newestFirst.slice(0, 10));

      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const body = (await call('GET', `/api/admin/registrations?page=${page}&limit=10`)).json<
          ListBody<AdminRegistrationDetails>
        >();
        expect(body.count).toBe(23);
        seen.push(...body.data.map((row) => row._id));
      }
      expect(seen).toEqual(newestFirst);

      // Pages in the older half are read from the oldest end; the order is the same.
      const inFours: string[] = [];
      for (const page of [1, 2, 3, 4, 5, 6]) {
        const body = (await call('GET', `/api/admin/registrations?page=${page}&limit=4`)).json<
          ListBody<AdminRegistrationDetails>
        >();
        inFours.push(...body.data.map((row) => row._id));
      }
      expect(inFours).toEqual(newestFirst);
      const verifiedInThrees: string[] = [];
      for (const page of [1, 2, 3]) {
        const body = (
          await call('GET', `/api/admin/registrations?paymentStatus=verified&page=${page}&limit=3`)
        ).json<ListBody<AdminRegistrationDetails>>();
        verifiedInThrees.push(...body.data.map((row) => row._id));
      }
      expect(verifiedInThrees).toEqual(newestFirst.filter((_id, index) => (22 - index) % 3 === 1));

      const beyond = (await call('GET', '/api/admin/registrations?page=4&limit=10')).json<
        ListBody<AdminRegistrationDetails>
      >();
      expect(beyond).toMatchObject({ data: [], count: 23 });

      const verified = (
        await call('GET', '/api/admin/registrations?paymentStatus=verified&limit=5')
      ).json<ListBody<AdminRegistrationDetails>>();
      expect(verified.count).toBe(8);
      expect(verified.data).toHaveLength(5);
      expect(verified.data.every((row) => row.paymentStatus === 'verified')).toBe(true);
    });

    it('refuses a page size above 100 and a status outside the list', async () => {
      for (const query of ['limit=101', 'limit=0', 'page=0', 'page=x', 'paymentStatus=paid']) {
        const response = await call('GET', `/api/admin/registrations?${query}`);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      }
    });

    it('shows each registration as the admin panel reads it', async () => {
      const id = await insertRegistration(testApp, {
        reference: 'CAAWG11-0042',
        title: 'Other',
        otherTitle: 'Eng.',
        firstName: 'Grace',
        otherNames: 'Nakato',
        email: 'grace@example.org',
        participationType: 'presenter',
        presentationType: 'poster',
        participantCategory: 'student',
        feeUsd: 50,
        fieldTrip: true,
      });
      const body = (await call('GET', `/api/admin/registrations/${id}`)).json<{
        data: AdminRegistrationDetails;
      }>();
      expect(body.data).toMatchObject({
        _id: id,
        reference: 'CAAWG11-0042',
        title: 'Other',
        otherTitle: 'Eng.',
        firstName: 'Grace',
        familyName: 'Nakato',
        registrationType: 'Student',
        participationType: 'presenter',
        presentationType: 'poster',
        registrationFee: 50,
        attendingFieldTrip: true,
        paymentStatus: 'pending',
        hasStudentId: false,
        studentIdUrl: null,
      });
      expect((await call('GET', '/api/admin/registrations/999999')).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/registrations/abc')).statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/registrations/search', () => {
    beforeEach(async () => {
      await insertRegistration(testApp, {
        firstName: 'Harriet',
        otherNames: 'Mugisha',
        email: 'h.mugisha@geo.example.org',
      });
      await insertRegistration(testApp, {
        firstName: 'Esther',
        otherNames: 'Harrison',
        email: 'esther@example.org',
      });
      await insertRegistration(testApp, {
        firstName: 'Lydia',
        otherNames: 'Auma',
        email: 'lydia@example.org',
      });
    });

    async function search(text: string) {
      return call('GET', `/api/admin/registrations/search?email=${encodeURIComponent(text)}`);
    }

    it('matches part of an e-mail address, in any case', async () => {
      const response = await search('GEO.EXAMPLE');
      expect(response.statusCode).toBe(200);
      expect(
        response.json<ListBody<AdminRegistrationDetails>>().data.map((row) => row.email),
      ).toEqual(['h.mugisha@geo.example.org']);
    });

    it('finds a whole address through the e-mail index, and the end of one by containment', async () => {
      const emails = async (text: string) =>
        (await search(text))
          .json<ListBody<AdminRegistrationDetails>>()
          .data.map((row) => row.email)
          .sort();
      expect(await emails('ESTHER@example.org')).toEqual(['esther@example.org']);
      expect(await emails('@example.org')).toEqual(['esther@example.org', 'lydia@example.org']);
    });

    it('matches a first name, a family name or the full name', async () => {
      const names = async (text: string) =>
        (await search(text))
          .json<ListBody<AdminRegistrationDetails>>()
          .data.map((row) => `${row.firstName} ${row.familyName}`)
          .sort();
      expect(await names('harri')).toEqual(['Esther Harrison', 'Harriet Mugisha']);
      expect(await names('auma')).toEqual(['Lydia Auma']);
      expect(await names('Lydia Auma')).toEqual(['Lydia Auma']);
    });

    it('answers 404 when nothing matches, taking wildcards literally', async () => {
      for (const text of ['nobody', '%', '_']) {
        const response = await search(text);
        expect({ text, status: response.statusCode }).toEqual({ text, status: 404 });
        expect(response.json()).toMatchObject({
          success: false,
          message: 'No registrations found',
        });
      }
      expect((await search('   ')).statusCode).toBe(400);
    });
  });

  describe('PUT /api/admin/registrations/:id/status', () => {
    const transitions: [PaymentStatus, PaymentStatus][] = [
      ['pending', 'verified'],
      ['pending', 'rejected'],
      ['verified', 'rejected'],
      ['verified', 'pending'],
      ['rejected', 'verified'],
      ['rejected', 'pending'],
    ];

    it.each(transitions)(
      'moves %s to %s, e-mails the registrant and audits the change',
      async (from, to) => {
        const id = await insertRegistration(testApp, {
          paymentStatus: from,
          reference: 'CAAWG11-0007',
          title: 'Prof.',
          firstName: 'Ruth',
          otherNames: 'Achieng',
          email: 'ruth@example.org',
        });
        const response = await call('PUT', `/api/admin/registrations/${id}/status`, { status: to });
        expect(response.statusCode).toBe(200);
        // A status set by hand records no money: nothing is paid, nothing is receipted.
        expect(response.json()).toMatchObject({
          success: true,
          data: { _id: id, paymentStatus: to, amountPaid: '0.00', balanceDue: '150.00' },
        });
        expect(await rows(testApp, 'SELECT number FROM receipts')).toHaveLength(0);

        const [stored] = await rows<RowDataPacket>(
          testApp,
          'SELECT payment_status FROM registrations WHERE id = ?',
          [id],
        );
        expect(stored?.payment_status).toBe(to);
        expect(await outbox('registration-status-changed')).toEqual([
          {
            recipient: 'ruth@example.org',
            payload: {
              fullName: 'Prof. Ruth Achieng',
              reference: 'CAAWG11-0007',
              status: to,
            },
          },
        ]);
        const [entry] = await audit('registration.status-changed');
        expect(entry).toMatchObject({
          actor_user_id: Number(admin.id),
          actor_email: admin.email,
          entity_type: 'registration',
          entity_id: id,
          before: { paymentStatus: from },
          after: { paymentStatus: to },
          client_address: '198.51.100.7',
        });
      },
    );

    it('refuses the current status (409) and a status outside the list (400), changing nothing', async () => {
      const id = await insertRegistration(testApp, { paymentStatus: 'verified' });
      const same = await call('PUT', `/api/admin/registrations/${id}/status`, {
        status: 'verified',
      });
      expect(same.statusCode).toBe(409);
      const bogus = await call('PUT', `/api/admin/registrations/${id}/status`, { status: 'paid' });
      expect(bogus.statusCode).toBe(400);
      expect(await outbox('registration-status-changed')).toEqual([]);
      expect(await audit('registration.status-changed')).toEqual([]);
    });
  });

  describe('payments', () => {
    it('lists pending payments by default, and each filter on request', async () => {
      const proof = await insertStoredFile(testApp);
      const pendingId = await insertPayment(testApp, await insertRegistration(testApp), {
        proofFileId: proof,
        amount: 100,
      });
      await insertPayment(
        testApp,
        await insertRegistration(testApp, { paymentStatus: 'verified' }),
        {
          status: 'verified',
        },
      );
      await insertPayment(
        testApp,
        await insertRegistration(testApp, { paymentStatus: 'rejected' }),
        {
          status: 'rejected',
        },
      );

      const pending = (await call('GET', '/api/admin/payments')).json<ListBody<AdminPayment>>();
      expect(pending.data).toHaveLength(1);
      expect(pending.data[0]).toMatchObject({
        _id: pendingId,
        amount: 100,
        method: 'bank-transfer',
        paymentDate: '2025-06-10',
        status: 'pending',
        proofUrl: `/api/admin/payments/${pendingId}/proof-link`,
        registration: { email: expect.stringContaining('@example.org') },
      });
      for (const [status, expected] of [
        ['verified', 1],
        ['rejected', 1],
        ['all', 3],
      ] as const) {
        const body = (await call('GET', `/api/admin/payments?status=${status}`)).json<
          ListBody<AdminPayment>
        >();
        expect({ status, count: body.data.length }).toEqual({ status, count: expected });
      }
      expect((await call('GET', '/api/admin/payments?status=paid')).statusCode).toBe(400);
    });

    it('verifies a pending payment: both records verified, the e-mail queued, the action audited', async () => {
      const registrationId = await insertRegistration(testApp, {
        reference: 'CAAWG11-0100',
        title: 'Ms.',
        firstName: 'Joy',
        otherNames: 'Kemigisha',
        email: 'joy@example.org',
      });
      const paymentId = await insertPayment(testApp, registrationId, { amount: 150 });

      const response = await call('PUT', `/api/admin/payments/${paymentId}/verify`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { status: 'verified' } });

      const [stored] = await rows<RowDataPacket>(
        testApp,
        `SELECT p.status AS payment, r.payment_status AS registration
         FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE p.id = ?`,
        [paymentId],
      );
      expect(stored).toMatchObject({ payment: 'verified', registration: 'verified' });
      expect(await outbox('payment-verified')).toEqual([
        {
          recipient: 'joy@example.org',
          payload: {
            fullName: 'Ms. Joy Kemigisha',
            reference: 'CAAWG11-0100',
            amountUsd: 150,
            balanceDueUsd: '0.00',
            receipt: issuedReceipt,
          },
        },
      ]);
      const [entry] = await audit('payment.verified');
      expect(entry).toMatchObject({
        actor_email: admin.email,
        entity_type: 'payment',
        entity_id: paymentId,
        before: { paymentStatus: 'pending', registrationStatus: 'pending' },
        after: { paymentStatus: 'verified', registrationStatus: 'verified' },
      });

      const again = await call('PUT', `/api/admin/payments/${paymentId}/verify`);
      expect(again.statusCode).toBe(409);
      expect(await outbox('payment-verified')).toHaveLength(1);
      expect((await call('PUT', '/api/admin/payments/999999/verify')).statusCode).toBe(404);
    });

    it('rejects a pending payment with the reason: both records rejected, reason stored and e-mailed', async () => {
      const registrationId = await insertRegistration(testApp, {
        reference: 'CAAWG11-0101',
        title: 'Dr.',
        firstName: 'Sarah',
        otherNames: 'Nabirye',
        email: 'sarah@example.org',
      });
      const paymentId = await insertPayment(testApp, registrationId);

      for (const payload of [{}, { notes: '' }, { notes: '   ' }]) {
        const refused = await call('PUT', `/api/admin/payments/${paymentId}/reject`, payload);
        expect(refused.statusCode).toBe(400);
      }
      expect(await outbox('payment-rejected')).toEqual([]);

      const reason = 'The amount on the proof does not match the fee.';
      const response = await call('PUT', `/api/admin/payments/${paymentId}/reject`, {
        notes: `  ${reason} `,
      });
      expect(response.statusCode).toBe(200);
      const [stored] = await rows<RowDataPacket>(
        testApp,
        `SELECT p.status AS payment, p.notes, r.payment_status AS registration
         FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE p.id = ?`,
        [paymentId],
      );
      expect(stored).toMatchObject({
        payment: 'rejected',
        notes: reason,
        registration: 'rejected',
      });
      expect(await outbox('payment-rejected')).toEqual([
        {
          recipient: 'sarah@example.org',
          payload: { fullName: 'Dr. Sarah Nabirye', reference: 'CAAWG11-0101', reason },
        },
      ]);
      const [entry] = await audit('payment.rejected');
      expect(entry).toMatchObject({
        entity_id: paymentId,
        before: { paymentStatus: 'pending' },
        after: { paymentStatus: 'rejected', registrationStatus: 'rejected', notes: reason },
      });
      const again = await call('PUT', `/api/admin/payments/${paymentId}/reject`, { notes: 'x' });
      expect(again.statusCode).toBe(409);
    });

    it('records a payment received by other means as verified, with source admin', async () => {
      const registrationId = await insertRegistration(testApp, { email: 'desk@example.org' });
      const response = await call('POST', `/api/admin/registrations/${registrationId}/payments`, {
        method: 'other',
        reference: 'Cash at the registration desk',
        amount: 150,
        paymentDate: '2025-07-01',
      });
      expect(response.statusCode).toBe(201);
      const [stored] = await rows<RowDataPacket>(
        testApp,
        `SELECT p.status, p.source, p.amount, r.payment_status AS registration
         FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE r.id = ?`,
        [registrationId],
      );
      expect(stored).toMatchObject({
        status: 'verified',
        source: 'admin',
        amount: '150.00',
        registration: 'verified',
      });
      expect(await outbox('payment-verified')).toHaveLength(1);
      expect(await audit('payment.recorded')).toHaveLength(1);

      const invalid = await call('POST', `/api/admin/registrations/${registrationId}/payments`, {
        method: 'cheque',
        reference: '',
        amount: -5,
        paymentDate: 'yesterday',
      });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('PUT /api/admin/registrations/:id', () => {
    const edit = {
      title: 'Dr.',
      otherTitle: '',
      firstName: 'Agnes',
      otherNames: 'Tumusiime',
      gender: 'Female',
      email: 'Agnes.T@Example.org',
      phone: '+256 700 111 222',
      country: 'Uganda',
      city: 'Entebbe',
      institution: 'Geological Survey',
      participationType: 'presenter',
      presentationType: 'oral',
      participantCategory: 'member',
      fieldTrip: 'Yes',
    };

    it('saves the fields with the fee of the new category at the tier first quoted, and audits before and after', async () => {
      const id = await insertRegistration(testApp, {
        participantCategory: 'non-member',
        pricingTier: 'standard',
        feeUsd: 200,
      });
      const response = await call('PUT', `/api/admin/registrations/${id}`, edit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: {
          // A new address waits for its owner's confirmation (email-change.spec).
          email: expect.stringMatching(/^registrant-\d+@example\.org$/),
          pendingEmail: 'agnes.t@example.org',
          familyName: 'Tumusiime',
          participationType: 'presenter',
          presentationType: 'oral',
          registrationFee: 150,
          attendingFieldTrip: true,
        },
      });
      const [entry] = await audit('registration.updated');
      expect(entry).toMatchObject({
        entity_id: id,
        before: { participantCategory: 'non-member', feeUsd: 200 },
        after: { participantCategory: 'member', feeUsd: 150, city: 'Entebbe' },
      });
    });

    it("refuses what the registration form refuses, with the form's messages", async () => {
      const id = await insertRegistration(testApp);
      await insertRegistration(testApp, { email: 'taken@example.org' });
      const cases: [object, Record<string, string>][] = [
        [{ email: 'not-an-email' }, { email: 'Invalid email format' }],
        [{ firstName: '  ' }, { firstName: 'This field is required' }],
        [{ title: 'Other', otherTitle: '' }, { otherTitle: 'Please specify your title' }],
        [
          { participantCategory: 'vip' },
          { participantCategory: 'Please choose one of the listed options' },
        ],
        [{ presentationType: '' }, { presentationType: 'This field is required' }],
        [
          { email: 'taken@example.org' },
          { email: 'Another registration already uses this email address' },
        ],
      ];
      for (const [change, errors] of cases) {
        const response = await call('PUT', `/api/admin/registrations/${id}`, {
          ...edit,
          ...change,
        });
        expect({ change, status: response.statusCode }).toEqual({ change, status: 400 });
        expect(response.json()).toMatchObject({ success: false, errors });
      }
      expect(await audit('registration.updated')).toEqual([]);
    });
  });

  describe('GET /api/admin/dashboard', () => {
    it('agrees with a hand-computed fixture', async () => {
      // Category        status     fee  presenter  field trip
      // non-member      verified   150  oral       yes
      // non-member      pending    200  -          no     (pending payment submitted)
      // member          verified   100  poster     yes
      // affiliate       rejected   100  oral       no
      // student         verified    50  -          yes
      // student         pending     50  poster     no     (no payment submitted)
      const a = await insertRegistration(testApp, {
        participantCategory: 'non-member',
        paymentStatus: 'verified',
        feeUsd: 150,
        participationType: 'presenter',
        presentationType: 'oral',
        fieldTrip: true,
      });
      const b = await insertRegistration(testApp, {
        participantCategory: 'non-member',
        paymentStatus: 'pending',
        feeUsd: 200,
        pricingTier: 'standard',
      });
      const c = await insertRegistration(testApp, {
        participantCategory: 'member',
        paymentStatus: 'verified',
        feeUsd: 100,
        participationType: 'presenter',
        presentationType: 'poster',
        fieldTrip: true,
      });
      const d = await insertRegistration(testApp, {
        participantCategory: 'affiliate-member',
        paymentStatus: 'rejected',
        feeUsd: 100,
        participationType: 'presenter',
        presentationType: 'oral',
      });
      await insertRegistration(testApp, {
        participantCategory: 'student',
        paymentStatus: 'verified',
        feeUsd: 50.5,
        fieldTrip: true,
      });
      await insertRegistration(testApp, {
        participantCategory: 'student',
        paymentStatus: 'pending',
        feeUsd: 50,
        participationType: 'presenter',
        presentationType: 'poster',
      });
      await insertPayment(testApp, a, { status: 'verified' });
      await insertPayment(testApp, b, { status: 'pending' });
      await insertPayment(testApp, b, { status: 'pending' });
      await insertPayment(testApp, c, { status: 'verified' });
      await insertPayment(testApp, d, { status: 'rejected' });
      await insertAbstract(testApp);
      await insertAbstract(testApp);

      const response = await call('GET', '/api/admin/dashboard');
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: DashboardStatistics }>();
      expect({ ...data, recentRegistrations: data.recentRegistrations.length }).toEqual({
        totalRegistrations: 6,
        verifiedPayments: 3,
        pendingPayments: 1,
        totalAbstracts: 2,
        totalRevenue: 300.5,
        registrationTypeBreakdown: { nonMember: 2, speakerMember: 1, affiliateStudent: 3 },
        presentationTypes: { oral: 2, poster: 2 },
        fieldTripAttendance: 3,
        recentRegistrations: 6,
      });
      expect(data.recentRegistrations[0]?.participantCategory).toBe('student');
    });

    it('answers zeros for an empty database', async () => {
      const { data } = (await call('GET', '/api/admin/dashboard')).json<{
        data: DashboardStatistics;
      }>();
      expect(data).toMatchObject({
        totalRegistrations: 0,
        verifiedPayments: 0,
        pendingPayments: 0,
        totalRevenue: 0,
        fieldTripAttendance: 0,
        recentRegistrations: [],
      });
    });
  });

  describe('signed file links', () => {
    const content = Buffer.from('%PDF-1.4\n% a proof of payment\n');

    async function storedProof(
      originalName = 'bank slip.pdf',
      contentType = 'application/pdf',
    ): Promise<string> {
      const storageKey = randomBytes(16).toString('hex');
      const temp = join(tmpdir(), `proof-${storageKey}`);
      await writeFile(temp, content);
      await testApp.app.get<FileStorage>(FILE_STORAGE).putFromTempFile(storageKey, temp);
      const id = await insertStoredFile(testApp, { storageKey, originalName, contentType });
      await testApp.db.query('UPDATE stored_files SET size_bytes = ? WHERE id = ?', [
        content.length,
        id,
      ]);
      return id;
    }

    /** Attaches the file to a new payment as its proof and asks for a link through the payment. */
    async function issue(fileId: string): Promise<string> {
      const paymentId = await insertPayment(testApp, await insertRegistration(testApp), {
        proofFileId: fileId,
      });
      const response = await call('POST', `/api/admin/payments/${paymentId}/proof-link`);
      expect(response.statusCode).toBe(200);
      return response.json<{ url: string }>().url;
    }

    it('opens the file inline with its stored type, and audits who opened it', async () => {
      const fileId = await storedProof();
      const url = await issue(fileId);
      // The signature is in the path: no query string for a proxy's log to keep.
      expect(url).toMatch(new RegExp(`^/api/files/${fileId}/\\d+/[\\w-]+$`));

      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        "inline; filename*=UTF-8''bank%20slip.pdf",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);

      const [entry] = await audit('file.opened');
      expect(entry).toMatchObject({
        actor_email: admin.email,
        entity_type: 'file',
        entity_id: fileId,
      });
      expect((await call('POST', '/api/admin/payments/999999/proof-link')).statusCode).toBe(404);
    });

    it.each([
      ['a Word document', 'abstract.docx', fileKinds.docx.contentType],
      ['an HTML page', 'page.html', 'text/html'],
    ])(
      'sends %s as a download, never as a page of the api',
      async (_kind, originalName, contentType) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: await issue(await storedProof(originalName, contentType)),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename*=UTF-8''${originalName}`,
        );
        expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
      },
    );

    it('refuses a tampered link, a link moved to another file and a link without a signature', async () => {
      const fileId = await storedProof();
      const otherId = await storedProof();
      const [expires, signature] = (await issue(fileId)).split('/').slice(-2) as [string, string];
      const tampered = [
        `/api/files/${fileId}/${expires}/${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        `/api/files/${fileId}/${Number(expires) + 3600}/${signature}`,
        `/api/files/${otherId}/${expires}/${signature}`,
        `/api/files/${fileId}/${expires}/x`,
      ];
      for (const link of tampered) {
        const response = await testApp.app.inject({ method: 'GET', url: link });
        expect({ link, status: response.statusCode }).toEqual({ link, status: 403 });
        expect(response.headers['content-type']).toMatch(/application\/json/);
      }
      for (const link of [`/api/files/${fileId}/${expires}`, `/api/files/${fileId}`]) {
        const response = await testApp.app.inject({ method: 'GET', url: link });
        expect({ link, status: response.statusCode }).toEqual({ link, status: 404 });
      }
    });

    it('stops working after 5 minutes', async () => {
      const fileId = await storedProof();
      testApp.setNow(new Date());
      const url = await issue(fileId);
      testApp.setNow(new Date(Date.now() + 4 * 60 * 1000));
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      testApp.setNow(new Date(Date.now() + 5 * 60 * 1000 + 1000));
      const expired = await testApp.app.inject({ method: 'GET', url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ message: expect.stringContaining('expired') });
    });
  });
});
