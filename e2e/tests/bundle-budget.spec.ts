import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../ports';
import { describeFirstLoad, measureFirstLoad } from '../support/first-load';

interface Budget {
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const budgets = JSON.parse(
  readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8'),
) as { firstLoad: Record<string, Budget> };

const ready: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  },
  '/dashboard': async (page) => {
    await expect(page.getByRole('heading').first()).toBeVisible();
  },
};

test.describe('bundle budgets: gzipped JS and CSS of a first load through the shell', () => {
  for (const [path, budget] of Object.entries(budgets.firstLoad)) {
    test(`${path} stays within ${budget.jsGzipBytes} B of JS and ${budget.cssGzipBytes} B of CSS`, async ({
      browser,
    }, testInfo) => {
      const waitUntilReady = ready[path];
      if (!waitUntilReady)
        throw new Error(`budgets.json names ${path}, which has no readiness check`);
      const load = await measureFirstLoad(browser, shellUrl, path, waitUntilReady);
      const report = describeFirstLoad(load);
      await testInfo.attach(`first-load${path.replace(/\//g, '_')}.txt`, { body: report });
      expect(load.assets.length).toBeGreaterThan(0);
      expect(
        load.js,
        `JavaScript of ${path}: ${load.js} B gzipped, budget ${budget.jsGzipBytes} B\n${report}`,
      ).toBeLessThanOrEqual(budget.jsGzipBytes);
      expect(
        load.css,
        `CSS of ${path}: ${load.css} B gzipped, budget ${budget.cssGzipBytes} B\n${report}`,
      ).toBeLessThanOrEqual(budget.cssGzipBytes);
    });
  }
});
