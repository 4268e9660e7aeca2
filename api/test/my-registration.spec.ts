import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { messages, paymentAmountMessage, type MyRegistrationResult } from '@caawg11/conference';
import {
  AccessLinksService,
  invalidAccessLinkMessage,
} from '../src/registrations-and-money/access-links/access-links.service.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import {
  paymentProofLimitMessages,
  paymentProofReceived,
} from '../src/registrations-and-money/my-registration/my-registration.service.js';
import { multipartBody, partOrders, type FilePart, type PartOrder } from './support/multipart.js';
import { emptyDir, filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const validProof = {
  method: 'bank-transfer',
  reference: 'TT-2025-0042',
  amount: '150.00',
  paymentDate: '2025-07-20',
};

function proofFile(
  content: Buffer,
  filename = 'receipt.pdf',
  contentType = 'application/pdf',
): FilePart {
  return { field: 'proofFile', filename, contentType, content };
}

describe('the registrant page api (/api/my-registration)', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let registrationId: string;

  async function insertRegistration(email: string, reference: string): Promise<string> {
    const [result] = await t.db.query<RowDataPacket[]>(
      `INSERT INTO registrations (reference, title, first_name, other_names, gender, email, phone,
         country, city, institution, participation_type, participant_category, pricing_tier,
         fee_usd, field_trip)
       VALUES (?, 'Other', 'Amina', 'Okello', 'Female', ?, '+256 700 000 000', 'Uganda',
         'Kampala', 'Makerere University', 'attendee', 'non-member', 'early-bird', 150, 1)`,
      [reference, email],
    );
    const id = String((result as unknown as { insertId: number }).insertId);
    await t.db.query(`UPDATE registrations SET other_title = 'Eng.' WHERE id = ?`, [id]);
    return id;
  }

  async function issueToken(id: string): Promise<string> {
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, id));
    return new URL(issued.link).searchParams.get('token')!;
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        PROOF_FILES_PER_LINK: '2',
        PROOF_MB_PER_LINK: '5',
        PROOF_FILES_PER_REGISTRATION: '3',
        PROOF_MB_PER_REGISTRATION: '8',
      },
    });
    registrationId = await insertRegistration('amina@example.org', 'CAAWG11-0001');
    token = await issueToken(registrationId);
    otherToken = await issueToken(await insertRegistration('other@example.org', 'CAAWG11-0002'));
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM payments');
    await t.db.query('DELETE FROM stored_files');
    emptyDir(t.config.FILE_STORAGE_DIR);
  });

  function show(accessToken?: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: accessToken === undefined ? {} : { 'x-access-token': accessToken },
    });
  }

  function upload(
    fields: Record<string, string>,
    file?: FilePart,
    accessToken: string | null = token,
    order: PartOrder = 'fields-first',
  ) {
    const body = multipartBody(fields, file, order);
    return t.app.inject({
      method: 'POST',
      url: '/api/my-registration/payments',
      payload: body.payload,
      headers:
        accessToken === null ? body.headers : { ...body.headers, 'x-access-token': accessToken },
    });
  }

  async function rows(table: string): Promise<RowDataPacket[]> {
    const [result] = await t.db.query<RowDataPacket[]>(`SELECT * FROM ${table} ORDER BY id`);
    return result;
  }

  async function expectNothingStored(): Promise<void> {
    expect(await rows('payments')).toHaveLength(0);
    expect(await rows('stored_files')).toHaveLength(0);
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toEqual([]);
  }

  it('shows the registration the token opens', async () => {
    const response = await show(token);
    expect(response.statusCode).toBe(200);
    expect(response.json<MyRegistrationResult>()).toEqual({
      success: true,
      message: '',
      data: {
        reference: 'CAAWG11-0001',
        title: 'Eng.',
        firstName: 'Amina',
        familyName: 'Okello',
        email: 'amina@example.org',
        participantCategory: 'non-member',
        categoryLabel: 'Non-member',
        pricingTier: 'early-bird',
        feeUsd: 150,
        fieldTrip: true,
        paymentStatus: 'pending',
        amountPaid: '0.00',
        balanceDue: '150.00',
        // Registered today, long after the final payment deadline of the shipped settings.
        paymentDueDate: '2025-09-15',
        payments: [],
        // Stored with the trip directly, without taking a seat: no seat to show.
        fieldTripSeat: null,
        cancellation: null,
      },
    });
  });

  it('records an uploaded proof as a pending payment with its stored file, and lists it', async () => {
    const response = await upload(validProof, proofFile(sampleFiles.pdf()));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: paymentProofReceived });

    const [payment] = await rows('payments');
    expect(payment).toMatchObject({
      registration_id: Number(registrationId),
      amount: '150.00',
      method: 'bank-transfer',
      reference: 'TT-2025-0042',
      status: 'pending',
      source: 'registrant',
    });
    const [file] = await rows('stored_files');
    expect(file).toMatchObject({
      id: payment!.proof_file_id,
      purpose: 'payment-proof',
      content_type: 'application/pdf',
      original_name: 'receipt.pdf',
      size_bytes: 2048,
    });
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(1);

    const page = (await show(token)).json<MyRegistrationResult>();
    expect(page.data.payments).toEqual([
      {
        _id: String(payment!.id),
        amount: 150,
        method: 'bank-transfer',
        reference: 'TT-2025-0042',
        paymentDate: '2025-07-20',
        status: 'pending',
        notes: null,
        createdAt: expect.any(String) as string,
      },
    ]);
    // Another registrant's token does not show this payment.
    expect((await show(otherToken)).json<MyRegistrationResult>().data.payments).toEqual([]);
  });

  it.each(partOrders)('records a proof sent %s exactly alike', async (order) => {
    const response = await upload(validProof, proofFile(sampleFiles.pdf()), token, order);
    expect(response.statusCode).toBe(201);
    const [payment] = await rows('payments');
    expect(payment).toMatchObject({
      amount: '150.00',
      method: 'bank-transfer',
      reference: 'TT-2025-0042',
      status: 'pending',
    });
    expect((await rows('stored_files'))[0]).toMatchObject({ id: payment!.proof_file_id });
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(1);
  });

  it.each(partOrders)(
    'refuses a proof sent %s with an invalid amount, keeping nothing',
    async (order) => {
      const response = await upload(
        { ...validProof, amount: '-5' },
        proofFile(sampleFiles.pdf()),
        token,
        order,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['amount']);
      await expectNothingStored();
    },
  );

  it.each([
    ['a JPEG', sampleFiles.jpeg(), 'receipt.jpg', 'image/jpeg'],
    ['a PNG', sampleFiles.png(), 'receipt.png', 'image/png'],
  ])('accepts %s', async (_kind, content, filename, type) => {
    const response = await upload(validProof, proofFile(content, filename, type));
    expect(response.statusCode).toBe(201);
    expect(await rows('payments')).toHaveLength(1);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content, keeping nothing', async () => {
    const response = await upload(validProof, proofFile(sampleFiles.executable(), 'receipt.pdf'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ proofFile: messages.proofFileType });
    await expectNothingStored();
  });

  it('refuses a file over 5 MB, keeping nothing', async () => {
    const response = await upload(validProof, proofFile(sampleFiles.oversizePdf()));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ proofFile: messages.proofFileSize });
    await expectNothingStored();
  });

  it('requires the file and every field', async () => {
    const noFile = await upload(validProof);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ proofFile: messages.required });

    const badFields = await upload(
      { method: 'cash', reference: ' ', amount: '-5', paymentDate: '2025-02-30' },
      proofFile(sampleFiles.pdf()),
    );
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().errors).toEqual({
      method: messages.invalidChoice,
      reference: messages.required,
      amount: paymentAmountMessage,
      paymentDate: messages.invalidDate,
    });
    await expectNothingStored();
  });

  it.each([
    ['without a token', null],
    ['with an unknown token', 'B'.repeat(43)],
  ])('refuses an upload %s with HTTP 401, keeping nothing', async (_case, accessToken) => {
    const response = await upload(validProof, proofFile(sampleFiles.pdf()), accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: invalidAccessLinkMessage });
    await expectNothingStored();
  });

  describe('upload limits of one access link and of one registration', () => {
    const megabytes = (count: number) => sampleFiles.pdf(count * 1024 * 1024);

    async function expectRefused(
      response: Awaited<ReturnType<typeof upload>>,
      message: string,
      storedBefore: number,
    ) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { proofFile: message } });
      expect(await rows('payments')).toHaveLength(storedBefore);
      expect(await rows('stored_files')).toHaveLength(storedBefore);
      expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(storedBefore);
    }

    it('refuses a proof past the number of proofs one link may send', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await upload(validProof, proofFile(sampleFiles.pdf()))).statusCode).toBe(201);
      }
      await expectRefused(
        await upload(validProof, proofFile(sampleFiles.pdf())),
        paymentProofLimitMessages.linkFiles(2),
        2,
      );
    });

    it('refuses a proof past the megabytes one link may send', async () => {
      expect((await upload(validProof, proofFile(megabytes(3)))).statusCode).toBe(201);
      await expectRefused(
        await upload(validProof, proofFile(megabytes(3))),
        paymentProofLimitMessages.linkMegabytes(5),
        1,
      );
    });

    it('refuses a proof past the number of proofs of one registration, over all its links', async () => {
      const [second, third] = [await issueToken(registrationId), await issueToken(registrationId)];
      for (const accessToken of [token, token, second]) {
        const response = await upload(validProof, proofFile(sampleFiles.pdf()), accessToken);
        expect(response.statusCode).toBe(201);
      }
      await expectRefused(
        await upload(validProof, proofFile(sampleFiles.pdf()), third),
        paymentProofLimitMessages.registrationFiles(3),
        3,
      );
    });

    it('refuses a proof past the megabytes of one registration, over all its links', async () => {
      const [second, third] = [await issueToken(registrationId), await issueToken(registrationId)];
      for (const accessToken of [token, second]) {
        const response = await upload(validProof, proofFile(megabytes(3)), accessToken);
        expect(response.statusCode).toBe(201);
      }
      await expectRefused(
        await upload(validProof, proofFile(megabytes(3)), third),
        paymentProofLimitMessages.registrationMegabytes(8),
        2,
      );
    });

    it('are validated at start-up', () => {
      for (const [name, value] of [
        ['PROOF_FILES_PER_LINK', '0'],
        ['PROOF_FILES_PER_REGISTRATION', 'many'],
        ['PROOF_MB_PER_LINK', '4'],
        ['PROOF_MB_PER_REGISTRATION', '-1'],
      ]) {
        expect(() => loadConfig({ [name!]: value })).toThrow(name);
      }
    });
  });
});
