import { parse } from 'csv-parse/sync';
import type { RowDataPacket } from 'mysql2/promise';
import { recordedPaymentMessages } from '@caawg11/conference';
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

/** What is paid is the verified payments, applied to the fee; each payment gets its own receipt. */
describe('what a registration has paid', () => {
  let testApp: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    finance = await createUser(testApp, 'finance', 'paid-keeper@example.org');
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
      headers: bearer(finance.token),
      ...(payload ? { payload } : {}),
    });
  }

  async function details(registrationId: string) {
    const response = await call('GET', `/api/admin/registrations/${registrationId}`);
    expect(response.statusCode).toBe(200);
    return response.json<{
      data: { paymentStatus: string; amountPaid: string; balanceDue: string };
    }>().data;
  }

  async function receipts(registrationId: string) {
    return rows<RowDataPacket>(
      testApp,
      'SELECT number, amount_cents, balance_cents FROM receipts WHERE registration_id = ? ORDER BY number',
      [registrationId],
    );
  }

  it('stays pending with part of the fee due after $20 in cash, and is verified once a $130 proof is verified', async () => {
    const registrationId = await insertRegistration(testApp, { feeUsd: 150 });

    const cash = await call('POST', `/api/admin/registrations/${registrationId}/payments`, {
      method: 'other',
      reference: 'DESK-001',
      amount: 20,
      paymentDate: '2025-07-01',
    });
    expect(cash.statusCode).toBe(201);
    expect(await details(registrationId)).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: '20.00',
      balanceDue: '130.00',
    });
    const [first] = await receipts(registrationId);
    expect(first).toMatchObject({ amount_cents: 2000, balance_cents: 13000 });
    const firstReceipt = await call('GET', `/api/admin/registrations/${registrationId}/receipt`);
    expect(firstReceipt.statusCode).toBe(200);
    const firstText = await textOf(firstReceipt.rawPayload);
    expect(firstText).toContain('Amount received $20.00');
    expect(firstText).toContain('Balance due $130.00');

    const exported = await call('GET', '/api/admin/registrations/export?format=csv');
    const [header, ...exportedRows]: string[][] = parse(
      exported.rawPayload.toString('utf8').slice(1),
    );
    const exportedRow = Object.fromEntries(
      header!.map((name, index) => [name, exportedRows[0]![index]]),
    );
    expect(exportedRow).toMatchObject({ 'Amount paid': '20.00', 'Balance due': '130.00' });

    const proofId = await insertPayment(testApp, registrationId, { amount: 130 });
    expect((await call('PUT', `/api/admin/payments/${proofId}/verify`)).statusCode).toBe(200);

    expect(await details(registrationId)).toMatchObject({
      paymentStatus: 'verified',
      amountPaid: '150.00',
      balanceDue: '0.00',
    });
    const issued = await receipts(registrationId);
    expect(issued).toHaveLength(2);
    expect(issued[1]).toMatchObject({
      number: Number(first?.number) + 1,
      amount_cents: 13000,
      balance_cents: 0,
    });
    const secondText = await textOf(
      (await call('GET', `/api/admin/registrations/${registrationId}/receipt`)).rawPayload,
    );
    expect(secondText).toContain('Amount received $130.00');
    expect(secondText).toContain('Your registration is paid in full');
  });

  it('verifies a proof for the amount actually received, which may leave part of the fee due', async () => {
    const registrationId = await insertRegistration(testApp, { feeUsd: 150 });
    const proofId = await insertPayment(testApp, registrationId, { amount: 150 });

    const verified = await call('PUT', `/api/admin/payments/${proofId}/verify`, { amount: 100 });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { amount: 100, status: 'verified' } });
    expect(await details(registrationId)).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: '100.00',
      balanceDue: '50.00',
    });
  });

  it('refuses to verify a proof for an amount that is not one, with the field message', async () => {
    const registrationId = await insertRegistration(testApp);
    const proofId = await insertPayment(testApp, registrationId, { amount: 150 });
    const refused = await call('PUT', `/api/admin/payments/${proofId}/verify`, { amount: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: { amount: recordedPaymentMessages.amountTooSmall },
    });
    expect(await details(registrationId)).toMatchObject({ amountPaid: '0.00' });
  });

  it('records no money and issues no receipt when a status is set to verified by hand', async () => {
    const registrationId = await insertRegistration(testApp, { feeUsd: 150 });
    const changed = await call('PUT', `/api/admin/registrations/${registrationId}/status`, {
      status: 'verified',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      data: { paymentStatus: 'verified', amountPaid: '0.00', balanceDue: '150.00' },
    });
    expect(await receipts(registrationId)).toHaveLength(0);
    const receipt = await call('GET', `/api/admin/registrations/${registrationId}/receipt`);
    expect(receipt.statusCode).toBe(404);
  });
});
