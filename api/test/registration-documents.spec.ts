import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { noReceiptYet } from '../src/registrations-and-money/registrations/registration-documents.service.js';
import {
  bearer,
  clearAdminTables,
  createUser,
  insertPayment,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { textOf } from './support/pdf-text.js';

describe('receipts and invoices of a registration', () => {
  let testApp: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    finance = await createUser(testApp, 'finance', 'finance@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await clearAdminTables(testApp);
  });

  function get(url: string, headers: Record<string, string> = bearer(finance.token)) {
    return testApp.app.inject({ method: 'GET', url, headers });
  }

  function put(url: string, payload?: object) {
    return testApp.app.inject({
      method: 'PUT',
      url,
      headers: bearer(finance.token),
      ...(payload ? { payload } : {}),
    });
  }

  async function receiptNumbers(): Promise<Record<string, number>> {
    const found = await rows<RowDataPacket>(
      testApp,
      'SELECT registration_id, number FROM receipts ORDER BY number',
    );
    return Object.fromEntries(found.map((row) => [String(row.registration_id), row.number]));
  }

  async function accessToken(registrationId: string): Promise<string> {
    const issued = await testApp.app
      .get(DataSource)
      .transaction((manager) => testApp.app.get(AccessLinksService).issue(manager, registrationId));
    return new URL(issued.link).searchParams.get('token')!;
  }

  it('has no receipt before the payment is verified, then a PDF with its number and payment', async () => {
    const registrationId = await insertRegistration(testApp, {
      reference: 'CAAWG11-0301',
      firstName: 'Nakato',
      otherNames: 'Achieng',
    });
    const paymentId = await insertPayment(testApp, registrationId, {
      amount: 150,
      reference: 'TT-778812',
    });

    const before = await get(`/api/admin/registrations/${registrationId}/receipt`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ success: false, message: noReceiptYet });

    expect((await put(`/api/admin/payments/${paymentId}/verify`)).statusCode).toBe(200);

    const receipt = await get(`/api/admin/registrations/${registrationId}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const number = (await receiptNumbers())[registrationId];
    const label = `CAAWG11-R-${String(number).padStart(4, '0')}`;
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${label}.pdf"`);
    const text = await textOf(receipt.rawPayload);
    expect(text).toContain(label);
    expect(text).toContain('CAAWG11-0301');
    expect(text).toContain('Nakato Achieng');
    expect(text).toContain('TT-778812');
  });

  it('numbers receipts one after another and issues each registration one receipt only', async () => {
    const first = await insertRegistration(testApp);
    const second = await insertRegistration(testApp);
    for (const registrationId of [first, second]) {
      const paymentId = await insertPayment(testApp, registrationId);
      expect((await put(`/api/admin/payments/${paymentId}/verify`)).statusCode).toBe(200);
    }
    const numbers = await receiptNumbers();
    expect(numbers[second]).toBe(numbers[first]! + 1);

    // Back to pending and verified again: the first receipt stands, no number is used up.
    for (const status of ['pending', 'verified']) {
      const response = await put(`/api/admin/registrations/${first}/status`, { status });
      expect(response.statusCode).toBe(200);
    }
    expect(await receiptNumbers()).toEqual(numbers);
  });

  it('prints a pro-forma invoice of what is due at any time', async () => {
    const registrationId = await insertRegistration(testApp, {
      reference: 'CAAWG11-0302',
      feeUsd: 200,
    });
    const invoice = await get(`/api/admin/registrations/${registrationId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(
      'attachment; filename="CAAWG11-0302-PF.pdf"',
    );
    const text = await textOf(invoice.rawPayload);
    expect(text).toContain('CAAWG11-0302-PF');
    expect(text).toContain('200.00');
  });

  it('lets the registrant download their own documents with the access token, and no one else', async () => {
    const registrationId = await insertRegistration(testApp, { reference: 'CAAWG11-0303' });
    const token = await accessToken(registrationId);
    const paymentId = await insertPayment(testApp, registrationId);

    const early = await get('/api/my-registration/receipt', { 'x-access-token': token });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ message: noReceiptYet });
    const invoice = await get('/api/my-registration/invoice', { 'x-access-token': token });
    expect(invoice.statusCode).toBe(200);
    expect(await textOf(invoice.rawPayload)).toContain('CAAWG11-0303');

    expect((await put(`/api/admin/payments/${paymentId}/verify`)).statusCode).toBe(200);
    const receipt = await get('/api/my-registration/receipt', { 'x-access-token': token });
    expect(receipt.statusCode).toBe(200);
    expect(await textOf(receipt.rawPayload)).toContain('CAAWG11-0303');

    const refusals: Record<string, string>[] = [{}, { 'x-access-token': 'not-a-token' }];
    for (const headers of refusals) {
      const refused = await get('/api/my-registration/receipt', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).toContain('application/json');
    }
  });
});
