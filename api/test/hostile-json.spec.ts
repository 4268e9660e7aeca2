import fc from 'fast-check';
import type { RowDataPacket } from 'mysql2/promise';
import {
  assertAcceptable,
  cheapCaptcha,
  described,
  deeplyNested,
  expectUnchangedExcept,
  hostileBody,
  snapshot,
} from './support/hostile-input.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Property-based hostile input against every public JSON endpoint and the login: whatever
 * arrives, the answer is never a 5xx nor leaks internals, and a refused request changes
 * nothing in the database. numRuns keeps the whole file to well under a minute on 2 cores.
 */
interface JsonEndpoint {
  url: string;
  valid: Record<string, unknown>;
  /** Rows one accepted request adds, per table. */
  rowsPerAccept: Record<string, number>;
  /** Whether the body carries a robot check (a valid one is given to a share of requests). */
  captcha?: boolean;
  runs: number;
}

const endpoints: JsonEndpoint[] = [
  {
    url: '/api/contact.php',
    valid: { name: 'Amina', email: 'amina@example.org', subject: 'Visa', message: 'Hello' },
    rowsPerAccept: { contact_messages: 1, outbox_messages: 2 },
    runs: 500,
  },
  {
    url: '/api/membership.php',
    valid: {
      title: 'Dr.',
      name: 'Amina Nakato',
      organisation: 'Makerere University',
      profession: 'Geologist',
      qualification: 'PhD',
      email: 'amina@example.org',
    },
    rowsPerAccept: { membership_applications: 1, outbox_messages: 2 },
    runs: 400,
  },
  {
    url: '/api/sponsorship.php',
    valid: { name: 'Amina', email: 'amina@example.org', company: 'Rift Minerals' },
    rowsPerAccept: { sponsorship_inquiries: 1, outbox_messages: 2 },
    runs: 400,
  },
  {
    url: '/api/bookings.php',
    valid: {
      fullName: 'Amina Nakato',
      email: 'amina@example.org',
      phone: '+256700000000',
      nationality: 'Ugandan',
      checkInDate: '2025-09-30',
      checkOutDate: '2025-10-05',
    },
    rowsPerAccept: { bookings: 1, outbox_messages: 2 },
    captcha: true,
    runs: 400,
  },
  {
    url: '/api/registrations/verify-request',
    valid: { email: 'amina@example.org' },
    rowsPerAccept: {},
    runs: 300,
  },
  {
    url: '/api/auth/register',
    valid: { email: 'amina@example.org', password: 'a-long-enough-password' },
    rowsPerAccept: { users: 1 },
    runs: 200,
  },
];

/** Raw bodies that are not the JSON object an endpoint expects, with their content types. */
interface RawBody {
  contentType: string | undefined;
  payload: string;
}

const rawBodies: fc.Arbitrary<RawBody> = fc
  .oneof(
    fc.record({
      contentType: fc.constant('application/json'),
      payload: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '',
          '{',
          '{"name":',
          'null',
          '[]',
          '"text"',
          '42',
          'true',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"polluted":1}}}',
          '\u0000\u0001',
          '{"a":1,"a":2}',
        ),
        fc.integer({ min: 1_000, max: 20_000 }).map((depth) => `{"name":${deeplyNested(depth)}}`),
        fc
          .integer({ min: 1_000, max: 20_000 })
          .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
      ),
    }),
    fc.record({
      contentType: fc.constantFrom(
        undefined,
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/octet-stream',
        'image/png',
      ),
      payload: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('name=a&email=b@c.d')),
    }),
  )
  .map((raw) => described(raw, `${String(raw.contentType)}: ${raw.payload}`));

describe('hostile JSON bodies', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '10000000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
        ACCESS_LINK_MIN_RESPONSE_MS: '0',
        ACCESS_LINK_LIMIT_PER_EMAIL: '100000',
        ACCESS_LINK_LIMIT_PER_CLIENT: '100000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  let clientNumber = 0;
  /** A client address of its own per request, so per-client limits never hide a handler. */
  const nextClient = () => `198.51.${(++clientNumber >> 8) & 255}.${clientNumber & 255}`;

  function send(url: string, contentType: string | undefined, payload: string) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      payload,
      remoteAddress: nextClient(),
    });
  }

  describe.each(endpoints)('POST $url', (endpoint) => {
    it(`answers ${endpoint.runs} generated bodies without a 5xx or a leak, storing only what it accepted`, async () => {
      const before = await snapshot(testApp);
      const tokens = endpoint.captcha
        ? await Promise.all(Array.from({ length: 60 }, () => cheapCaptcha(testApp.config)))
        : [];
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          hostileBody(endpoint.valid).map((body) => described(body, JSON.stringify(body))),
          fc.boolean(),
          async (body, withValidCaptcha) => {
            const withToken =
              endpoint.captcha && withValidCaptcha && tokens.length > 0
                ? { ...body, recaptchaToken: tokens.pop() }
                : body;
            const response = await send(
              endpoint.url,
              'application/json',
              JSON.stringify(withToken),
            );
            assertAcceptable(response);
            if (response.statusCode < 300) accepted += 1;
          },
        ),
        { numRuns: endpoint.runs, endOnFailure: true },
      );
      const rows = Object.fromEntries(
        Object.entries(endpoint.rowsPerAccept).map(([table, n]) => [table, n * accepted]),
      );
      expectUnchangedExcept(before, await snapshot(testApp), { rows, files: 0 });
    });

    it('answers malformed JSON, deep nesting and wrong content types with a 4xx, storing nothing', async () => {
      const before = await snapshot(testApp);
      await fc.assert(
        fc.asyncProperty(rawBodies, async ({ contentType, payload }) => {
          const response = await send(endpoint.url, contentType, payload);
          assertAcceptable(response);
          // A form-encoded body is a legitimate way to send a form; nothing else here is.
          const legitimate = contentType === 'application/x-www-form-urlencoded';
          if (response.statusCode < 400 && !legitimate) {
            throw new Error(`accepted with ${response.statusCode}`);
          }
        }),
        { numRuns: 60, endOnFailure: true },
      );
      expectUnchangedExcept(before, await snapshot(testApp), { rows: {}, files: 0 });
    });
  });

  describe('POST /api/auth/login', () => {
    async function failedSignIns(): Promise<number> {
      const [rows] = await testApp.db.query<RowDataPacket[]>(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'auth.sign-in-failed'",
      );
      return Number(rows[0]!.n);
    }

    it('answers generated credentials without a 5xx or a leak; a refusal records only its audit line', async () => {
      const before = await snapshot(testApp);
      const failuresBefore = await failedSignIns();
      let refusedCredentials = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileBody({ email: 'admin@example.org', password: 'correct-horse-battery' }).map(
              (body) =>
                described(
                  { contentType: 'application/json', payload: JSON.stringify(body) },
                  JSON.stringify(body),
                ),
            ),
            rawBodies,
          ),
          async ({ contentType, payload }) => {
            const response = await send('/api/auth/login', contentType, payload);
            assertAcceptable(response);
            if (response.statusCode < 400) throw new Error(`signed in with ${response.statusCode}`);
            if (response.statusCode === 401) refusedCredentials += 1;
          },
        ),
        { numRuns: 250, endOnFailure: true },
      );
      // Failed sign-ins are audited on purpose (one line each); nothing else changes.
      const audited = (await failedSignIns()) - failuresBefore;
      expect(audited).toBeLessThanOrEqual(refusedCredentials);
      expectUnchangedExcept(before, await snapshot(testApp), {
        rows: { audit_log: audited },
        files: 0,
      });
    });
  });
});
