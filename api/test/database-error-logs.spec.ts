import { jest } from '@jest/globals';
import { CapturedLog } from './support/captured-log.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Registrant {
  firstName: string;
  otherNames: string;
  email: string;
  phone: string;
}

function personalData(person: Registrant): string[] {
  return [
    person.firstName,
    person.otherNames,
    person.email,
    person.phone,
    // mysql2 writes values into the SQL it reports with quotes escaped, and JSON escapes '+'.
    person.phone.replace(/\s/g, ''),
  ];
}

describe('database errors in the logs', () => {
  let testApp: TestApp;
  // The api's log (request lines and Nest's lines), and anything else written to the console.
  const log = new CapturedLog();
  const written: string[] = [];
  const restore: (() => void)[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'info' },
      logStream: log,
    });
    testApp.setNow('2025-07-15T10:00:00+03:00');
    const capture =
      (stream: NodeJS.WriteStream) =>
      (chunk: unknown): boolean => {
        written.push(String(chunk));
        return stream === process.stdout || stream === process.stderr;
      };
    for (const stream of [process.stdout, process.stderr]) {
      const spy = jest.spyOn(stream, 'write').mockImplementation(capture(stream));
      restore.push(() => spy.mockRestore());
    }
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const spy = jest.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
        written.push(parts.map((part) => String(part)).join(' '));
      });
      restore.push(() => spy.mockRestore());
    }
  });

  afterAll(async () => {
    for (const undo of restore) undo();
    await testApp.close();
  });

  beforeEach(() => {
    log.clear();
    written.length = 0;
  });

  const logged = () => [log.text(), ...written].join('\n');

  /** The line the exception filter wrote for the failed request, and the request's own line. */
  function linesOf(requestId: string) {
    const entries = log.entries();
    return {
      failure: entries.filter((entry) => entry.context === 'Exceptions'),
      request: entries.filter((entry) => entry.req !== undefined && entry.requestId === requestId),
    };
  }

  async function register(person: Registrant) {
    const body = multipartBody({
      ...registrationFields({
        firstName: person.firstName,
        otherNames: person.otherNames,
        email: person.email,
        phone: person.phone,
      }),
      recaptchaToken: await solvedCaptcha(testApp.app),
    });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
  }

  it('log the code, the statement without values and the request id of a duplicate-key failure', async () => {
    await testApp.db.query('ALTER TABLE registrations ADD UNIQUE KEY uq_test_phone (phone)');
    const first: Registrant = {
      firstName: 'Nalwoga',
      otherNames: 'Birungi',
      email: 'nalwoga.birungi@example.org',
      phone: '+256 701 234 567',
    };
    expect((await register(first)).statusCode).toBe(201);
    log.clear();
    written.length = 0;

    const second: Registrant = {
      firstName: 'Zawadi',
      otherNames: 'Kemigisha',
      email: 'zawadi.kemigisha@example.org',
      phone: first.phone,
    };
    const failed = await register(second);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('Duplicate');
    const requestId = failed.json<{ requestId: string }>().requestId;

    const text = logged();
    expect(text).toContain(requestId);
    expect(text).toContain('ER_DUP_ENTRY');
    expect(text).toMatch(/INSERT INTO `registrations`/);
    for (const value of [...personalData(second), ...personalData(first)])
      expect(text).not.toContain(value);
    // Nest's line for the failure carries the request id of the request's own line.
    const lines = linesOf(requestId);
    expect(lines.request.length).toBeGreaterThan(0);
    expect(lines.failure).toHaveLength(1);
    expect(lines.failure[0]).toMatchObject({
      requestId,
      path: '/api/registration.php',
      error: { code: 'ER_DUP_ENTRY' },
    });
  });

  it('log no value of a statement that fails on a missing column', async () => {
    await testApp.db.query('ALTER TABLE registrations DROP COLUMN institution');
    const person: Registrant = {
      firstName: 'Akello',
      otherNames: 'Nyakato',
      email: 'akello.nyakato@example.org',
      phone: '+256 772 987 654',
    };
    const failed = await register(person);
    expect(failed.statusCode).toBe(500);
    const requestId = failed.json<{ requestId: string }>().requestId;

    const text = logged();
    expect(text).toContain(requestId);
    expect(text).toContain('ER_BAD_FIELD_ERROR');
    for (const value of personalData(person)) expect(text).not.toContain(value);
    expect(linesOf(requestId).failure).toEqual([
      expect.objectContaining({
        requestId,
        error: expect.objectContaining({ code: 'ER_BAD_FIELD_ERROR' }),
      }),
    ]);
  });
});
