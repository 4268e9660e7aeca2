import { existsSync } from 'node:fs';
import net from 'node:net';

/** Loads .env beside the root package.json when there is one; the real environment wins. */
export function loadDotEnv() {
  if (existsSync('.env')) process.loadEnvFile('.env');
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
