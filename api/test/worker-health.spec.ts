import { WorkerHealthServer } from '../src/platform/health/worker-health-server.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { PrivateRedis } from './support/private-redis.js';

async function get(port: number, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('the worker health answers (WORKER_HEALTH_PORT)', () => {
  let redis: PrivateRedis;
  let testApp: MailTestApp;
  let port: number;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    testApp = await createMailTestApp({ env: { REDIS_URL: redis.url } });
    const worker = await testApp.startWorker();
    port = worker.get(WorkerHealthServer).port!;
  });

  afterAll(async () => {
    await testApp.close();
    await redis.stop();
  });

  it('is alive and ready while MySQL, Redis and SMTP answer', async () => {
    expect(await get(port, '/health/live')).toEqual({
      status: 200,
      body: { success: true, status: 'up', message: 'Alive' },
    });
    expect(await get(port, '/health/ready')).toEqual({
      status: 200,
      body: {
        success: true,
        status: 'up',
        message: 'Ready',
        checks: { mysql: 'up', redis: 'up', smtp: 'up' },
      },
    });
    expect((await get(port, '/health/nothing')).status).toBe(404);
  });

  it('is not ready, naming SMTP, while the mail server is down, and ready again when it returns', async () => {
    await testApp.sink.stop();
    try {
      const down = await get(port, '/health/ready');
      expect(down).toEqual({
        status: 503,
        body: {
          success: false,
          status: 'down',
          message: 'Not ready: SMTP',
          checks: { mysql: 'up', redis: 'up', smtp: 'down' },
        },
      });
      expect((await get(port, '/health/live')).status).toBe(200);
    } finally {
      await testApp.sink.restart();
    }
    await eventually(async () => expect((await get(port, '/health/ready')).status).toBe(200));
  });

  it('is not ready, naming Redis, while Redis is down', async () => {
    await redis.stop();
    try {
      await eventually(async () =>
        expect(await get(port, '/health/ready')).toMatchObject({
          status: 503,
          body: { message: 'Not ready: Redis', checks: { mysql: 'up', redis: 'down', smtp: 'up' } },
        }),
      );
    } finally {
      await redis.start();
    }
    await eventually(async () => expect((await get(port, '/health/ready')).status).toBe(200));
  });
});
