import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eAdmin } from '../support/admin-credentials';
import { signInAsAdmin } from '../support/admin-sign-in';
import { collectConsoleErrors } from '../support/console-errors';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';

/**
 * The signed-in admin's sections at 1280 px and 360 px: each has its own URL, nothing scrolls
 * sideways, axe finds no serious violation, and the console stays clean.
 */

const sections = [
  { path: '/dashboard', heading: 'Dashboard Overview' },
  { path: '/dashboard/registrations', heading: 'Manage Registrations' },
  { path: '/dashboard/payments?status=all', heading: 'Payment Verification' },
  { path: '/dashboard/statistics', heading: 'Conference Statistics' },
] as const;

async function screenshotFile(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `../reports/admin-screens/${name}.png`, fullPage: true });
}

for (const width of [1280, 360]) {
  test(`the admin sections at ${width} px`, async ({ page }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const section of sections) {
      await page.goto(section.path);
      await expect(page.getByRole('heading', { name: section.heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await scrollsSideways(page), `${section.path} scrolls sideways`).toBe(false);
      await expectNoSeriousA11yViolations(page);
      const name = `${section.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${width}`;
      await attachScreenshot(page, testInfo, name, { fullPage: true });
      await screenshotFile(page, name);
    }
    expect(errors).toEqual([]);
  });
}

test.describe('logout', () => {
  // A session of its own: the saved one is shared by the admin journeys running beside this one.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Logout ends the session on the api, clears it and shows the login screen, and only that session', async ({
    page,
    request,
  }) => {
    const otherDevice = await request.post('/api/auth/login', { data: e2eAdmin });
    expect(otherDevice.status()).toBe(200);
    const { token: otherToken } = (await otherDevice.json()) as { token: string };
    await signInAsAdmin(page);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const withOldToken = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(withOldToken.status()).toBe(401);
    const onOtherDevice = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(onOtherDevice.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});
