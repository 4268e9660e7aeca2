import { messages } from '@caawg11/conference';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('POST /api/registrations/verify-request', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function post(body: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: body as Record<string, unknown>,
    });
  }

  it('answers every address with the same message, registered or not', async () => {
    const response = await post({ email: ' Someone@Example.org ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.accessRequestSent });
  });

  it.each([{}, { email: '' }, { email: '   ' }])(
    'refuses a missing or blank e-mail with "Please enter your email address"',
    async (body) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: messages.accessEmailRequired,
        errors: { email: messages.accessEmailRequired },
      });
    },
  );

  it('refuses an over-long e-mail', async () => {
    const response = await post({ email: `${'a'.repeat(250)}@example.org` });
    expect(response.json().errors).toEqual({ email: messages.tooLong(254) });
  });
});
