import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes'].includes(value.toLowerCase()) : value;
const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/**
 * A signing key: required in every mode, with no fallback, so nothing the repository shows can
 * sign a token. `npm start` generates development keys into a git-ignored `.env.local`.
 */
const IsSigningSecret = () =>
  ValidateBy({
    name: 'isSigningSecret',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length >= 32,
      defaultMessage: () =>
        'must be set to at least 32 random characters (npm start generates one in .env.local)',
    },
  });

/**
 * Every setting of the api and the worker, read once from the environment and validated
 * before anything starts. `.env.example` documents each variable.
 */
export class AppConfig {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  API_PORT = 3000;

  /** Loopback unless told otherwise, so a development api is not reachable from the network. */
  @IsString()
  @MinLength(1)
  HOST = '127.0.0.1';

  /**
   * Proxies whose X-Forwarded-For is believed: 'loopback', addresses or CIDR ranges,
   * comma-separated. Empty: none, so a client cannot choose its own rate-limit bucket.
   */
  @IsString()
  TRUST_PROXY = '';

  /**
   * Shared with the proxy in front, which sends it with every request it forwards: a request
   * without it is taken from its socket's address even when that address is a trusted proxy,
   * so another process on the proxy's host cannot name its own client address.
   */
  @ValidateIf((config: AppConfig) => config.TRUST_PROXY !== '')
  @ValidateBy({
    name: 'isProxySecret',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length >= 32,
      defaultMessage: () =>
        'must be set to at least 32 random characters, the same for the proxy in front, when TRUST_PROXY is set',
    },
  })
  PROXY_SECRET?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IsString()
  DB_HOST = '127.0.0.1';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  DB_PORT = 3306;

  @IsString()
  DB_USER = 'root';

  @IsString()
  DB_PASSWORD = '';

  @IsString()
  @MinLength(1)
  DB_NAME = 'caawg11';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(500)
  DB_POOL_SIZE = 20;

  /** Requests that may wait for a free pool connection; one more is refused at once with a 503. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  DB_POOL_QUEUE_LIMIT = 200;

  /** Longest wait for a free pool connection before the request is answered with a 503. */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(600000)
  DB_POOL_ACQUIRE_TIMEOUT_MS = 5000;

  /** Longest time a client may take to send a whole request, body included (slow uploads too). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(3600000)
  HTTP_REQUEST_TIMEOUT_MS = 120000;

  /** Longest time a client may take to send the request headers; at most HTTP_REQUEST_TIMEOUT_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @ValidateBy({
    name: 'notLongerThanTheRequestTimeout',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'number' && value <= (args?.object as AppConfig).HTTP_REQUEST_TIMEOUT_MS,
      defaultMessage: () => 'must not exceed HTTP_REQUEST_TIMEOUT_MS',
    },
  })
  HTTP_HEADERS_TIMEOUT_MS = 15000;

  /**
   * How long an idle kept-alive connection stays open. Longer than the idle timeout of the proxy
   * in front, so the proxy never reuses a connection the api is closing.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(3600000)
  HTTP_KEEP_ALIVE_TIMEOUT_MS = 72000;

  /** Port of the worker's liveness and readiness answers (/health/live, /health/ready); 0 picks a free one. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  WORKER_HEALTH_PORT = 3001;

  @IsString()
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key the system writes, so several deployments can share one Redis. */
  @IsString()
  @MinLength(1)
  REDIS_KEY_PREFIX = 'caawg11';

  @IsString()
  SMTP_HOST = '127.0.0.1';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  SMTP_PORT = 1025;

  @Transform(toBool)
  @IsBoolean()
  SMTP_SECURE = false;

  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @IsOptional()
  @IsString()
  SMTP_PASSWORD?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  MAIL_WORKER_CONCURRENCY = 10;

  /**
   * How often the worker's outbox relay looks for rows to hand to the queue (it is also nudged
   * on every commit that wrote some, the api's announced through Redis).
   */
  @Transform(toInt)
  @IsInt()
  @Min(20)
  OUTBOX_RELAY_INTERVAL_MS = 5000;

  /** How often the worker looks for payment reminders that are due. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  PAYMENT_REMINDER_RUN_EVERY_MS = 3_600_000;

  /** How often the worker releases held field-trip seats whose pay-by day has passed. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  FIELD_TRIP_RELEASE_EVERY_MS = 3_600_000;
  /** How often the worker removes the personal data past its retention period (daily). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  RETENTION_RUN_EVERY_MS = 86_400_000;

  /**
   * How often the worker looks for announcements whose time has come (one sent "now" is also
   * started at once).
   */
  @Transform(toInt)
  @IsInt()
  @Min(200)
  ANNOUNCEMENT_RUN_EVERY_MS = 60_000;

  /** Recipients of an announcement written per transaction. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  ANNOUNCEMENT_BATCH_SIZE = 200;

  /** Most outbox rows the relay moves to the queue in one pass. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  OUTBOX_RELAY_BATCH_SIZE = 200;

  /** Attempts per e-mail; with the backoff below, 12 attempts span about 2 h 50 min. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(30)
  MAIL_RETRY_ATTEMPTS = 12;

  /** First retry delay; each further retry waits twice as long as the one before. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  MAIL_RETRY_BACKOFF_MS = 5000;

  /** How long a worker's lock on a job lasts without renewal before another worker takes it over. */
  @Transform(toInt)
  @IsInt()
  @Min(200)
  MAIL_JOB_LOCK_MS = 30000;

  /** How often workers look for jobs whose worker died. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  MAIL_STALLED_INTERVAL_MS = 30000;

  /**
   * How long an outbox row claimed for sending stays reserved to its worker. Longer than any
   * SMTP exchange can take (see SMTP_TIMEOUT_MS), so a live worker never loses its claim.
   */
  @Transform(toInt)
  @IsInt()
  @Min(200)
  @ValidateBy({
    name: 'longerThanTwoSmtpTimeouts',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'number' && value >= 2 * (args?.object as AppConfig).SMTP_TIMEOUT_MS,
      defaultMessage: () => 'must be at least twice SMTP_TIMEOUT_MS',
    },
  })
  MAIL_SEND_LEASE_MS = 600000;

  /** Connection, greeting and socket inactivity timeout of the SMTP client. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  SMTP_TIMEOUT_MS = 30000;

  /** Connections the pooled SMTP transport keeps open per worker. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(50)
  SMTP_MAX_CONNECTIONS = 5;

  /** Access-link requests allowed per e-mail address in ACCESS_LINK_WINDOW_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCESS_LINK_LIMIT_PER_EMAIL = 5;

  /** Access-link requests allowed per client address in ACCESS_LINK_WINDOW_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCESS_LINK_LIMIT_PER_CLIENT = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCESS_LINK_WINDOW_SECONDS = 3600;

  /**
   * Every access-link answer takes at least this long, so known and unknown addresses cannot
   * be told apart by timing.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  ACCESS_LINK_MIN_RESPONSE_MS = 400;

  /** Password-reset requests allowed per e-mail address in PASSWORD_RESET_WINDOW_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PASSWORD_RESET_PER_EMAIL = 5;

  /**
   * Password-reset requests, and uses of a reset link, allowed per client address in
   * PASSWORD_RESET_WINDOW_SECONDS.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PASSWORD_RESET_PER_CLIENT = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  PASSWORD_RESET_WINDOW_SECONDS = 3600;

  /**
   * Every password-reset request takes at least this long, so an address with an account cannot
   * be told from one without by timing.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PASSWORD_RESET_MIN_ANSWER_MS = 400;

  /**
   * Membership, contact and sponsorship submissions (each e-mails the address it names) allowed
   * per e-mail address, and per client address, in FORM_MAIL_WINDOW_SECONDS.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  FORM_MAIL_LIMIT_PER_EMAIL = 3;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  FORM_MAIL_LIMIT_PER_CLIENT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  FORM_MAIL_WINDOW_SECONDS = 3600;

  @IsString()
  MAIL_FROM = 'CAAWG11 Conference <no-reply@caawg11.org>';

  @IsEmail()
  MAIL_REPLY_TO = 'secretariat@caawg11.org';

  @IsEmail()
  MAIL_SECRETARIAT = 'secretariat@caawg11.org';

  @IsEmail()
  MAIL_ORGANISERS = 'info@caawg11.org';

  @IsEmail()
  MAIL_REGISTRATION = 'registration@caawg11.org';

  @IsEmail()
  MAIL_ABSTRACTS = 'abstracts@caawg11.org';

  @IsEmail()
  MAIL_LOGISTICS = 'logistics@caawg11.org';

  @IsEmail()
  MAIL_SPONSORSHIP = 'sponsorship@caawg11.org';

  /** Where visitors open the site; e-mailed links start with it. */
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_SITE_URL = 'http://localhost:4300';

  /** Front-end origins allowed to call the api from a browser. */
  @Transform(toList)
  @IsString({ each: true })
  CORS_ORIGINS: string[] = [
    'http://localhost:4300',
    'http://localhost:4301',
    'http://localhost:4302',
  ];

  @IsIn(['altcha', 'recaptcha'])
  CAPTCHA_PROVIDER: 'altcha' | 'recaptcha' = 'altcha';

  @IsSigningSecret()
  ALTCHA_HMAC_KEY!: string;

  @ValidateIf((config: AppConfig) => config.CAPTCHA_PROVIDER === 'recaptcha')
  @IsString()
  @MinLength(1)
  RECAPTCHA_SECRET_KEY?: string;

  @ValidateIf((config: AppConfig) => config.CAPTCHA_PROVIDER === 'recaptcha')
  @IsString()
  @MinLength(1)
  RECAPTCHA_SITE_KEY?: string;

  /** Folder for uploaded files; never inside a folder that a web server serves. */
  @IsString()
  @MinLength(1)
  FILE_STORAGE_DIR = './var/uploads';

  /** Payment proofs one access link may upload, so one link cannot fill the disk. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PROOF_FILES_PER_LINK = 5;

  /** Megabytes of payment proofs one access link may upload. */
  @Transform(toInt)
  @IsInt()
  @Min(5)
  PROOF_MB_PER_LINK = 25;

  /** Payment proofs one registration may hold, over all its access links. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PROOF_FILES_PER_REGISTRATION = 10;

  /** Megabytes of payment proofs one registration may hold, over all its access links. */
  @Transform(toInt)
  @IsInt()
  @Min(5)
  PROOF_MB_PER_REGISTRATION = 50;

  @IsSigningSecret()
  JWT_SECRET!: string;

  @IsString()
  JWT_EXPIRES_IN = '8h';

  /** Signs the short-lived links through which admins open uploaded files. */
  @IsSigningSecret()
  FILE_LINK_SECRET!: string;

  /** Signs the codes that badges carry in their QR, so a guessed or altered code is refused. */
  @IsSigningSecret()
  BADGE_SIGNING_SECRET!: string;

  /**
   * Encrypts the links of e-mails waiting in the outbox (access links, invitations, opt-outs),
   * so the database holds no working link; the worker decrypts them to send.
   */
  @IsSigningSecret()
  MAIL_LINK_SECRET!: string;

  /**
   * Encrypts the two-factor secrets at rest (AES-256-GCM with a key derived from it), so a copy
   * of the database alone cannot produce anyone's codes. A new key makes every enrolled second
   * factor unreadable: its members must have it reset and set it up again.
   */
  @IsSigningSecret()
  TWO_FACTOR_ENCRYPTION_KEY!: string;

  @IsOptional()
  @IsEmail()
  ADMIN_EMAIL?: string;

  @ValidateIf((config: AppConfig) => config.ADMIN_EMAIL !== undefined)
  @IsString()
  @MinLength(12)
  ADMIN_PASSWORD?: string;

  @Transform(toBool)
  @IsBoolean()
  AUTH_REGISTRATION_OPEN = false;

  /** Requests a client may make to one public submission endpoint per minute. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PUBLIC_RATE_LIMIT_PER_MINUTE = 30;

  get jwtSecret(): string {
    return this.JWT_SECRET;
  }

  get fileLinkSecret(): string {
    return this.FILE_LINK_SECRET;
  }

  get badgeSigningSecret(): string {
    return this.BADGE_SIGNING_SECRET;
  }

  get mailLinkSecret(): string {
    return this.MAIL_LINK_SECRET;
  }

  get twoFactorEncryptionKey(): string {
    return this.TWO_FACTOR_ENCRYPTION_KEY;
  }

  get altchaHmacKey(): string {
    return this.ALTCHA_HMAC_KEY;
  }
}

export class ConfigurationError extends Error {}

/** The names of every variable the api and the worker read. */
export const configVariableNames = [
  'NODE_ENV',
  'API_PORT',
  'HOST',
  'TRUST_PROXY',
  'PROXY_SECRET',
  'LOG_LEVEL',
  'DB_HOST',
  'DB_PORT',
  'DB_USER',
  'DB_PASSWORD',
  'DB_NAME',
  'DB_POOL_SIZE',
  'DB_POOL_QUEUE_LIMIT',
  'DB_POOL_ACQUIRE_TIMEOUT_MS',
  'HTTP_REQUEST_TIMEOUT_MS',
  'HTTP_HEADERS_TIMEOUT_MS',
  'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  'WORKER_HEALTH_PORT',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'MAIL_WORKER_CONCURRENCY',
  'OUTBOX_RELAY_INTERVAL_MS',
  'OUTBOX_RELAY_BATCH_SIZE',
  'PAYMENT_REMINDER_RUN_EVERY_MS',
  'FIELD_TRIP_RELEASE_EVERY_MS',
  'RETENTION_RUN_EVERY_MS',
  'ANNOUNCEMENT_RUN_EVERY_MS',
  'ANNOUNCEMENT_BATCH_SIZE',
  'MAIL_RETRY_ATTEMPTS',
  'MAIL_RETRY_BACKOFF_MS',
  'MAIL_JOB_LOCK_MS',
  'MAIL_STALLED_INTERVAL_MS',
  'MAIL_SEND_LEASE_MS',
  'SMTP_TIMEOUT_MS',
  'SMTP_MAX_CONNECTIONS',
  'ACCESS_LINK_LIMIT_PER_EMAIL',
  'ACCESS_LINK_LIMIT_PER_CLIENT',
  'ACCESS_LINK_WINDOW_SECONDS',
  'ACCESS_LINK_MIN_RESPONSE_MS',
  'PASSWORD_RESET_PER_EMAIL',
  'PASSWORD_RESET_PER_CLIENT',
  'PASSWORD_RESET_WINDOW_SECONDS',
  'PASSWORD_RESET_MIN_ANSWER_MS',
  'FORM_MAIL_LIMIT_PER_EMAIL',
  'FORM_MAIL_LIMIT_PER_CLIENT',
  'FORM_MAIL_WINDOW_SECONDS',
  'MAIL_FROM',
  'MAIL_REPLY_TO',
  'MAIL_SECRETARIAT',
  'MAIL_ORGANISERS',
  'MAIL_REGISTRATION',
  'MAIL_ABSTRACTS',
  'MAIL_LOGISTICS',
  'MAIL_SPONSORSHIP',
  'PUBLIC_SITE_URL',
  'CORS_ORIGINS',
  'CAPTCHA_PROVIDER',
  'ALTCHA_HMAC_KEY',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_SITE_KEY',
  'FILE_STORAGE_DIR',
  'PROOF_FILES_PER_LINK',
  'PROOF_MB_PER_LINK',
  'PROOF_FILES_PER_REGISTRATION',
  'PROOF_MB_PER_REGISTRATION',
  'JWT_SECRET',
  'JWT_EXPIRES_IN',
  'FILE_LINK_SECRET',
  'BADGE_SIGNING_SECRET',
  'MAIL_LINK_SECRET',
  'TWO_FACTOR_ENCRYPTION_KEY',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'AUTH_REGISTRATION_OPEN',
  'PUBLIC_RATE_LIMIT_PER_MINUTE',
] as const satisfies readonly (keyof AppConfig)[];

/**
 * Validates the variables against AppConfig; throws one error naming every bad variable. It is
 * the `validate` function ConfigModule.load() gives @nestjs/config, and tests call it directly.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const given: Record<string, string> = {};
  for (const name of configVariableNames) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  const config = plainToInstance(AppConfig, given);
  const problems = validateSync(config);
  if (problems.length > 0) {
    const lines = problems.map(
      (problem) => `  ${problem.property}: ${Object.values(problem.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
