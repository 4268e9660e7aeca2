import { DataSource } from 'typeorm';
import type { RowDataPacket } from 'mysql2/promise';
import type {
  AdminRegistrationDetails,
  CancellationPolicy,
  FinanceReport,
  MyCancellationView,
} from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
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

describe('cancellations under the policy', () => {
  let t: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    finance = await createUser(t, 'finance', 'cancellations@example.org');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await clearAdminTables(t);
    t.setNow('2025-07-15T10:00:00+03:00');
  });

  function asFinance(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: bearer(finance.token),
      ...(payload ? { payload } : {}),
    });
  }

  function asRegistrant(method: 'GET' | 'POST', url: string, token: string) {
    return t.app.inject({ method, url, headers: { 'x-access-token': token } });
  }

  async function accessToken(registrationId: string): Promise<string> {
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, registrationId));
    return new URL(issued.link).searchParams.get('token')!;
  }

  function recordPayment(registrationId: string, amount: number) {
    return asFinance('POST', `/api/admin/registrations/${registrationId}/payments`, {
      method: 'other',
      reference: `DESK-${registrationId}-${amount}`,
      amount,
      paymentDate: '2025-07-10',
    });
  }

  async function details(registrationId: string): Promise<AdminRegistrationDetails> {
    const response = await asFinance('GET', `/api/admin/registrations/${registrationId}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminRegistrationDetails }>().data;
  }

  async function financeReport(): Promise<FinanceReport> {
    const response = await asFinance(
      'GET',
      '/api/admin/payments/finance-report?from=2025-01-01&to=2025-12-31',
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ data: FinanceReport }>().data;
  }

  it('a registrant cancels inside the full-refund window from the access-link page, and the refund due appears', async () => {
    const registrationId = await insertRegistration(t, { feeUsd: 150, reference: 'CAAWG11-0700' });
    expect((await recordPayment(registrationId, 150)).statusCode).toBe(201);
    const token = await accessToken(registrationId);

    const before = await asRegistrant('GET', '/api/my-registration/cancellation', token);
    expect(before.statusCode).toBe(200);
    expect(before.json<{ data: MyCancellationView }>().data).toEqual({
      policy: {
        fullRefundBefore: '2025-08-01',
        partialRefundBefore: '2025-09-15',
        partialRefundPercent: 50,
      },
      cancellation: null,
      refundPercentToday: 100,
      refundDueToday: '150.00',
    });

    const cancelled = await asRegistrant('POST', '/api/my-registration/cancel', token);
    expect(cancelled.statusCode).toBe(200);
    const view = cancelled.json<{ message: string; data: MyCancellationView }>();
    expect(view.message).toBe('Registration cancelled');
    expect(view.data.cancellation).toMatchObject({
      byRegistrant: true,
      refundPercent: 100,
      refundDue: '150.00',
      reason: 'Cancelled by the registrant from the registration page',
    });

    expect(await details(registrationId)).toMatchObject({
      amountPaid: '150.00',
      balanceDue: '0.00',
      cancellation: { byRegistrant: true, refundPercent: 100, refundDue: '150.00' },
    });
    const page = await asRegistrant('GET', '/api/my-registration', token);
    expect(page.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      balanceDue: '0.00',
      cancellation: { byRegistrant: true, refundDue: '150.00' },
    });
    const report = await financeReport();
    expect(report.refundsDue).toEqual([
      expect.objectContaining({ reference: 'CAAWG11-0700', balanceUsd: '150.00' }),
    ]);
    expect(report.totals.refundsDueUsd).toBe('150.00');
    expect(report.outstanding).toEqual([]);

    const mails = await rows<RowDataPacket>(
      t,
      "SELECT recipient, language, payload FROM outbox_messages WHERE template = 'registration-cancelled'",
    );
    expect(mails).toHaveLength(1);

    const again = await asRegistrant('POST', '/api/my-registration/cancel', token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This registration is already cancelled.',
    });
    const byOrganiser = await asFinance(
      'POST',
      `/api/admin/registrations/${registrationId}/cancel`,
      {
        reason: 'Duplicate',
      },
    );
    expect(byOrganiser.statusCode).toBe(409);

    // Paying the refund back clears what is due, on the details and in the report.
    const refund = await asFinance('POST', `/api/admin/registrations/${registrationId}/refunds`, {
      amount: 150,
      method: 'bank-transfer',
      reference: 'RF-0700',
      refundDate: '2025-07-20',
    });
    expect(refund.statusCode).toBe(201);
    expect((await details(registrationId)).cancellation).toMatchObject({ refundDue: '0.00' });
    expect((await financeReport()).refundsDue).toEqual([]);
  });

  it("an organiser cancels with a reason in the partial window: half of what was paid is due, e-mailed in the registrant's language", async () => {
    const registrationId = await insertRegistration(t, { feeUsd: 150, reference: 'CAAWG11-0701' });
    await t.db.query("UPDATE registrations SET language = 'fr' WHERE id = ?", [registrationId]);
    expect((await recordPayment(registrationId, 100)).statusCode).toBe(201);
    t.setNow('2025-08-10T09:00:00+03:00');

    const blank = await asFinance('POST', `/api/admin/registrations/${registrationId}/cancel`, {
      reason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errors: { reason: 'Please give the reason for the cancellation' },
    });

    const cancelled = await asFinance('POST', `/api/admin/registrations/${registrationId}/cancel`, {
      reason: 'Visa refused',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: AdminRegistrationDetails }>().data).toMatchObject({
      amountPaid: '100.00',
      balanceDue: '0.00',
      cancellation: {
        reason: 'Visa refused',
        byRegistrant: false,
        refundPercent: 50,
        refundDue: '50.00',
      },
    });
    const [registration] = await rows<RowDataPacket>(
      t,
      'SELECT cancelled_by_user_id, cancellation_reason FROM registrations WHERE id = ?',
      [registrationId],
    );
    expect(String(registration!.cancelled_by_user_id)).toBe(finance.id);

    const [mail] = await rows<RowDataPacket>(
      t,
      "SELECT language, payload FROM outbox_messages WHERE template = 'registration-cancelled'",
    );
    expect(mail!.language).toBe('fr');
    const payload = (
      typeof mail!.payload === 'string' ? JSON.parse(mail!.payload) : mail!.payload
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ reason: 'Visa refused', refundDueUsd: '50.00' });

    const [audit] = await rows<RowDataPacket>(
      t,
      "SELECT actor_email FROM audit_log WHERE action = 'registration.cancelled'",
    );
    expect(audit!.actor_email).toBe('cancellations@example.org');

    // A cancelled registration is reminded of nothing.
    const reminders = await asFinance('GET', '/api/admin/payment-reminders');
    expect(
      reminders
        .json<{ data: { upcoming: { registrationId: string }[] } }>()
        .data.upcoming.map((row) => row.registrationId),
    ).not.toContain(registrationId);
  });

  it('keeps the policy finance sets, and refuses a policy that makes no sense with a 400', async () => {
    const policy: CancellationPolicy = {
      fullRefundBefore: '2025-07-01',
      partialRefundBefore: '2025-08-15',
      partialRefundPercent: 25,
    };
    const saved = await asFinance('PUT', '/api/admin/cancellation-policy', policy);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Cancellation policy saved', data: policy });
    expect((await asFinance('GET', '/api/admin/cancellation-policy')).json()).toMatchObject({
      data: policy,
    });

    const refused = await asFinance('PUT', '/api/admin/cancellation-policy', {
      fullRefundBefore: '2025-09-01',
      partialRefundBefore: '2025-08-01',
      partialRefundPercent: 120,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: {
        partialRefundBefore: 'The partial-refund date cannot come before the full-refund date',
        partialRefundPercent: 'Please enter a whole percentage from 0 to 100',
      },
    });

    // The share applies from the new policy: 25% on 2025-07-15.
    const registrationId = await insertRegistration(t, { feeUsd: 100 });
    expect((await recordPayment(registrationId, 100)).statusCode).toBe(201);
    const view = await asRegistrant(
      'GET',
      '/api/my-registration/cancellation',
      await accessToken(registrationId),
    );
    expect(view.json<{ data: MyCancellationView }>().data).toMatchObject({
      refundPercentToday: 25,
      refundDueToday: '25.00',
    });
    await asFinance('PUT', '/api/admin/cancellation-policy', {
      fullRefundBefore: '2025-08-01',
      partialRefundBefore: '2025-09-15',
      partialRefundPercent: 50,
    });
  });

  it('a rejected proof on a part-paid registration leaves it pending with its balance', async () => {
    const registrationId = await insertRegistration(t, { feeUsd: 150 });
    expect((await recordPayment(registrationId, 20)).statusCode).toBe(201);
    const proofId = await insertPayment(t, registrationId, { amount: 130 });
    const rejected = await asFinance('PUT', `/api/admin/payments/${proofId}/reject`, {
      notes: 'The transfer slip is unreadable.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await details(registrationId)).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: '20.00',
      balanceDue: '130.00',
    });

    // With nothing received, a rejected proof still rejects the registration.
    const unpaidId = await insertRegistration(t, { feeUsd: 150 });
    const unpaidProof = await insertPayment(t, unpaidId, { amount: 150 });
    await asFinance('PUT', `/api/admin/payments/${unpaidProof}/reject`, { notes: 'Not ours.' });
    expect((await details(unpaidId)).paymentStatus).toBe('rejected');
  });
});
