import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../ports';
import { adminStorageState } from '../support/admin-credentials';
import { inviteTeamMember } from '../support/admin-journey';
import { checkInsOf, doorFolder, doorSeedFile, type DoorSeed } from '../support/door';

const volunteer = {
  email: `door.volunteer.${Date.now()}@example.org`,
  password: 'door-volunteer-password-1',
};

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: resolve(doorFolder, 'screens', `${name}.png`), fullPage: true });
}

async function typeAtTheDoor(page: Page, text: string) {
  await page.getByLabel('Reference or name').fill(text);
  await page.getByRole('button', { name: 'Check in or search' }).click();
}

function outcome(page: Page) {
  return page.getByRole('status').locator('[data-outcome]');
}

test('a check-in volunteer checks delegates in from a phone: typed, scanned, unpaid, forged, offline', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seed = JSON.parse(readFileSync(doorSeedFile, 'utf8')) as DoorSeed;

  // Invited like every team member.
  const adminContext = await browser.newContext({
    baseURL: shellUrl,
    storageState: resolve(import.meta.dirname, '..', adminStorageState),
    viewport: { width: 1280, height: 800 },
  });
  const admin = await adminContext.newPage();
  const link = await inviteTeamMember(admin, volunteer.email, 'check-in');
  await admin.goto('/dashboard/badges');
  await expect(admin.getByRole('heading', { name: 'Badges' })).toBeVisible();
  await expect(admin.getByLabel('A4 sheets, 4 badges a page, with cut marks')).toBeChecked();
  await shoot(admin, 'desktop-badges');
  await admin.goto('/dashboard/check-in');
  await expect(admin.getByRole('button', { name: 'Scan', exact: true })).toBeVisible();
  await shoot(admin, 'desktop-check-in');
  await adminContext.close();

  const context = await browser.newContext({
    baseURL: shellUrl,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    permissions: ['camera'],
  });
  const page = await context.newPage();
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(volunteer.password);
  await page.getByLabel('Confirm password').fill(volunteer.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(volunteer.email);
  await page.getByLabel('Password', { exact: true }).fill(volunteer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The door is the volunteer's only screen.
  await expect(page).toHaveURL(/\/dashboard\/check-in$/);
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ checked in/)).toBeVisible();
  const refused = await page.evaluate(async () => {
    const token = window.localStorage.getItem('token') ?? '';
    const answer = await fetch('/api/admin/registrations', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return answer.status;
  });
  expect(refused).toBe(403);

  // By typing the reference, as written on a confirmation e-mail.
  await typeAtTheDoor(page, seed.typed.toLowerCase().replace('-', ' '));
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'checked-in');
  await expect(outcome(page)).toContainText('Checked in');
  await expect(outcome(page)).toContainText('Akello Typed');
  await shoot(page, '1-checked-in-typed');

  // By the badge's QR in front of the camera, twice.
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(outcome(page)).toContainText('Nakato Scanned', { timeout: 30_000 });
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'checked-in');
  await shoot(page, '2-checked-in-scanned');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'already-checked-in', {
    timeout: 30_000,
  });
  await expect(outcome(page)).toContainText('Already checked in');
  await expect(outcome(page)).toContainText(`by ${volunteer.email}`);
  await shoot(page, '3-already-checked-in');
  // The QR reader (native, or the polyfill's WebAssembly) came from our own servers only.
  expect([...hosts].filter((host) => !['localhost', '127.0.0.1'].includes(host))).toEqual([]);
  expect(await checkInsOf(seed.scanned)).toBe(1);

  await typeAtTheDoor(page, seed.unpaid);
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'not-paid');
  await expect(outcome(page)).toContainText('Balance due: $150.00');
  await shoot(page, '4-not-paid');

  await typeAtTheDoor(page, 'B.2.1.AAAAAAAAAAAAAAAAAAAAAA');
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'unknown');
  await expect(outcome(page)).toContainText('Unknown code');
  await shoot(page, '5-unknown');

  // Offline: three scans wait on the phone, then go once the network is back.
  await context.setOffline(true);
  await typeAtTheDoor(page, seed.offline[0]!);
  await typeAtTheDoor(page, seed.offline[1]!);
  await typeAtTheDoor(page, seed.typed);
  await expect(page.getByText('3 scans waiting for the network')).toBeVisible();
  await shoot(page, '6-offline-pending');
  expect(await checkInsOf(seed.offline[0]!)).toBe(0);
  await context.setOffline(false);
  await expect(page.getByText(/waiting for the network/)).toBeHidden({ timeout: 20_000 });
  const toLookAt = page.getByRole('region', { name: 'Scans made offline to look at' });
  await expect(toLookAt).toContainText('Already checked in');
  await expect(toLookAt).toContainText('Akello Typed');
  await shoot(page, '7-offline-replayed');
  expect(await checkInsOf(seed.offline[0]!)).toBe(1);
  expect(await checkInsOf(seed.offline[1]!)).toBe(1);
  expect(await checkInsOf(seed.typed)).toBe(1);

  await context.close();
});
