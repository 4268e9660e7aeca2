import { caseBody, reviewSettingsCases } from '@caawg11/conference/cases';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The review settings form's case table, which the portal's rules are tested with, sent to the real
 * endpoint as an admin: a rule or a message that differs between the two fails here.
 */
describe('the review settings case table against the api', () => {
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin', 'review.settings.cases@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  function saveSettings(body: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/review/settings',
      headers: bearer(admin.token),
      payload: body,
    });
  }

  it('accepts the valid body', async () => {
    const response = await saveSettings(caseBody(reviewSettingsCases.valid, {}));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it.each(reviewSettingsCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
    'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
    async (_field, invalid) => {
      const response = await saveSettings(caseBody(reviewSettingsCases.valid, invalid.patch));
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ success: boolean; errors: Record<string, string> }>();
      expect(answer.success).toBe(false);
      expect(answer.errors).toEqual({ [invalid.field]: invalid.message });
    },
  );
});
