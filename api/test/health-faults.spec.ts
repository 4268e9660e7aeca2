import { createTestApp, type TestApp } from './support/test-app.js';
import { PrivateRedis } from './support/private-redis.js';

async function healthWithin(
  testApp: TestApp,
  expected: number,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    if (response.statusCode === expected || Date.now() - started > timeoutMs)
      return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/health when Redis goes away and comes back', () => {
  let redis: PrivateRedis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    testApp = await createTestApp({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await testApp.close();
    await redis.stop();
  });

  it('says Redis is down with HTTP 503 within two seconds, and recovers without a restart', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await redis.stop();
    const noticedAfter = await healthWithin(testApp, 503, 2000);
    const down = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      success: false,
      status: 'down',
      message: 'Unavailable: Redis',
      checks: { mysql: 'up', redis: 'down' },
    });
    expect(noticedAfter).toBeLessThan(2000);

    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      message: 'Not ready: Redis',
      checks: { mysql: 'up', redis: 'down', migrations: 'up' },
    });
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    await redis.start();
    const recoveredAfter = await healthWithin(testApp, 200, 5000);
    expect(recoveredAfter).toBeLessThan(5000);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'up',
      checks: { mysql: 'up', redis: 'up' },
    });
  });
});

describe('GET /api/health when MySQL is unreachable', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 503 naming MySQL', async () => {
    // Closing the pool is what the api sees when the server is gone: every query fails at once.
    const { DataSource } = await import('typeorm');
    const dataSource = testApp.app.get(DataSource);
    await dataSource.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'down',
      checks: { mysql: 'down', redis: 'up' },
    });
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: 'Not ready: MySQL and migrations',
      checks: { mysql: 'down', redis: 'up', migrations: 'down' },
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
      200,
    );
    await dataSource.initialize();
  });
});
