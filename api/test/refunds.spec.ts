import type { RowDataPacket } from 'mysql2/promise';
import { refundMessages, type FinanceReport } from '@caawg11/conference';
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

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('refunds', () => {
  let testApp: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    finance = await createUser(testApp, 'finance', 'refunds@example.org');
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

  function refund(registrationId: string, amount: number | string, date = '2025-07-20') {
    return call('POST', `/api/admin/registrations/${registrationId}/refunds`, {
      amount,
      method: 'bank-transfer',
      reference: `RF-${registrationId}-${String(amount)}`,
      refundDate: date,
    });
  }

  function recordPayment(registrationId: string, amount: number, date = '2025-07-01') {
    return call('POST', `/api/admin/registrations/${registrationId}/payments`, {
      method: 'other',
      reference: `DESK-${registrationId}-${amount}`,
      amount,
      paymentDate: date,
    });
  }

  async function details(registrationId: string) {
    return (await call('GET', `/api/admin/registrations/${registrationId}`)).json<{
      data: { paymentStatus: string; amountPaid: string; balanceDue: string };
    }>().data;
  }

  async function financeReport(): Promise<FinanceReport> {
    const response = await call(
      'GET',
      '/api/admin/payments/finance-report?from=2025-01-01&to=2025-12-31',
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ data: FinanceReport }>().data;
  }

  it('pays back $20 of $150 with a credit note, leaving $130 paid and $20 due', async () => {
    const registrationId = await insertRegistration(testApp, {
      feeUsd: 150,
      reference: 'CAAWG11-0501',
    });
    expect((await recordPayment(registrationId, 20)).statusCode).toBe(201);
    const proofId = await insertPayment(testApp, registrationId, { amount: 130 });
    expect((await call('PUT', `/api/admin/payments/${proofId}/verify`)).statusCode).toBe(200);
    expect(await details(registrationId)).toMatchObject({ paymentStatus: 'verified' });

    const noNoteYet = await call('GET', `/api/admin/registrations/${registrationId}/credit-note`);
    expect(noNoteYet.statusCode).toBe(404);

    const refunded = await refund(registrationId, 20);
    expect(refunded.statusCode).toBe(201);
    const body = refunded.json<{ data: { creditNoteNumber: string } }>();
    expect(body).toMatchObject({
      success: true,
      message: 'Refund recorded',
      data: { amount: '20.00', amountPaid: '130.00', balanceDue: '20.00' },
    });
    expect(body.data.creditNoteNumber).toMatch(/^CAAWG11-CN-\d{4}$/);
    expect(await details(registrationId)).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: '130.00',
      balanceDue: '20.00',
    });

    const note = await call('GET', `/api/admin/registrations/${registrationId}/credit-note`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(note.headers['content-disposition']).toBe(
      `attachment; filename="${body.data.creditNoteNumber}.pdf"`,
    );
    const text = await textOf(note.rawPayload);
    expect(text).toContain(body.data.creditNoteNumber);
    expect(text).toContain('CAAWG11-0501');
    expect(text).toContain('Amount refunded $20.00');
    expect(text).toContain('Paid after this refund $130.00');

    const report = await financeReport();
    expect(report.refundedByDay).toEqual([{ date: '2025-07-20', refunds: 1, amountUsd: '20.00' }]);
    expect(report.totals).toMatchObject({
      receivedUsd: '150.00',
      refundedUsd: '20.00',
      netReceivedUsd: '130.00',
      outstandingUsd: '20.00',
    });
    expect(report.outstanding).toEqual([
      expect.objectContaining({
        reference: 'CAAWG11-0501',
        paidUsd: '130.00',
        balanceUsd: '20.00',
      }),
    ]);
    const [audit] = await rows<RowDataPacket>(
      testApp,
      "SELECT after FROM audit_log WHERE action = 'payment.refunded'",
    );
    expect(audit).toBeDefined();
  });

  it('clears a refund due once the overpayment is paid back', async () => {
    const registrationId = await insertRegistration(testApp, { feeUsd: 50 });
    await recordPayment(registrationId, 70);
    expect((await financeReport()).totals.refundsDueUsd).toBe('20.00');
    expect((await refund(registrationId, 20)).statusCode).toBe(201);
    const report = await financeReport();
    expect(report.refundsDue).toEqual([]);
    expect(report.totals).toMatchObject({ refundsDueUsd: '0.00', refundedUsd: '20.00' });
    expect(await details(registrationId)).toMatchObject({
      paymentStatus: 'verified',
      amountPaid: '50.00',
    });
  });

  it('refuses a refund above what was paid, or not an amount, with the field message', async () => {
    const registrationId = await insertRegistration(testApp, { feeUsd: 150 });
    await recordPayment(registrationId, 20);

    const tooMuch = await refund(registrationId, 20.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      success: false,
      message: refundMessages.moreThanPaid('20.00'),
      errors: { amount: refundMessages.moreThanPaid('20.00') },
    });
    const zero = await refund(registrationId, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ errors: { amount: refundMessages.amountTooSmall } });
    const fraction = await refund(registrationId, '1.234');
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ errors: { amount: refundMessages.amount } });

    expect(await rows<RowDataPacket>(testApp, 'SELECT id FROM refunds')).toHaveLength(0);
    expect(await rows<RowDataPacket>(testApp, 'SELECT number FROM credit_notes')).toHaveLength(0);
    expect(await details(registrationId)).toMatchObject({ amountPaid: '20.00' });
  });

  it('keeps the finance totals equal to the payments less the refunds after a random sequence', async () => {
    const random = seededRandom(20251127);
    const cents = (most: number) => 1 + Math.floor(random() * most);
    const registrations = [
      await insertRegistration(testApp, { feeUsd: 150 }),
      await insertRegistration(testApp, { feeUsd: 100 }),
      await insertRegistration(testApp, { feeUsd: 50.5, participantCategory: 'student' }),
      await insertRegistration(testApp, { feeUsd: 150 }),
    ];
    const paidCents = new Map(registrations.map((id) => [id, 0]));
    for (let step = 0; step < 40; step += 1) {
      const registrationId = registrations[Math.floor(random() * registrations.length)]!;
      const day = `2025-07-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      const choice = random();
      if (choice < 0.35) {
        const amount = cents(9000);
        expect((await recordPayment(registrationId, amount / 100, day)).statusCode).toBe(201);
        paidCents.set(registrationId, paidCents.get(registrationId)! + amount);
      } else if (choice < 0.7) {
        const amount = cents(9000);
        const proofId = await insertPayment(testApp, registrationId, { amount: amount / 100 });
        const received = random() < 0.5 ? amount : cents(amount);
        const verified = await call('PUT', `/api/admin/payments/${proofId}/verify`, {
          amount: received / 100,
        });
        expect(verified.statusCode).toBe(200);
        paidCents.set(registrationId, paidCents.get(registrationId)! + received);
      } else {
        const paid = paidCents.get(registrationId)!;
        const amount = cents(Math.max(paid + 500, 1));
        const answer = await refund(registrationId, amount / 100, day);
        if (amount <= paid) {
          expect(answer.statusCode).toBe(201);
          paidCents.set(registrationId, paid - amount);
        } else {
          expect(answer.statusCode).toBe(400);
        }
      }
    }

    const [sums] = await rows<RowDataPacket>(
      testApp,
      `SELECT
         (SELECT CAST(COALESCE(SUM(amount), 0) AS CHAR) FROM payments WHERE status = 'verified') AS received,
         (SELECT CAST(COALESCE(SUM(amount), 0) AS CHAR) FROM refunds) AS refunded,
         (SELECT CAST(COALESCE(SUM(amount), 0) AS CHAR) FROM payments WHERE status = 'verified')
           - (SELECT COALESCE(SUM(amount), 0) FROM refunds) AS net`,
    );
    const report = await financeReport();
    expect(report.totals.receivedUsd).toBe(sums!.received);
    expect(report.totals.refundedUsd).toBe(sums!.refunded);
    expect(report.totals.netReceivedUsd).toBe(String(sums!.net));
    const expectedNet = [...paidCents.values()].reduce((sum, value) => sum + value, 0);
    expect(report.totals.netReceivedUsd).toBe((expectedNet / 100).toFixed(2));

    // Each registration's balance as the database sums it, against the report's lists.
    const balances = await rows<RowDataPacket>(
      testApp,
      `SELECT r.reference, r.fee_usd - (
           (SELECT COALESCE(SUM(p.amount), 0) FROM payments p
             WHERE p.registration_id = r.id AND p.status = 'verified')
           - (SELECT COALESCE(SUM(f.amount), 0) FROM refunds f WHERE f.registration_id = r.id)
         ) AS owed
         FROM registrations r`,
    );
    const owed = balances.filter((row) => Number(row.owed) > 0);
    const overpaid = balances.filter((row) => Number(row.owed) < 0);
    expect(
      Object.fromEntries(report.outstanding.map((row) => [row.reference, row.balanceUsd])),
    ).toEqual(Object.fromEntries(owed.map((row) => [row.reference, String(row.owed)])));
    expect(
      Object.fromEntries(report.refundsDue.map((row) => [row.reference, row.balanceUsd])),
    ).toEqual(
      Object.fromEntries(overpaid.map((row) => [row.reference, String(row.owed).replace('-', '')])),
    );
    for (const registrationId of registrations) {
      expect((await details(registrationId)).amountPaid).toBe(
        (paidCents.get(registrationId)! / 100).toFixed(2),
      );
    }
    const notes = await rows<RowDataPacket>(
      testApp,
      'SELECT number FROM credit_notes ORDER BY number',
    );
    const refundCount = await rows<RowDataPacket>(testApp, 'SELECT id FROM refunds');
    expect(refundCount.length).toBeGreaterThan(0);
    expect(notes).toHaveLength(refundCount.length);
    notes.forEach((note, index) =>
      expect(Number(note.number)).toBe(Number(notes[0]!.number) + index),
    );
  });
});
