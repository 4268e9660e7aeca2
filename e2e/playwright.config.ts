import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { e2eDatabase, e2ePorts, shellUrl } from './ports';
import { adminStorageState, e2eAdmin } from './support/admin-credentials';
import { fakeCameraFile } from './support/door';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const systemEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

const serverEnv = {
  ...systemEnv,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  API_PORT: String(e2ePorts.api),
  WORKER_HEALTH_PORT: String(e2ePorts.workerHealth),
  API_URL: `http://127.0.0.1:${e2ePorts.api}`,
  DB_NAME: e2eDatabase,
  REDIS_KEY_PREFIX: 'caawg11-e2e',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(e2ePorts.smtp),
  FILE_STORAGE_DIR: '../var/e2e-uploads',
  PUBLIC_SITE_URL: shellUrl,
  CORS_ORIGINS: `${shellUrl},http://localhost:${e2ePorts.publicSite},http://localhost:${e2ePorts.adminPortal}`,
  PUBLIC_SITE_REMOTE_URL: `http://localhost:${e2ePorts.publicSite}/remoteEntry.js`,
  ADMIN_PORTAL_REMOTE_URL: `http://localhost:${e2ePorts.adminPortal}/remoteEntry.js`,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  // Keys of this run only: the api refuses to start without them, and nothing in the repository signs.
  JWT_SECRET: randomBytes(32).toString('base64url'),
  FILE_LINK_SECRET: randomBytes(32).toString('base64url'),
  BADGE_SIGNING_SECRET: randomBytes(32).toString('base64url'),
  MAIL_LINK_SECRET: randomBytes(32).toString('base64url'),
  TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
  // Every form in the journeys comes from one browser on loopback.
  FORM_MAIL_LIMIT_PER_CLIENT: '1000000',
  // The reminder journey waits for the worker's schedule, not for an hour.
  PAYMENT_REMINDER_RUN_EVERY_MS: '5000',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: '../reports/playwright.json' }],
    ['html', { outputFolder: '../reports/playwright-html', open: 'never' }],
  ],
  use: {
    baseURL: shellUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [/admin-.*\.spec\.ts/, /door-.*\.spec\.ts/],
    },
    { name: 'admin-setup', testMatch: /admin\.setup\.ts/ },
    {
      name: 'admin',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        storageState: adminStorageState,
      },
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ['admin-setup'],
    },
    { name: 'door-setup', testMatch: /door\.setup\.ts/, dependencies: ['admin-setup'] },
    {
      // A volunteer's phone at the door, its camera fed the badge video the setup made.
      name: 'door',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...chromiumFlags,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            `--use-file-for-fake-video-capture=${fakeCameraFile}`,
          ],
        },
      },
      testMatch: /door-.*\.spec\.ts/,
      dependencies: ['door-setup'],
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
      testMatch: /.*\.responsive\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `npx maildev --smtp ${e2ePorts.smtp} --web ${e2ePorts.inbox} --ip 127.0.0.1 --silent`,
      url: `http://127.0.0.1:${e2ePorts.inbox}/email`,
      reuseExistingServer: false,
      cwd: '..',
    },
    {
      command: 'node api/dist/main.js',
      url: `http://127.0.0.1:${e2ePorts.api}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      cwd: '..',
      timeout: 60_000,
    },
    {
      command: 'node api/dist/worker.js',
      env: serverEnv,
      reuseExistingServer: false,
      cwd: '..',
      wait: { stdout: /worker started/ },
    },
    {
      command: `npx vite preview --port ${e2ePorts.publicSite}`,
      url: `http://localhost:${e2ePorts.publicSite}/remoteEntry.js`,
      env: { ...serverEnv, PORT: String(e2ePorts.publicSite) },
      reuseExistingServer: false,
      cwd: '../public-site',
    },
    {
      command: `npx vite preview --port ${e2ePorts.adminPortal}`,
      url: `http://localhost:${e2ePorts.adminPortal}/remoteEntry.js`,
      env: { ...serverEnv, PORT: String(e2ePorts.adminPortal) },
      reuseExistingServer: false,
      cwd: '../admin-portal',
    },
    {
      command: `npx vite preview --port ${e2ePorts.shell}`,
      url: shellUrl,
      env: { ...serverEnv, PORT: String(e2ePorts.shell) },
      reuseExistingServer: false,
      cwd: '../shell',
    },
  ],
});
