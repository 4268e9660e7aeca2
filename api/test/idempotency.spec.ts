import type { RowDataPacket } from 'mysql2/promise';
import type { AdminPayment, DataResult, RecordedRefund, WalkInResult } from '@caawg11/conference';
import { idempotencyMessages } from '../src/platform/idempotency/idempotency.interceptor.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { registrationFields } from './support/registration-fields.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('Idempotency-Key on the routes that record money', () => {
  let testApp: TestApp;
  let finance: TestUser;
  let otherFinance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.setNow('2025-10-01T07:30:00Z');
    finance = await createUser(testApp, 'finance');
    otherFinance = await createUser(testApp, 'finance');
  });

  afterAll(async () => {
    await testApp.close();
  });

  let fixtures = 0;
  /** A registration whose reference stays clear of those the walk-in desk numbers itself. */
  function registration(fixture: Parameters<typeof insertRegistration>[1]) {
    fixtures += 1;
    return insertRegistration(testApp, { reference: `CAAWG11-${9000 + fixtures}`, ...fixture });
  }

  function post(url: string, payload: object, key: string | null, user: TestUser = finance) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(user.token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });
  }

  const payment = (amount: number) => ({
    method: 'other',
    reference: 'DESK-1',
    amount,
    paymentDate: '2025-09-30',
  });

  async function count(table: string, registrationId: string): Promise<number> {
    const [result] = await rows<RowDataPacket & { n: number }>(
      testApp,
      `SELECT COUNT(*) AS n FROM ${table} WHERE registration_id = ?`,
      [registrationId],
    );
    return Number(result!.n);
  }

  it('records a payment once for a key sent twice, and answers the second with the first answer', async () => {
    const id = await registration({ feeUsd: 150 });
    const url = `/api/admin/registrations/${id}/payments`;
    const first = await post(url, payment(100), 'pay-0001');
    expect(first.statusCode).toBe(201);
    const again = await post(url, payment(100), 'pay-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('payments', id)).toBe(1);
    expect(await count('receipts', id)).toBe(1);

    // Without a key, or with a new one, a second payment is a second payment.
    expect((await post(url, payment(20), 'pay-0002')).statusCode).toBe(201);
    expect((await post(url, payment(10), null)).statusCode).toBe(201);
    expect(await count('payments', id)).toBe(3);
  });

  it('refuses the same key with another body or on another route with 422, recording nothing', async () => {
    const id = await registration({ feeUsd: 150 });
    const url = `/api/admin/registrations/${id}/payments`;
    expect((await post(url, payment(50), 'pay-0003')).statusCode).toBe(201);
    const changed = await post(url, payment(60), 'pay-0003');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      success: false,
      message: idempotencyMessages.keyReused,
    });
    const elsewhere = await post(
      `/api/admin/registrations/${id}/refunds`,
      { amount: 10, method: 'bank-transfer', reference: 'RF-1', refundDate: '2025-09-30' },
      'pay-0003',
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await count('payments', id)).toBe(1);
    expect(await count('refunds', id)).toBe(0);
  });

  it("keeps each account's keys its own: another account's key of the same name records its own payment", async () => {
    const id = await registration({ feeUsd: 150 });
    const url = `/api/admin/registrations/${id}/payments`;
    const mine = await post(url, payment(30), 'shared-key');
    const theirs = await post(url, payment(30), 'shared-key', otherFinance);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<DataResult<AdminPayment>>().data._id).not.toBe(
      mine.json<DataResult<AdminPayment>>().data._id,
    );
    expect(await count('payments', id)).toBe(2);
  });

  it('records a refund once for a key sent twice, with one credit note', async () => {
    const id = await registration({ feeUsd: 150, paymentStatus: 'verified' });
    await insertPayment(testApp, id, { status: 'verified', amount: 150 });
    const url = `/api/admin/registrations/${id}/refunds`;
    const body = {
      amount: 40,
      method: 'bank-transfer',
      reference: 'RF-2',
      refundDate: '2025-09-30',
    };
    const first = await post(url, body, 'refund-0001');
    const again = await post(url, body, 'refund-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<DataResult<RecordedRefund>>()).toEqual(first.json());
    expect(await count('refunds', id)).toBe(1);
    expect(await count('credit_notes', id)).toBe(1);
  });

  it('registers a walk-in once for a key sent twice, where a resend would otherwise be refused as a duplicate', async () => {
    const body = {
      ...registrationFields({ email: 'walk.in.twice@example.org' }),
      payment: { method: 'cash', amount: 150 },
    };
    const first = await post('/api/admin/walk-ins', body, 'walk-in-0001');
    const again = await post('/api/admin/walk-ins', body, 'walk-in-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<WalkInResult>()).toEqual(first.json());
    const registrations = await rows(testApp, 'SELECT id FROM registrations WHERE email = ?', [
      'walk.in.twice@example.org',
    ]);
    expect(registrations).toHaveLength(1);
  });

  it('records once when the same key arrives many times at once', async () => {
    const id = await registration({ feeUsd: 150 });
    const url = `/api/admin/registrations/${id}/payments`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(url, payment(25), 'pay-race')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ message: idempotencyMessages.keyInProgress });
    }
    expect(await count('payments', id)).toBe(1);
  });

  it('gives the key back when the request is refused, so the corrected request goes through', async () => {
    const id = await registration({ feeUsd: 150 });
    const url = `/api/admin/registrations/${id}/payments`;
    const refused = await post(url, { ...payment(0), amount: 'lots' }, 'pay-0004');
    expect(refused.statusCode).toBe(400);
    const corrected = await post(url, payment(70), 'pay-0004');
    expect(corrected.statusCode).toBe(201);
    expect(await count('payments', id)).toBe(1);
  });

  it('answers 400 for a key that is empty, too long or not plain text', async () => {
    const id = await registration({ feeUsd: 150 });
    const url = `/api/admin/registrations/${id}/payments`;
    for (const key of ['', 'x'.repeat(256), 'has space']) {
      const response = await post(url, payment(10), key);
      expect({ key, status: response.statusCode, body: response.json<object>() }).toMatchObject({
        key,
        status: 400,
        body: { message: idempotencyMessages.keyInvalid },
      });
    }
    expect(await count('payments', id)).toBe(0);
  });
});
