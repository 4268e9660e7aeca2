import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2eConfig from '../playwright.config';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The front-end benchmark of `npm run bench` (not part of `npm test`): the same composed
 * system as the journeys (built apps, ports 4400-4402, api 3100), one worker, no retries.
 */
export default defineConfig({
  ...e2eConfig,
  testDir: '.',
  testMatch: /.*\.bench\.ts/,
  timeout: 15 * 60_000,
  retries: 0,
  reporter: [['list']],
  projects: [{ name: 'bench', use: { ...e2eConfig.projects?.[0]?.use } }],
  // The journeys' servers, their folders resolved from e2e/ where that config lives.
  webServer: [e2eConfig.webServer ?? []]
    .flat()
    .map((server) => ({ ...server, cwd: resolve(e2eDir, server.cwd ?? '.') })),
});
