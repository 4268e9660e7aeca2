import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The api package folder; bench code runs compiled, from api/dist/bench/bench/lib. */
export const apiDir = here.includes(`${sep}dist${sep}bench${sep}`)
  ? resolve(here, '../../../..')
  : resolve(here, '../..');

export const repoDir = resolve(apiDir, '..');
export const reportsDir = join(repoDir, 'reports', 'bench');
export const partsDir = join(reportsDir, 'parts');

export function ensureReportDirs(): void {
  mkdirSync(partsDir, { recursive: true });
}

/** Ports of the benchmarks, apart from those of `npm start` (3000, 43xx) and e2e (3100, 44xx). */
export const benchPorts = {
  api: 3200,
  baseline: 3201,
  uploadBaseline: 3202,
  smtp: 1225,
  secondApi: 3203,
  frontDoor: 3204,
} as const;

export const benchDatabases = {
  /** Submissions, uploads and the worker: emptied before each of those runs. */
  submit: 'caawg11_bench_submit',
  /** The seeded admin data set (npm run bench:seed -w @caawg11/api). */
  admin: 'caawg11_bench',
} as const;

/** Fresh for every bench process: the processes it starts and the captchas it solves share them. */
export const benchSecrets = {
  ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  FILE_LINK_SECRET: randomBytes(32).toString('hex'),
  BADGE_SIGNING_SECRET: randomBytes(32).toString('hex'),
  MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
  TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
} as const;

export const dbConnection = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
};

/** The environment of an api or worker process under test, production-like. */
export function benchServerEnv(
  database: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    API_PORT: String(benchPorts.api),
    DB_HOST: dbConnection.host,
    DB_PORT: String(dbConnection.port),
    DB_USER: dbConnection.user,
    DB_PASSWORD: dbConnection.password,
    DB_NAME: database,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: 'caawg11-bench',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(benchPorts.smtp),
    FILE_STORAGE_DIR: join(repoDir, 'var', 'bench-uploads'),
    PUBLIC_SITE_URL: 'http://localhost:4300',
    ...benchSecrets,
    ...extra,
  };
}
