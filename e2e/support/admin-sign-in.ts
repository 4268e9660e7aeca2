import { expect, type Page } from '@playwright/test';
import { adminStorageState, e2eAdmin } from './admin-credentials';

/** Signs the e2e admin in through the login screen. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/dashboard');
  // The first load of the admin remote can be slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email address').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(page.getByText(e2eAdmin.email)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
}

/** Signs the e2e admin in and saves the state the admin journeys reuse. */
export async function signInAndSaveAdminState(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.context().storageState({ path: adminStorageState });
}
