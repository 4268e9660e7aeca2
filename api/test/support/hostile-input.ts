import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { RowDataPacket } from 'mysql2/promise';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaDifficulty } from '../../src/platform/captcha/altcha.provider.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { filesUnder } from './sample-files.js';
import type { TestApp } from './test-app.js';

/** Signs of internals leaking into an answer: stack frames, paths, driver or ORM errors. */
const leaks = [
  /\bat [^\n]*:\d+:\d+/,
  /node_modules/,
  /\/(?:src|dist|test)\/[\w/-]+\.(?:ts|js)/,
  /QueryFailedError|EntityNotFound|TypeORM|\bER_[A-Z_]+\b|SQL syntax|sqlMessage/i,
  /TypeError|ReferenceError|RangeError|SyntaxError: /,
];

/**
 * What every answer to a hostile request must be: not a server error, JSON in the one error
 * shape when refused, with a message and no internals. Returns a description of the problem,
 * or null when the answer is acceptable.
 */
export function answerProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500)
    return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  for (const pattern of leaks) {
    if (pattern.test(response.body))
      return `leaks internals (${pattern}): ${response.body.slice(0, 300)}`;
  }
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `status ${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`;
    }
    const shape = body as { success?: unknown; message?: unknown };
    if (shape.success !== false || typeof shape.message !== 'string' || shape.message === '') {
      return `refusal not in the error shape: ${response.body.slice(0, 200)}`;
    }
  }
  return null;
}

/** Row counts and checksums of every table, and the files in storage. */
export interface StateSnapshot {
  counts: Record<string, number>;
  checksums: Record<string, string>;
  files: number;
}

export async function snapshot(testApp: TestApp): Promise<StateSnapshot> {
  const [tables] = await testApp.db.query<RowDataPacket[]>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name <> 'migrations' ORDER BY table_name",
  );
  const names = tables.map((row) => String(row.name));
  const counts: Record<string, number> = {};
  const checksums: Record<string, string> = {};
  for (const name of names) {
    const [count] = await testApp.db.query<RowDataPacket[]>(
      `SELECT COUNT(*) AS n FROM \`${name}\``,
    );
    counts[name] = Number(count[0]!.n);
    const [checksum] = await testApp.db.query<RowDataPacket[]>(`CHECKSUM TABLE \`${name}\``);
    checksums[name] = String(checksum[0]!.Checksum);
  }
  return { counts, checksums, files: filesUnder(testApp.config.FILE_STORAGE_DIR).length };
}

/**
 * The database and the file storage after a run equal those before it, except for the rows
 * (and files) that accepted requests were expected to add.
 */
export function expectUnchangedExcept(
  before: StateSnapshot,
  after: StateSnapshot,
  added: {
    rows: Record<string, number>;
    files: number;
    /** Tables whose rows may be updated in place (same count), e.g. a link's last use. */
    touched?: string[];
  },
): void {
  const expectedCounts = { ...before.counts };
  for (const [table, rows] of Object.entries(added.rows)) {
    expectedCounts[table] = (expectedCounts[table] ?? 0) + rows;
  }
  expect(after.counts).toEqual(expectedCounts);
  const untouched = Object.keys(before.checksums).filter(
    (table) => !(added.rows[table] ?? 0) && !added.touched?.includes(table),
  );
  for (const table of untouched) {
    expect(`${table}: ${after.checksums[table]}`).toBe(`${table}: ${before.checksums[table]}`);
  }
  expect(after.files).toBe(before.files + added.files);
}

/**
 * A correctly signed and solved robot check that costs almost nothing to solve (the answer
 * is among the first counters), so thousands of requests can carry a valid one. The api
 * verifies it exactly as it verifies the widget's payload.
 */
export async function cheapCaptcha(config: AppConfig): Promise<string> {
  const challenge = await createChallenge({
    algorithm: altchaDifficulty.algorithm,
    cost: 1,
    counter: 1,
    deriveKey,
    hmacSignatureSecret: config.altchaHmacKey,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Text a visitor might type, and text nobody types. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\ud800',
      'null',
      'undefined',
      "' OR '1'='1",
      '"; DROP TABLE registrations; --',
      '<script>alert(1)</script>',
      '{{7*7}}',
      '${jndi:ldap://x}',
      '../../etc/passwd',
      '%00',
      'a@b',
      'amina@example.org',
      'AMINA@EXAMPLE.ORG ',
      '2025-10-01',
      '9999-99-99',
      'true',
      '1e309',
      '\u202e\u0041\u0301\u{1F469}\u200d\u{1F52C}',
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

/** Values of every JSON type, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }),
  },
);

/** `[[[...]]]` nested `depth` deep, as JSON text. */
export function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/**
 * Bodies shaped like `valid`: each known field kept, dropped, or replaced by a hostile value,
 * plus unknown fields (prototype-polluting names among them).
 */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([name, value]) => [
      name,
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(value) },
        { weight: 3, arbitrary: hostileValue },
      ),
    ]),
  );
  const extra = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'isAdmin', 'role', 'status'),
    ),
    hostileValue,
    { maxKeys: 3 },
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), extra)
    .map(([known, unknown]) => ({ ...unknown, ...known }));
}

/** Gives a generated value a short description, so a failure report stays readable. */
export function described<T extends object>(value: T, text: string): T {
  const max = 240;
  const shown = text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
  return Object.assign(value, { [fc.toStringMethod]: () => shown });
}

/** Fails the property with what was wrong, rather than returning false. */
export function assertAcceptable(response: LightMyRequestResponse): void {
  const problem = answerProblem(response);
  if (problem) throw new Error(problem);
}
