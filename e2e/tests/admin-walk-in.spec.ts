import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  feeTable,
  formatUsd,
  quoteFee,
  systemClock,
  type CheckInAnswer,
} from '@caawg11/conference';
import { acceptInvitation, inviteTeamMember } from '../support/admin-journey';
import { adminToken } from '../support/door';
import { pdfText } from '../support/pdf-text';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';

/**
 * Through the shell: a finance organiser at the walk-in desk registers a delegate who arrived
 * without registering, takes the fee by mobile money, sees them checked in, prints their badge,
 * and finds the registration paid; the door then answers that the delegate is already in.
 */

const category = 'member';

/** New people each time the test runs, repeated or retried in the same worker included. */
function peopleOfThisRun() {
  const run = randomUUID().slice(0, 8);
  const delegate = {
    firstName: 'Nakato',
    otherNames: `Birungi-${run}`,
    email: `nakato.${run}@example.org`,
    institution: 'Makerere University',
  };
  return {
    run,
    finance: { email: `walk-in.finance.${run}@example.org`, password: `walk-in-desk-${run}` },
    delegate,
    delegateName: `${delegate.firstName} ${delegate.otherNames}`,
  };
}

/** The screen at the desk's width and at a phone's, into the report and the screens folder. */
async function shootBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    // From the top, as the organiser first sees it: the side bar sticks where the page scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    await attachScreenshot(page, testInfo, `${name} ${width}`, { fullPage: true });
    await page.screenshot({
      path: `../reports/admin-screens/walk-in-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('finance registers a walk-in, takes the fee, checks them in and prints the badge from one screen', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { run, finance, delegate, delegateName } = peopleOfThisRun();
  const fee = quoteFee(category, systemClock).feeUsd;
  const link = await inviteTeamMember(page, finance.email, 'finance');
  const { context, page: desk } = await acceptInvitation(browser, link, finance);
  try {
    await desk.setViewportSize({ width: 1280, height: 800 });
    await desk
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Walk-in desk' })
      .click();
    await expect(desk).toHaveURL(/\/dashboard\/walk-ins$/);
    await expect(desk.getByRole('heading', { name: 'Walk-in desk', level: 1 })).toBeVisible();

    const form = desk.getByRole('form', { name: 'Walk-in registration' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Title').selectOption('Dr.');
    await field('First name').fill(delegate.firstName);
    await field('Other names').fill(delegate.otherNames);
    await field('Gender').selectOption('Female');
    await field('E-mail').fill(delegate.email);
    await field('Country').fill('Uganda');
    await field('City').fill('Kampala');
    await field('Institution / Organisation').fill(delegate.institution);
    await field('Attending as').selectOption({ label: 'Attendee' });
    await field('Registration type').selectOption({ label: feeTable[category].label });
    await field('Field trip').selectOption('No');
    await field('The delegate agrees to receive e-mails about this conference').check();

    // The fee of the chosen type at today's date, and the amount taken prefilled with it.
    await expect(form.getByText(`Fee today: ${formatUsd(fee)}`)).toBeVisible();
    await expect(field('Amount (USD)')).toHaveValue(String(fee));
    await field('Method').selectOption({ label: 'Mobile money' });
    await field('Payment reference (optional)').fill(`MM-${run}`);

    // The phone left out: the form says so beside it and keeps everything typed.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(field('Phone')).toHaveAccessibleDescription('This field is required');
    await expect(field('Phone')).toBeFocused();
    await expect(field('First name')).toHaveValue(delegate.firstName);
    await expect(field('E-mail')).toHaveValue(delegate.email);
    await expect(field('Registration type')).toHaveValue(category);
    await expect(field('Method')).toHaveValue('mobile-money');
    await expect(field('Amount (USD)')).toHaveValue(String(fee));
    await expect(field('Payment reference (optional)')).toHaveValue(`MM-${run}`);

    await field('Phone').fill('+256 772 000 222');
    await expect(form.getByText('This field is required')).toHaveCount(0);
    await shootBothWidths(desk, testInfo, 'filled');
    await form.getByRole('button', { name: 'Register' }).click();

    const outcome = desk.getByRole('status', { name: /is registered/ });
    const heading = outcome.getByRole('heading', {
      name: new RegExp(`^${delegateName} is registered: CAAWG11-\\d{4,}$`),
      level: 2,
    });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const reference = /CAAWG11-\d{4,}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
    await expect(outcome.getByText('Paid in full and checked in for today.')).toBeVisible();
    await expect(outcome.getByRole('button', { name: 'Next walk-in' })).toBeVisible();
    await shootBothWidths(desk, testInfo, 'outcome');

    const downloading = desk.waitForEvent('download');
    await outcome.getByRole('button', { name: 'Print badge' }).click();
    const badge = await downloading;
    expect(badge.suggestedFilename()).toBe(`badge-${reference}.pdf`);
    const badgeText = await pdfText(await readFile(await badge.path()));
    expect(badgeText).toContain(delegateName);
    expect(badgeText).toContain(delegate.institution);
    expect(badgeText).toContain(feeTable[category].label);
    await expect(outcome.getByRole('alert')).toHaveCount(0);

    // The registrations list shows the walk-in paid in full.
    await desk
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Registrations' })
      .click();
    await desk.getByRole('searchbox', { name: 'Search by email or name' }).fill(delegate.email);
    await desk.getByRole('button', { name: 'Search' }).click();
    const row = desk.getByRole('row').filter({ hasText: delegate.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Dr. ${delegateName}`);
    await expect(row).toContainText(feeTable[category].label);
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `View Dr. ${delegateName}` }).click();
    const details = desk.getByRole('dialog', { name: 'Registration Details' });
    const detail = (label: string) =>
      details.locator('div:has(> dt)', { hasText: label }).getByRole('definition');
    await expect(detail('Payment Status')).toHaveText('Verified');
    await expect(detail('Amount Paid')).toHaveText(formatUsd(fee, { cents: true }));
    await expect(detail('Balance Due')).toHaveText(formatUsd(0, { cents: true }));

    // At the door, the delegate's reference finds them already checked in by the desk.
    const door = await request.post('/api/admin/check-ins', {
      headers: { Authorization: `Bearer ${adminToken()}` },
      data: { code: reference },
    });
    expect(door.status()).toBe(200);
    expect((await door.json()) as CheckInAnswer).toMatchObject({
      outcome: 'already-checked-in',
      checkedInBy: finance.email,
    });
  } finally {
    await context.close();
  }
});
