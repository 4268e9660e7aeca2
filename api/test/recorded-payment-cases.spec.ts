import { caseBody, recordedPaymentCases } from '@caawg11/conference/cases';
import { bearer, createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The record-a-payment form's case table, which the portal's rules are tested with, sent to the
 * real endpoint as finance: a rule or a message that differs between the two fails here.
 */
describe('the recorded-payment case table against the api', () => {
  let testApp: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    finance = await createUser(testApp, 'finance', 'recorded.cases@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function record(body: Record<string, unknown>) {
    const registrationId = await insertRegistration(testApp);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${registrationId}/payments`,
      headers: bearer(finance.token),
      payload: body,
    });
  }

  it('accepts the valid body', async () => {
    const response = await record(caseBody(recordedPaymentCases.valid, {}));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
  });

  it.each(recordedPaymentCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
    'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
    async (_field, invalid) => {
      const response = await record(caseBody(recordedPaymentCases.valid, invalid.patch));
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ success: boolean; errors: Record<string, string> }>();
      expect(answer.success).toBe(false);
      expect(answer.errors).toEqual({ [invalid.field]: invalid.message });
    },
  );
});
