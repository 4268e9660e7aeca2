import { jest } from '@jest/globals';
import type { RowDataPacket } from 'mysql2/promise';
import type { PaymentStatus } from '@caawg11/conference';
import { Ledger } from '../src/registrations-and-money/registrations/ledger/ledger.service.js';
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

/**
 * Every way an admin changes a registration's payment status goes through
 * Ledger.changePaymentStatus, which writes the status and its audit entry
 * in one transaction.
 */
describe("a registration's payment status", () => {
  let testApp: TestApp;
  let admin: TestUser;
  let changePaymentStatus: jest.SpiedFunction<Ledger['changePaymentStatus']>;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin', 'status-keeper@example.org');
    changePaymentStatus = jest.spyOn(testApp.app.get(Ledger), 'changePaymentStatus');
  });

  afterAll(async () => {
    changePaymentStatus.mockRestore();
    await testApp.close();
  });

  beforeEach(async () => {
    await clearAdminTables(testApp);
    changePaymentStatus.mockClear();
  });

  function call(method: 'PUT' | 'POST', url: string, payload?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });
  }

  async function stored(
    registrationId: string,
  ): Promise<{ status: PaymentStatus; audit: RowDataPacket[] }> {
    const [registration] = await rows<RowDataPacket>(
      testApp,
      'SELECT payment_status FROM registrations WHERE id = ?',
      [registrationId],
    );
    const audit = await rows<RowDataPacket>(
      testApp,
      'SELECT action, actor_email, `before`, `after` FROM audit_log WHERE actor_email = ? ORDER BY id',
      [admin.email],
    );
    return { status: registration?.payment_status as PaymentStatus, audit };
  }

  function expectOneChange(registrationId: string, status: PaymentStatus, action: string) {
    expect(changePaymentStatus).toHaveBeenCalledTimes(1);
    const [, registration, changedTo, actor, reason] = changePaymentStatus.mock.calls[0]!;
    expect(registration.id).toBe(registrationId);
    expect(changedTo).toBe(status);
    expect(actor.email).toBe(admin.email);
    expect(reason.action).toBe(action);
  }

  it('verifying a payment verifies the registration and audits it', async () => {
    const registrationId = await insertRegistration(testApp);
    const paymentId = await insertPayment(testApp, registrationId);
    expect((await call('PUT', `/api/admin/payments/${paymentId}/verify`)).statusCode).toBe(200);
    expectOneChange(registrationId, 'verified', 'payment.verified');
    const { status, audit } = await stored(registrationId);
    expect(status).toBe('verified');
    expect(audit).toMatchObject([
      { action: 'payment.verified', after: { registrationStatus: 'verified' } },
    ]);
  });

  it('rejecting a payment rejects the registration and audits it', async () => {
    const registrationId = await insertRegistration(testApp);
    const paymentId = await insertPayment(testApp, registrationId);
    const response = await call('PUT', `/api/admin/payments/${paymentId}/reject`, {
      notes: 'No transfer arrived.',
    });
    expect(response.statusCode).toBe(200);
    expectOneChange(registrationId, 'rejected', 'payment.rejected');
    const { status, audit } = await stored(registrationId);
    expect(status).toBe('rejected');
    expect(audit).toMatchObject([
      { action: 'payment.rejected', after: { registrationStatus: 'rejected' } },
    ]);
  });

  it('recording a payment verifies the registration and audits it', async () => {
    const registrationId = await insertRegistration(testApp, { paymentStatus: 'rejected' });
    const response = await call('POST', `/api/admin/registrations/${registrationId}/payments`, {
      method: 'other',
      reference: 'Cash at the desk',
      amount: 150,
      paymentDate: '2025-07-01',
    });
    expect(response.statusCode).toBe(201);
    expectOneChange(registrationId, 'verified', 'payment.recorded');
    const { status, audit } = await stored(registrationId);
    expect(status).toBe('verified');
    expect(audit).toMatchObject([
      {
        action: 'payment.recorded',
        before: { registrationStatus: 'rejected' },
        after: { registrationStatus: 'verified' },
      },
    ]);
  });

  it("an admin's status change sets the status and audits it", async () => {
    const registrationId = await insertRegistration(testApp);
    const response = await call('PUT', `/api/admin/registrations/${registrationId}/status`, {
      status: 'rejected',
    });
    expect(response.statusCode).toBe(200);
    expectOneChange(registrationId, 'rejected', 'registration.status-changed');
    const { status, audit } = await stored(registrationId);
    expect(status).toBe('rejected');
    expect(audit).toMatchObject([
      {
        action: 'registration.status-changed',
        before: { paymentStatus: 'pending' },
        after: { paymentStatus: 'rejected' },
      },
    ]);
  });

  it('a refused change writes neither the status nor an audit entry', async () => {
    const registrationId = await insertRegistration(testApp, { paymentStatus: 'verified' });
    const response = await call('PUT', `/api/admin/registrations/${registrationId}/status`, {
      status: 'verified',
    });
    expect(response.statusCode).toBe(409);
    expect(changePaymentStatus).not.toHaveBeenCalled();
    expect((await stored(registrationId)).audit).toEqual([]);
  });
});
