import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonBodyLimitBytes } from '../src/http-app.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../shell');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends a request with a body written in chunks, as a browser uploading a form does. */
function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body: Buffer },
): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpRequest(url, { method: options.method, headers: options.headers });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.once('error', fail);
    });
    request.once('error', fail);
    const expectsContinue = options.headers.expect === '100-continue';
    const write = () => {
      const chunk = 64 * 1024;
      for (let at = 0; at < options.body.length; at += chunk) {
        request.write(options.body.subarray(at, at + chunk));
      }
      request.end();
    };
    if (expectsContinue) request.once('continue', write);
    else write();
  });
}

async function waitUntilServing(url: string, preview: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (preview.exitCode !== null) throw new Error('vite preview exited');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} never answered`);
}

describe("the shell's front door (vite preview's /api proxy)", () => {
  let testApp: TestApp;
  let preview: ChildProcess;
  let shellUrl: string;
  // The proxy is what is under test, not the shell's build: preview serves an empty page.
  const staticDir = mkdtempSync(join(tmpdir(), 'caawg11-front-door-'));

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    const apiPort = (testApp.app.getHttpServer().address() as AddressInfo).port;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    const shellPort = await freePort();
    shellUrl = `http://127.0.0.1:${shellPort}`;
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
    preview = spawn(
      process.execPath,
      [
        join(shellDir, '../node_modules/vite/bin/vite.js'),
        'preview',
        '--host',
        '127.0.0.1',
        '--outDir',
        staticDir,
      ],
      {
        cwd: shellDir,
        env: {
          ...process.env,
          PORT: String(shellPort),
          API_URL: `http://127.0.0.1:${apiPort}`,
          PUBLIC_SITE_URL: shellUrl,
        },
        stdio: 'ignore',
      },
    );
    await waitUntilServing(`${shellUrl}/remotes.json`, preview);
  }, 60_000);

  afterAll(async () => {
    preview?.kill();
    await testApp?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  let apiUrl = '';

  function withoutRequestId(body: string): unknown {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    delete parsed.requestId;
    return parsed;
  }

  const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ text: 'x'.repeat(bytes) }));
  const multipartOf = (bytes: number) => {
    const boundary = 'front-door-boundary';
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="studentIdFile"; filename="id.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
        ),
        Buffer.alloc(bytes, 0x20),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  };

  const upload = multipartOf(12 * 1024 * 1024);
  const cases: [string, string, string, Buffer][] = [
    [
      'a JSON body over the limit',
      '/api/contact.php',
      'application/json',
      jsonOf(4 * jsonBodyLimitBytes),
    ],
    ['a JSON body of 20 MB', '/api/contact.php', 'application/json', jsonOf(20 * 1024 * 1024)],
    ['an upload of 12 MB', '/api/registration.php', upload.type, upload.body],
    [
      'a body sent to no route',
      '/api/no-such-form.php',
      'application/json',
      jsonOf(2 * 1024 * 1024),
    ],
  ];

  describe.each([
    ['', {}],
    [' with Expect: 100-continue', { expect: '100-continue' }],
  ])('a request%s', (_case, extraHeaders: Record<string, string>) => {
    it.each(cases)(
      "passes the api's answer to %s through untouched",
      async (_name, path, type, body) => {
        const options = {
          method: 'POST',
          headers: { 'content-type': type, 'content-length': String(body.length), ...extraHeaders },
          body,
        };
        const direct = await send(`${apiUrl}${path}`, options);
        const proxied = await send(`${shellUrl}${path}`, options);
        expect(direct.status).toBeGreaterThanOrEqual(400);
        expect(proxied.status).toBe(direct.status);
        expect(proxied.headers['content-type']).toMatch(/application\/json/);
        expect(withoutRequestId(proxied.body)).toEqual(withoutRequestId(direct.body));
      },
    );
  });
});
