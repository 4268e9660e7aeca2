import { messages, type CheckInAnswer, type WalkInResult } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { registrationFields } from './support/registration-fields.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the walk-in desk', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    // The first conference day: standard pricing, a member's fee is 150 USD.
    testApp.setNow('2025-10-01T07:30:00Z');
    admin = await createUser(testApp, 'admin');
    finance = await createUser(testApp, 'finance');
  });

  afterAll(async () => {
    await testApp.close();
  });

  function walkIn(body: Record<string, unknown>, user: TestUser = finance) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/admin/walk-ins',
      headers: bearer(user.token),
      payload: body,
    });
  }

  function walkInBody(
    email: string,
    payment: Record<string, unknown>,
    overrides: Record<string, unknown> = {},
  ): Record<string, unknown> {
    return { ...registrationFields({ email }), payment, ...overrides };
  }

  async function rows<T>(sql: string, values: unknown[]): Promise<T[]> {
    const [result] = await testApp.db.query(sql, values);
    return result as T[];
  }

  it('registers a delegate paid in cash in full, issues the receipt and checks them in for today', async () => {
    const response = await walkIn(
      walkInBody('walk.in.cash@example.org', { method: 'cash', amount: 150 }, { language: 'fr' }),
    );
    expect(response.statusCode).toBe(201);
    const result = response.json<WalkInResult>();
    expect(result.registration).toMatchObject({
      name: 'Grace Atuhaire',
      paid: true,
      balanceDue: '0.00',
      feeUsd: 150,
    });
    expect(result.registration.reference).toMatch(/\S/);
    expect(result.checkIn).toMatchObject({ outcome: 'checked-in', occasion: '2025-10-01' });

    const [registration] = await rows<{ payment_status: string; language: string }>(
      'SELECT payment_status, language FROM registrations WHERE id = ?',
      [result.registration.id],
    );
    expect(registration).toEqual({ payment_status: 'verified', language: 'fr' });
    const payments = await rows<{ method: string; amount: string; status: string }>(
      'SELECT method, amount, status FROM payments WHERE registration_id = ?',
      [result.registration.id],
    );
    expect(payments).toEqual([{ method: 'cash', amount: '150.00', status: 'verified' }]);
    expect(
      await rows('SELECT registration_id FROM receipts WHERE registration_id = ?', [
        result.registration.id,
      ]),
    ).toHaveLength(1);
    const mails = await rows<{ template: string; language: string }>(
      'SELECT template, language FROM outbox_messages WHERE recipient = ? ORDER BY id',
      ['walk.in.cash@example.org'],
    );
    expect(mails).toEqual([
      { template: 'registration-received', language: 'fr' },
      { template: 'payment-verified', language: 'fr' },
    ]);
    const audit = await rows<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'registration' AND entity_id = ?",
      [result.registration.id],
    );
    expect(audit.map((entry) => entry.action)).toContain('registration.walked-in');

    const door = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins',
      headers: bearer(admin.token),
      payload: { code: result.registration.reference },
    });
    expect(door.statusCode).toBe(200);
    expect(door.json<CheckInAnswer>()).toMatchObject({
      outcome: 'already-checked-in',
      checkedInAt: result.checkIn.checkedInAt,
    });
  });

  it('registers a part payment, answered not-paid with the balance and not checked in', async () => {
    const response = await walkIn(
      walkInBody('walk.in.part@example.org', {
        method: 'mobile-money',
        amount: 100,
        reference: 'MM-4431',
      }),
      admin,
    );
    expect(response.statusCode).toBe(201);
    const result = response.json<WalkInResult>();
    expect(result.checkIn).toMatchObject({ outcome: 'not-paid', checkedInAt: null });
    expect(result.registration).toMatchObject({ paid: false, balanceDue: '50.00' });
    expect(
      await rows('SELECT id FROM check_ins WHERE registration_id = ?', [result.registration.id]),
    ).toHaveLength(0);
    const [registration] = await rows<{ language: string }>(
      'SELECT language FROM registrations WHERE id = ?',
      [result.registration.id],
    );
    expect(registration?.language).toBe('en');
  });

  it('asks the staff member to confirm the student ID of a student, without an upload', async () => {
    const refused = await walkIn(
      walkInBody(
        'walk.in.student@example.org',
        { method: 'cash', amount: 80 },
        { participantCategory: 'student' },
      ),
    );
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(
      'Please confirm you saw the student ID or admission letter',
    );
    const accepted = await walkIn(
      walkInBody(
        'walk.in.student@example.org',
        { method: 'cash', amount: 80 },
        { participantCategory: 'student', studentIdSeen: true },
      ),
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<WalkInResult>().checkIn.outcome).toBe('checked-in');
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const response = await walkIn(
      walkInBody(
        'walk.in.bad@example.org',
        { method: 'cheque', amount: 0 },
        { firstName: '', email: 'not-an-address' },
      ),
    );
    expect(response.statusCode).toBe(400);
    const text = JSON.stringify(response.json());
    expect(text).toContain(messages.invalidChoice);
    expect(text).toContain('The amount must be more than 0');
    expect(text).toContain('firstName');
    const missingPayment = await walkIn({
      ...registrationFields({ email: 'walk.in.none@example.org' }),
    });
    expect(missingPayment.statusCode).toBe(400);
    expect(JSON.stringify(missingPayment.json())).toContain('Please enter the payment taken');
    expect(
      await rows('SELECT id FROM registrations WHERE email IN (?, ?)', [
        'walk.in.bad@example.org',
        'walk.in.none@example.org',
      ]),
    ).toHaveLength(0);
  });

  it('answers 409 for an address already registered', async () => {
    const response = await walkIn(
      walkInBody('walk.in.cash@example.org', { method: 'cash', amount: 150 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(messages.duplicateRegistration);
  });

  it.each(['logistics', 'check-in'] as const)('refuses the %s role', async (role) => {
    const user = await createUser(testApp, role);
    const response = await walkIn(
      walkInBody(`walk.in.${role}@example.org`, { method: 'cash', amount: 150 }),
      user,
    );
    expect(response.statusCode).toBe(403);
  });
});
