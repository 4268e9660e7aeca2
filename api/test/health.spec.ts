import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('reports MySQL and Redis up with HTTP 200', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'up',
      message: 'All systems operational',
      checks: { mysql: 'up', redis: 'up' },
    });
  });

  it('has run the migrations on start', async () => {
    const [rows] = await testApp.db.query('SHOW TABLES LIKE "outbox_messages"');
    expect(rows).toHaveLength(1);
  });

  it('answers an unknown api path with the one error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.body).not.toContain('    at ');
  });
});
