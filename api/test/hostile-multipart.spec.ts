import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { subthemeTitles } from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { insertRegistration } from './support/admin-fixtures.js';
import {
  assertAcceptable,
  cheapCaptcha,
  described,
  expectUnchangedExcept,
  hostileString,
  snapshot,
} from './support/hostile-input.js';
import { filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Property-based hostile multipart requests against the upload forms: missing, extra and
 * hostile fields, files mislabelled by name or type, files before fields, too many parts,
 * two files, truncated bodies and oversized files. For each: no 5xx, no leak, and a refused
 * request leaves no row and no stored (or half-written) file behind.
 */

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; content: Buffer };
}

interface MultipartCase {
  parts: Part[];
  /** Cut the body short after this many bytes (a dropped connection). */
  truncateAt?: number;
  /** Send a boundary in the header other than the one in the body. */
  wrongBoundary?: boolean;
}

function encode(request: MultipartCase): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hostile${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of request.parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
            `Content-Type: ${part.file.contentType}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (request.truncateAt !== undefined) payload = payload.subarray(0, request.truncateAt);
  const headerBoundary = request.wrongBoundary ? 'not-the-boundary' : boundary;
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${headerBoundary}` },
  };
}

const fileContents: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(
    sampleFiles.pdf(),
    sampleFiles.png(),
    sampleFiles.jpeg(),
    sampleFiles.doc(),
    sampleFiles.docx(),
    sampleFiles.plainZip(),
    sampleFiles.executable(),
    Buffer.alloc(0),
    Buffer.from('%PDF'),
  ),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
);

const fileNames: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'id.pdf',
    'ID.PDF',
    'abstract.docx',
    'abstract.doc',
    'photo.png',
    'photo.jpeg',
    'setup.exe',
    'abstract.pdf.exe',
    'abstract.exe.pdf',
    '../../etc/passwd.pdf',
    '..\\..\\windows\\win.ini.pdf',
    '.pdf',
    'noextension',
    '\u202eexe.pdf',
    'résumé – ✓.pdf',
    `${'a'.repeat(400)}.pdf`,
  ),
  fc.string({ maxLength: 30 }).map((name) => name.replace(/["\r\n]/g, '')),
);

const contentTypes = fc.constantFrom(
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-msdownload',
  'text/html',
  'application/octet-stream',
);

interface UploadEndpoint {
  url: string;
  fileField: string;
  /** Text fields of a valid submission, in the order the form sends them. */
  fields: Record<string, string>;
  captcha: boolean;
  /** The table an accepted request adds its one row to. */
  table: string;
  /** A file the endpoint accepts. */
  goodFile: { filename: string; contentType: string; content: () => Buffer };
  /** Tables a refused request may update in place (never add to), by design. */
  touched?: string[];
  runs: number;
}

let sequence = 0;

function hostileMultipart(
  endpoint: UploadEndpoint,
  validToken: () => string | undefined,
): fc.Arbitrary<MultipartCase> {
  const field = (name: string, value: string) =>
    fc
      .oneof(
        // Mostly the valid value, so that a good share of requests gets past validation to
        // the robot check and the file checks.
        { weight: 14, arbitrary: fc.constant<Part | null>({ name, value }) },
        { weight: 1, arbitrary: hostileString.map<Part | null>((v) => ({ name, value: v })) },
        { weight: 1, arbitrary: fc.constant<Part | null>(null) },
      )
      .map((part) => part);
  const fields = fc.tuple(
    ...Object.entries(endpoint.fields).map(([name, value]) => field(name, value)),
  );
  const extras = fc.array(
    fc.record({
      name: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id'),
      ),
      value: hostileString,
    }),
    { maxLength: 3 },
  );
  const file = fc.option(
    fc.oneof(
      fc.record({ filename: fileNames, contentType: contentTypes, content: fileContents }),
      fc.constant({ ...endpoint.goodFile, content: endpoint.goodFile.content() }),
    ),
    { nil: undefined, freq: 4 },
  );
  const shape = fc.constantFrom(
    'fields-then-file',
    'fields-then-file',
    'fields-then-file',
    'file-first',
    'two-files',
    'too-many-parts',
    'truncated',
    'wrong-boundary',
  );
  return fc
    .tuple(fields, extras, file, shape, fc.boolean(), fc.nat({ max: 4000 }))
    .map(([knownParts, extraParts, filePart, kind, withValidToken, cut]) => {
      const textParts: Part[] = [
        ...knownParts
          .filter((part): part is Part => part !== null)
          // A fresh address each time, so an accepted registration does not make the rest 409s.
          .map((part) =>
            part.name === 'email' && part.value === endpoint.fields.email
              ? { ...part, value: `n${++sequence}-${part.value}` }
              : part,
          ),
        ...extraParts.map((part) => ({
          name: part.name.replace(/["\r\n]/g, ''),
          value: part.value,
        })),
      ];
      if (endpoint.captcha) {
        const token = withValidToken ? validToken() : undefined;
        textParts.push({ name: 'recaptchaToken', value: token ?? 'forged-token' });
      }
      const fileParts: Part[] = filePart ? [{ name: endpoint.fileField, file: filePart }] : [];
      const description = (parts: Part[]) =>
        parts
          .map((part) =>
            part.file
              ? `${part.name}=<${part.file.filename} ${part.file.contentType} ${part.file.content.length} B>`
              : `${part.name}=${JSON.stringify(part.value).slice(0, 40)}`,
          )
          .join(' ');
      let request: MultipartCase;
      switch (kind) {
        case 'file-first':
          request = { parts: [...fileParts, ...textParts] };
          break;
        case 'two-files':
          request = { parts: [...textParts, ...fileParts, ...fileParts] };
          break;
        case 'too-many-parts':
          request = {
            parts: [
              ...textParts,
              ...Array.from({ length: 60 }, (_, i) => ({ name: `extra${i}`, value: 'x' })),
              ...fileParts,
            ],
          };
          break;
        case 'truncated':
          request = { parts: [...textParts, ...fileParts], truncateAt: cut };
          break;
        case 'wrong-boundary':
          request = { parts: [...textParts, ...fileParts], wrongBoundary: true };
          break;
        case 'fields-then-file':
          request = { parts: [...textParts, ...fileParts] };
      }
      return described(request, `${kind}: ${description(request.parts)}`);
    });
}

describe('hostile multipart uploads', () => {
  let testApp: TestApp;
  let accessToken = '';

  beforeAll(async () => {
    testApp = await createTestApp({
      // Many proofs go through one access link here; its upload limits are tested elsewhere.
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '10000000',
        PROOF_FILES_PER_LINK: '100000',
        PROOF_MB_PER_LINK: '100000',
        PROOF_FILES_PER_REGISTRATION: '100000',
        PROOF_MB_PER_REGISTRATION: '100000',
      },
    });
    testApp.setNow('2025-07-15T10:00:00+03:00');
    // A registrant whose access link opens the payment-proof upload.
    const registrationId = await insertRegistration(testApp, { email: 'payer@example.org' });
    const link = await testApp.app
      .get(AccessLinksService)
      .issue(testApp.app.get(DataSource).manager, registrationId);
    accessToken = new URL(link.link).searchParams.get('token') ?? '';
  });

  afterAll(async () => {
    await testApp.close();
  });

  let countAll = '';

  /** Row counts of every table and the number of files on disk, in one round trip. */
  async function footprint(): Promise<Record<string, number>> {
    if (!countAll) {
      const [tables] = await testApp.db.query<RowDataPacket[]>(
        'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
      );
      countAll = `SELECT ${tables
        .map((row) => `(SELECT COUNT(*) FROM \`${String(row.name)}\`) AS \`${String(row.name)}\``)
        .join(', ')}`;
    }
    const [rows] = await testApp.db.query<RowDataPacket[]>(countAll);
    const counts = Object.fromEntries(
      Object.entries(rows[0]!).map(([table, n]) => [table, Number(n)]),
    );
    return { ...counts, '(files on disk)': filesUnder(testApp.config.FILE_STORAGE_DIR).length };
  }

  function changes(
    start: Record<string, number>,
    end: Record<string, number>,
  ): Record<string, number> {
    return Object.fromEntries(
      Object.keys(end)
        .map((key) => [key, end[key]! - (start[key] ?? 0)] as const)
        .filter(([, delta]) => delta !== 0),
    );
  }

  const endpoints: UploadEndpoint[] = [
    {
      url: '/api/registration.php',
      fileField: 'studentIdFile',
      fields: {
        title: 'Dr.',
        firstName: 'Grace',
        otherNames: 'Atuhaire',
        gender: 'Female',
        email: 'grace@example.org',
        phone: '+256772000111',
        country: 'Uganda',
        city: 'Kampala',
        institution: 'Makerere University',
        participationType: 'attendee',
        participantCategory: 'student',
        fieldTrip: 'No',
        paymentConfirmation: 'true',
      },
      captcha: true,
      table: 'registrations',
      goodFile: {
        filename: 'student-id.pdf',
        contentType: 'application/pdf',
        content: () => sampleFiles.pdf(),
      },
      runs: 300,
    },
    {
      url: '/api/abstracts.php',
      fileField: 'abstractFile',
      fields: {
        fullName: 'Grace Atuhaire',
        affiliation: 'Makerere University',
        email: 'grace@example.org',
        abstractTitle: 'Rift basin fluids',
        subtheme: subthemeTitles[0],
      },
      captcha: true,
      table: 'abstracts',
      goodFile: {
        filename: 'abstract.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: () => sampleFiles.docx(),
      },
      runs: 300,
    },
    {
      url: '/api/my-registration/payments',
      fileField: 'proofFile',
      fields: {
        method: 'bank-transfer',
        reference: 'TX-123',
        amount: '150',
        paymentDate: '2025-07-10',
      },
      captcha: false,
      table: 'payments',
      goodFile: {
        filename: 'proof.pdf',
        contentType: 'application/pdf',
        content: () => sampleFiles.pdf(),
      },
      // Using the access link records its last use, whatever the upload's fate.
      touched: ['access_tokens'],
      runs: 200,
    },
  ];

  describe.each(endpoints)('POST $url', (endpoint) => {
    it(`answers ${endpoint.runs} generated multipart requests; a refused one leaves no row and no file`, async () => {
      const before = await snapshot(testApp);
      const tokens = await Promise.all(
        Array.from({ length: endpoint.captcha ? 150 : 0 }, () => cheapCaptcha(testApp.config)),
      );
      const added: Record<string, number> = {};
      let addedFiles = 0;
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(
          hostileMultipart(endpoint, () => tokens.pop()),
          fc.boolean(),
          async (request, withAccessToken) => {
            const { payload, headers } = encode(request);
            const start = await footprint();
            const response = await testApp.app.inject({
              method: 'POST',
              url: endpoint.url,
              headers: {
                ...headers,
                ...(endpoint.url.includes('my-registration')
                  ? { 'x-access-token': withAccessToken ? accessToken : 'not-a-token' }
                  : {}),
              },
              payload,
            });
            assertAcceptable(response);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            const changed = changes(start, await footprint());
            if (response.statusCode >= 300) {
              if (Object.keys(changed).length > 0) {
                throw new Error(
                  `refused with ${response.statusCode}, yet added ${JSON.stringify(changed)}`,
                );
              }
              return;
            }
            // Accepted: exactly one row in its table, and as many stored files as files on disk.
            if (changed[endpoint.table] !== 1)
              throw new Error(`accepted, yet added ${JSON.stringify(changed)}`);
            if ((changed.stored_files ?? 0) !== (changed['(files on disk)'] ?? 0)) {
              throw new Error(
                `stored files on disk and in the table differ: ${JSON.stringify(changed)}`,
              );
            }
            for (const [table, delta] of Object.entries(changed)) {
              if (table === '(files on disk)') addedFiles += delta;
              else added[table] = (added[table] ?? 0) + delta;
            }
          },
        ),
        { numRuns: endpoint.runs, endOnFailure: true },
      );
      expectUnchangedExcept(before, await snapshot(testApp), {
        rows: added,
        files: addedFiles,
        touched: endpoint.touched,
      });
      if (process.env.HOSTILE_DEBUG) console.log(endpoint.url, statuses, added);
    });

    it('refuses bodies of other content types, or multipart without a usable boundary', async () => {
      const before = await snapshot(testApp);
      const cases: [string, string][] = [
        ['application/json', JSON.stringify(endpoint.fields)],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', new URLSearchParams(endpoint.fields).toString()],
        [
          'multipart/form-data',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
        ],
        ['multipart/form-data; boundary=x', ''],
        ['multipart/form-data; boundary=', '--\r\n'],
        ['multipart/mixed; boundary=x', '--x--'],
      ];
      for (const [contentType, payload] of cases) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: endpoint.url,
          headers: { 'content-type': contentType, 'x-access-token': accessToken },
          payload,
        });
        assertAcceptable(response);
        expect(`${contentType}: ${response.statusCode >= 400}`).toBe(`${contentType}: true`);
      }
      expectUnchangedExcept(before, await snapshot(testApp), {
        rows: {},
        files: 0,
        touched: endpoint.touched,
      });
    });

    it('refuses an oversized file (5 MB + 1 byte), mislabelled or not, and keeps no part of it', async () => {
      const before = await snapshot(testApp);
      const oversize = sampleFiles.oversizePdf();
      for (const filename of ['big.pdf', 'big.png']) {
        const parts: Part[] = [
          ...Object.entries({ ...endpoint.fields, email: `big-${filename}@example.org` }).map(
            ([name, value]) => ({ name, value }),
          ),
          ...(endpoint.captcha
            ? [{ name: 'recaptchaToken', value: await cheapCaptcha(testApp.config) }]
            : []),
          {
            name: endpoint.fileField,
            file: { filename, contentType: 'application/pdf', content: oversize },
          },
        ];
        const { payload, headers } = encode({ parts });
        const response = await testApp.app.inject({
          method: 'POST',
          url: endpoint.url,
          headers: { ...headers, 'x-access-token': accessToken },
          payload,
        });
        assertAcceptable(response);
        // Refused for its size: 413, or 400 naming the file field.
        const body = response.json<{ errors?: Record<string, string> }>();
        expect(
          response.statusCode === 413 ||
            (response.statusCode === 400 && body.errors?.[endpoint.fileField] !== undefined),
        ).toBe(true);
      }
      expectUnchangedExcept(before, await snapshot(testApp), {
        rows: {},
        files: 0,
        touched: endpoint.touched,
      });
    });
  });
});
