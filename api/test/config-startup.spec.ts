import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomSigningSecrets } from './support/signing-secrets.js';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/**
 * Runs a built entry point (`npm run build -w @caawg11/api` first) with only the given
 * variables, in production so no generated `.env.local` key can fill a gap, and returns what
 * it printed when it stopped.
 */
async function failedStart(entry: string, args: string[], env: Record<string, string>) {
  const outcome = await run(process.execPath, [join(apiDir, 'dist', entry), ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    timeout: 30_000,
  }).then(
    () => ({ code: 0, output: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  expect(outcome.code).toBe(1);
  return outcome.output;
}

describe('a bad setting stops every process with one message naming it', () => {
  const badSettings = { ...randomSigningSecrets(), API_PORT: '70000', MAIL_ORGANISERS: 'nobody' };

  it.each([
    ['the api', 'main.js', []],
    ['the worker', 'worker.js', []],
    ['the retry command', 'cli/retry-failed-mail.js', []],
    ['the admin command', 'cli/create-admin.js', ['--email', 'admin@example.org']],
  ])('%s', async (_name, entry, args) => {
    const output = await failedStart(entry, args, badSettings);
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('API_PORT: API_PORT must not be greater than 65535');
    expect(output).toContain('MAIL_ORGANISERS: MAIL_ORGANISERS must be an email');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('names each missing signing key', async () => {
    const output = await failedStart('main.js', [], {});
    for (const name of [
      'JWT_SECRET',
      'FILE_LINK_SECRET',
      'BADGE_SIGNING_SECRET',
      'MAIL_LINK_SECRET',
      'TWO_FACTOR_ENCRYPTION_KEY',
      'ALTCHA_HMAC_KEY',
    ]) {
      expect(output).toContain(`${name}: must be set to at least 32 random characters`);
    }
  });

  it('names a missing or short PROXY_SECRET when TRUST_PROXY names a proxy', async () => {
    const withoutSecret: Record<string, string> = {};
    for (const proxySecret of [withoutSecret, { PROXY_SECRET: 'too-short' }]) {
      const output = await failedStart('main.js', [], {
        ...randomSigningSecrets(),
        TRUST_PROXY: 'loopback',
        ...proxySecret,
      });
      expect(output).toContain(
        'PROXY_SECRET: must be set to at least 32 random characters, the same for the proxy in front, when TRUST_PROXY is set',
      );
      expect(output).not.toContain('too-short');
    }
  });
});
