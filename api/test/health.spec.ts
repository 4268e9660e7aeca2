import type { RowDataPacket } from 'mysql2/promise';
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

describe('GET /api/health/live and /api/health/ready', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('says the process is alive without asking MySQL or Redis', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'up', message: 'Alive' });
  });

  it('answers 503 naming the migrations while one of them is not applied', async () => {
    const [applied] = await testApp.db.query<RowDataPacket[]>(
      'SELECT * FROM migrations ORDER BY timestamp DESC LIMIT 1',
    );
    const latest = applied[0]!;
    await testApp.db.query('DELETE FROM migrations WHERE id = ?', [latest.id]);

    const pending = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({
      success: false,
      status: 'down',
      message: 'Not ready: migrations',
      checks: { mysql: 'up', redis: 'up', migrations: 'down' },
    });

    await testApp.db.query('INSERT INTO migrations (id, timestamp, name) VALUES (?, ?, ?)', [
      latest.id,
      latest.timestamp,
      latest.name,
    ]);
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      status: 'up',
      message: 'Ready',
      checks: { mysql: 'up', redis: 'up', migrations: 'up' },
    });
  });
});
