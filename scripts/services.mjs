import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { parseEnv } from 'node:util';

/** Loads .env beside the root package.json when there is one; the real environment wins. */
export function loadDotEnv() {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

export const localSecretsFile = '.env.local';
const signingSecretNames = [
  'JWT_SECRET',
  'FILE_LINK_SECRET',
  'BADGE_SIGNING_SECRET',
  'MAIL_LINK_SECRET',
  'TWO_FACTOR_ENCRYPTION_KEY',
  'ALTCHA_HMAC_KEY',
];

/**
 * Gives a development system signing keys that nobody else knows: each one missing from the
 * environment is read from the git-ignored .env.local, or generated and written there once, so
 * a restart keeps admins signed in. Production never gets generated keys: the api refuses to
 * start without the operator's own.
 */
export function ensureLocalSecrets(env = process.env) {
  const missing = () => signingSecretNames.filter((name) => !env[name]);
  if (missing().length === 0) return;
  if (env.NODE_ENV === 'production') return;
  if (existsSync(localSecretsFile)) {
    const stored = parseEnv(readFileSync(localSecretsFile, 'utf8'));
    for (const name of missing()) if (stored[name]) env[name] = stored[name];
  }
  const generated = missing().map((name) => {
    env[name] = randomBytes(48).toString('base64url');
    return `${name}=${env[name]}\n`;
  });
  if (generated.length > 0) {
    const separator =
      existsSync(localSecretsFile) && !readFileSync(localSecretsFile, 'utf8').endsWith('\n')
        ? '\n'
        : '';
    appendFileSync(localSecretsFile, separator + generated.join(''), { mode: 0o600 });
    console.log(`Generated development signing keys in ${localSecretsFile} (git-ignored).`);
  }
}

function reachable(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Stops with a message saying what to install or start when MySQL or Redis is not there. */
export async function requireServices(env = process.env) {
  const dbHost = env.DB_HOST ?? '127.0.0.1';
  const dbPort = Number(env.DB_PORT ?? 3306);
  const redisUrl = new URL(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const redisHost = redisUrl.hostname;
  const redisPort = Number(redisUrl.port || 6379);
  const problems = [];
  if (!(await reachable(dbHost, dbPort))) {
    problems.push(
      `MySQL is not reachable at ${dbHost}:${dbPort}. Install MySQL 8 or MariaDB 10.11+ and start it ` +
        '(for example: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd), ' +
        'or set DB_HOST and DB_PORT.',
    );
  }
  if (!(await reachable(redisHost, redisPort))) {
    problems.push(
      `Redis is not reachable at ${redisHost}:${redisPort}. Install Redis 7 and start it ` +
        '(for example: redis-server --daemonize yes --port 6379 --save "" --appendonly no), or set REDIS_URL.',
    );
  }
  if (problems.length > 0) {
    console.error(`\nCannot start CAAWG11:\n- ${problems.join('\n- ')}\n`);
    process.exit(1);
  }
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}
