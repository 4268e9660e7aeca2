import { expect, test } from '@playwright/test';
import { attachScreenshot } from '../support/screenshots';

/** On a small phone the open menu shows its two calls to action without any scrolling. */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('the open menu keeps Submit Abstract and Register Now in view at 360 x 740', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  // The panel slides in; its links are in place once it stops moving.
  await expect.poll(() => menu.evaluate((panel) => panel.getBoundingClientRect().left)).toBe(0);

  for (const name of ['Submit Abstract', 'Register Now']) {
    await expect(menu.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await attachScreenshot(page, testInfo, 'mobile menu at 360 x 740');
});
