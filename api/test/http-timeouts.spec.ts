import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { messages } from '@caawg11/conference';
import { createTestApp, type TestApp } from './support/test-app.js';

const contact = (n: number) => ({
  name: 'Amina Nakato',
  email: `amina.${n}@example.org`,
  subject: 'Field trip',
  message: 'Is the field trip open to accompanying persons?',
});

describe('a client that sends its headers too slowly', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '600', HTTP_REQUEST_TIMEOUT_MS: '1200' },
    });
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is answered 408 in the one error shape and cut off within the bound', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    const started = Date.now();
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n');
    // One header line every 200 ms, never the blank line that ends them.
    let line = 0;
    const dribble = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${line++}: still coming\r\n`);
    }, 200);
    let giveUp: NodeJS.Timeout | undefined;
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((resolve) => (giveUp = setTimeout(() => resolve(-1), 8000))),
    ]);
    clearTimeout(giveUp);
    clearInterval(dribble);
    socket.destroy();

    expect(closedAt).not.toBe(-1);
    expect(closedAt - started).toBeLessThan(3000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    const body = received.slice(received.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: 'The request took too long to arrive. Please try again.',
    });
  });
});

describe('a stalled database', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        DB_POOL_SIZE: '2',
        DB_POOL_QUEUE_LIMIT: '3',
        DB_POOL_ACQUIRE_TIMEOUT_MS: '500',
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '1000',
        FORM_MAIL_LIMIT_PER_CLIENT: '1000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('gives requests a 503 in the one error shape within the bound instead of an ever-growing queue', async () => {
    const dataSource = testApp.app.get(DataSource);
    // Every pool connection is busy for four seconds.
    const held = [1, 2].map(() => dataSource.query('SELECT SLEEP(4)'));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        testApp.app
          .inject({ method: 'POST', url: '/api/contact.php', payload: contact(n) })
          .then((response) => ({ response, after: Date.now() - started })),
      ),
    );
    for (const { response, after } of responses) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: messages.serviceBusy });
      expect(response.body).not.toContain('    at ');
      expect(after).toBeLessThan(2000);
    }
    await Promise.all(held);

    const [rows] = await testApp.db.query('SELECT id FROM contact_messages');
    expect(rows).toHaveLength(0);
    const after = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: contact(99),
    });
    expect(after.statusCode).toBe(201);
  });
});
