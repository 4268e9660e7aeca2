import { expect, type Page } from '@playwright/test';
import mysql from 'mysql2/promise';
import { e2eDatabase } from '../ports';
import { adminStorageState, e2eAdmin } from './admin-credentials';

/**
 * The journeys' system asks no role for two factors (the product asks admin and finance), so
 * the journeys that sign in with a password reach their screens; the two-factor journey turns
 * them on for its own member.
 */
export async function requireNoSecondFactor(): Promise<void> {
  const connection = await mysql.createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
    database: e2eDatabase,
  });
  try {
    await connection.query(
      `UPDATE settings SET value = JSON_SET(value, '$.requiredRoles', JSON_ARRAY())
        WHERE setting_key = 'two-factor'`,
    );
  } finally {
    await connection.end();
  }
}

/** Signs the e2e admin in through the login screen. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await requireNoSecondFactor();
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
