import { expect, test } from '@playwright/test';
import { e2ePorts } from '../ports';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForHydration } from '../support/hydration';
import { reactRendererCount, trackReactRenderers } from '../support/react-instances';

test.describe('the shell composes both remotes', () => {
  test('/ shows the public site, with one React and no console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await trackReactRenderers(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conference');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page arrives drawn; React is counted once it has taken the page over.
    await waitForHydration(page);
    expect(await reactRendererCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('/dashboard shows the admin login screen from the admin remote', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await trackReactRenderers(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Please login to access the admin dashboard')).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('one React serves both halves when a visitor moves from / to /dashboard', async ({
    page,
  }) => {
    await trackReactRenderers(page);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('/home lands on the home page', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('when the admin portal server is down', () => {
  test.beforeEach(async ({ page }) => {
    // Every request to the admin remote's server fails as if nothing listened there.
    await page.route(`http://localhost:${e2ePorts.adminPortal}/**`, (route) =>
      route.abort('connectionrefused'),
    );
  });

  test('/ still works', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('/dashboard explains that the admin portal is unavailable', async ({ page }) => {
    await page.goto('/dashboard');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The admin portal is temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

test.describe('when the public site server is down', () => {
  test('/dashboard still works and / explains the outage', async ({ page }) => {
    await page.route(`http://localhost:${e2ePorts.publicSite}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText(
      'The conference website is temporarily unavailable',
    );
  });
});
