import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JwtService } from '@nestjs/jwt';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaDifficulty } from '../src/platform/captcha/altcha.provider.js';
import {
  CAPTCHA_PROVIDER,
  type CaptchaProvider,
} from '../src/platform/captcha/captcha-provider.js';
import { fileLinkInvalidMessage } from '../src/platform/admin/file-links.service.js';
import { BadgeCodes } from '../src/on-site/check-ins/badge-codes.js';
import { ConfigurationError, loadConfig } from '../src/platform/config/app-config.js';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { randomSigningSecrets } from './support/signing-secrets.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Keys this project once fell back to when none was configured; anyone could read them. */
const formerDefaultKeys = [
  'development-only-secret-change-me-0123456789',
  'development-only-secret-change-me-0123456789-files',
  'development-only-secret-change-me-0123456789-altcha',
  'bench-only-altcha-key-0123456789abcdef0123',
  'bench-only-jwt-secret-0123456789abcdef012345',
  'bench-only-file-link-secret-0123456789abcdef',
];

/** Every quoted string of 16 or more characters in the tracked files: what a forger can read. */
function stringsInTheRepository(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, encoding: 'utf8' })
    .split('\0')
    .filter((path) => /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|sh|conf|example)$/.test(path))
    .filter((path) => !path.endsWith('package-lock.json'));
  const found = new Set<string>(formerDefaultKeys);
  const literal = /'([^'\\\s]{16,})'|"([^"\\\s]{16,})"|`([^`\\\s$]{16,})`|^[A-Z_]+=(\S{16,})$/gm;
  for (const path of tracked) {
    const text = readFileSync(join(repositoryRoot, path), 'utf8');
    for (const match of text.matchAll(literal)) {
      found.add(match[1] ?? match[2] ?? match[3] ?? match[4]!);
    }
  }
  return [...found];
}

describe('signing keys', () => {
  const withoutKeys = { DB_NAME: 'caawg11' };

  it.each(['development', 'test', 'production'])(
    'are required in %s, with no key written in the code to fall back on',
    (mode) => {
      expect(() => loadConfig({ ...withoutKeys, NODE_ENV: mode })).toThrow(ConfigurationError);
      let message = '';
      try {
        loadConfig({ ...withoutKeys, NODE_ENV: mode });
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of [
        'JWT_SECRET',
        'FILE_LINK_SECRET',
        'BADGE_SIGNING_SECRET',
        'MAIL_LINK_SECRET',
        'TWO_FACTOR_ENCRYPTION_KEY',
        'ALTCHA_HMAC_KEY',
      ])
        expect(message).toContain(`${name}: must be set to at least 32 random characters`);
    },
  );

  it('refuses keys shorter than 32 characters', () => {
    expect(() =>
      loadConfig({ ...randomSigningSecrets(), JWT_SECRET: 'short-but-not-empty' }),
    ).toThrow(/JWT_SECRET/);
  });

  it('lets the api listen on the loopback address unless HOST says otherwise', () => {
    expect(loadConfig(randomSigningSecrets()).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...randomSigningSecrets(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('npm start in development', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'caawg11-start-'));
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  /** Runs the start script's key step in `folder`; returns the keys the system would get. */
  function keysGivenBy(env: Record<string, string>): Record<string, string | undefined> {
    const services = pathToFileURL(join(repositoryRoot, 'scripts/services.mjs')).href;
    const script =
      `const { ensureLocalSecrets } = await import(${JSON.stringify(services)});` +
      'ensureLocalSecrets();' +
      'const { JWT_SECRET, FILE_LINK_SECRET, BADGE_SIGNING_SECRET, MAIL_LINK_SECRET, TWO_FACTOR_ENCRYPTION_KEY, ALTCHA_HMAC_KEY } = process.env;' +
      'process.stdout.write(JSON.stringify({ JWT_SECRET, FILE_LINK_SECRET, BADGE_SIGNING_SECRET, MAIL_LINK_SECRET, TWO_FACTOR_ENCRYPTION_KEY, ALTCHA_HMAC_KEY }));';
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: folder,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });
    return JSON.parse(output.slice(output.indexOf('{'))) as Record<string, string | undefined>;
  }

  it('generates strong keys once into .env.local and keeps them across restarts', () => {
    const first = keysGivenBy({ NODE_ENV: 'development' });
    for (const key of Object.values(first)) expect(key).toMatch(/^[\w-]{64}$/);
    expect(new Set(Object.values(first)).size).toBe(6);
    expect(keysGivenBy({ NODE_ENV: 'development' })).toEqual(first);
    expect(readFileSync(join(folder, '.env.local'), 'utf8')).toContain(
      `JWT_SECRET=${first.JWT_SECRET}`,
    );
  });

  it('keeps the keys the environment gives and generates none in production', () => {
    const given = randomSigningSecrets();
    expect(keysGivenBy({ NODE_ENV: 'development', ...given })).toEqual(given);
    expect(keysGivenBy({ NODE_ENV: 'production' })).toEqual({});
  });

  it('keeps .env.local out of git', () => {
    const ignored = execFileSync('git', ['check-ignore', '.env.local'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    });
    expect(ignored.trim()).toBe('.env.local');
  });
});

describe('tokens signed with a value that appears in the repository', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let candidates: string[];

  beforeAll(async () => {
    // Thousands of forged file links from one address: the public route's rate limit would
    // answer 429 before the signature is checked.
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' } });
    admin = await createUser(testApp, 'admin');
    candidates = stringsInTheRepository();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function adminTokenSignedWith(secret: string): Promise<string> {
    return new JwtService({}).signAsync(
      { sub: admin.id, email: admin.email, role: admin.role, ver: 0, sid: admin.sessionId },
      { secret, expiresIn: '1h' },
    );
  }

  async function statusOfMe(token: string): Promise<number> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    return response.statusCode;
  }

  function fileLinkSignedWith(secret: string): string {
    const expires = Math.floor(Date.now() / 1000) + 300;
    const sig = createHmac('sha256', secret).update(`file:1:${expires}`).digest('base64url');
    return `/api/files/1/${expires}/${sig}`;
  }

  async function captchaSignedWith(secret: string): Promise<string> {
    const challenge = await createChallenge({
      algorithm: altchaDifficulty.algorithm,
      cost: 1,
      counter: 1,
      deriveKey,
      hmacSignatureSecret: secret,
      expiresAt: new Date(Date.now() + 300_000),
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('finds the keys this project once used among the candidates', () => {
    expect(candidates.length).toBeGreaterThan(100);
    for (const key of formerDefaultKeys) expect(candidates).toContain(key);
  });

  it('accepts each kind of token when it is signed with the configured key', async () => {
    expect(await statusOfMe(await adminTokenSignedWith(testApp.config.JWT_SECRET))).toBe(200);
    const link = await testApp.app.inject({
      method: 'GET',
      url: fileLinkSignedWith(testApp.config.FILE_LINK_SECRET),
    });
    expect(link.json<{ message: string }>().message).not.toBe(fileLinkInvalidMessage);
    const captcha = testApp.app.get<CaptchaProvider>(CAPTCHA_PROVIDER);
    expect(
      await captcha.verify(await captchaSignedWith(testApp.config.ALTCHA_HMAC_KEY), '127.0.0.1'),
    ).toBe('solved');
  });

  it('refuses every admin token signed with one', async () => {
    const accepted: string[] = [];
    for (const candidate of candidates) {
      if ((await statusOfMe(await adminTokenSignedWith(candidate))) !== 401)
        accepted.push(candidate);
    }
    expect(accepted).toEqual([]);
    // One request per string of the repository: thousands, slow on a busy machine.
  }, 120_000);

  it('refuses every file link signed with one', async () => {
    const accepted: string[] = [];
    for (const candidate of candidates) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: fileLinkSignedWith(candidate),
      });
      if (response.statusCode !== 403) accepted.push(candidate);
    }
    expect(accepted).toEqual([]);
    // One request per string of the repository: thousands, slow on a busy machine.
  }, 120_000);

  it('refuses every robot-check challenge signed with one', async () => {
    const captcha = testApp.app.get<CaptchaProvider>(CAPTCHA_PROVIDER);
    const accepted: string[] = [];
    for (const candidate of candidates) {
      if ((await captcha.verify(await captchaSignedWith(candidate), '127.0.0.1')) === 'solved')
        accepted.push(candidate);
    }
    expect(accepted).toEqual([]);
  });

  it('refuses every badge code signed with one, and accepts the configured key', () => {
    const codes = testApp.app.get(BadgeCodes);
    const badgeCodeSignedWith = (secret: string) =>
      `B.1.1.${createHmac('sha256', secret).update('badge:1:1').digest('base64url').slice(0, 22)}`;
    expect(codes.verify(badgeCodeSignedWith(testApp.config.BADGE_SIGNING_SECRET))).toEqual({
      registrationId: '1',
      version: 1,
    });
    expect(
      candidates.filter((candidate) => codes.verify(badgeCodeSignedWith(candidate)) !== null),
    ).toEqual([]);
  });
});
