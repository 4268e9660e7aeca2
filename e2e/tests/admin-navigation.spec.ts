import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { acceptInvitation, inviteTeamMember } from '../support/admin-journey';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * The side bar grouped by the organisers' jobs, as an administrator and as finance see it: at
 * 1280 px beside the section, at 360 px folded into a menu that opens over the page and closes
 * again on Escape and on choosing a section.
 */

const run = runId();
const finance = { email: `finance.${run}@example.org`, password: `finance-password-${run}` };

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await attachScreenshot(page, testInfo, name);
  await page.screenshot({ path: `../reports/admin-screens/${name}.png` });
}

async function checkSideBar(
  page: Page,
  testInfo: TestInfo,
  role: string,
  groups: readonly string[],
): Promise<void> {
  const sections = page.getByRole('navigation', { name: 'Admin sections' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/payments?status=all');
  await expect(page.getByRole('heading', { name: 'Payment Verification', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(sections.getByRole('button')).toHaveText([...groups]);
  await expect(sections.getByRole('link', { name: 'Payments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `sidebar-${role}-1280`);

  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(sections).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);
  await screenshot(page, testInfo, `sidebar-${role}-360-closed`);

  await menu.click();
  await expect(sections.getByRole('link', { name: 'Payments' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `sidebar-${role}-360-open`);
  await page.keyboard.press('Escape');
  await expect(sections).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await sections.getByRole('link', { name: 'Registrations' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Registrations', level: 1 })).toBeVisible();
  await expect(sections).toBeHidden();
}

test('an administrator finds every job in its own group, on a wide screen and behind the menu', async ({
  page,
}, testInfo) => {
  await checkSideBar(page, testInfo, 'admin', [
    'Overview',
    'Registrations and money',
    'Abstracts and programme',
    'Inboxes',
    'On site',
    'Messages',
    'Team and settings',
  ]);
});

test('finance sees the money, the walk-in desk and its account, on a wide screen and behind the menu', async ({
  page,
  browser,
}, testInfo) => {
  const link = await inviteTeamMember(page, finance.email, 'finance');
  const { context, page: financePage } = await acceptInvitation(browser, link, finance);
  try {
    await checkSideBar(financePage, testInfo, 'finance', [
      'Overview',
      'Registrations and money',
      'On site',
      'Team and settings',
    ]);
  } finally {
    await context.close();
  }
});
