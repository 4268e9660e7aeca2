import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { shellUrl } from '../ports';
import { openAccessLink, register, uploadProof, type Registrant } from '../support/admin-journey';
import { scrollsSideways } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * The admin tables (dashboard's recent list, registrations, payments) on a 1280 x 800 screen
 * show every column and the row actions without any sideways scrolling; at 1024 x 768 a table
 * may scroll inside itself but keeps its actions in view. The side bar runs down the whole
 * page. Each screen is attached to the report as a screenshot.
 */

const run = runId();

// Long names and addresses, as real ones are: they must wrap rather than widen the table.
const person: Registrant = {
  firstName: 'Nakimuli-Ssekandi',
  familyName: `Wanjiru-Abdulrahman${run}`,
  email: `nakimuli.ssekandi.wanjiru-abdulrahman.${run}@geosciences-department.example.org`,
};

const screens = [
  { width: 1280, height: 800, fitsWithoutScrolling: true },
  { width: 1024, height: 768, fitsWithoutScrolling: false },
] as const;

async function attachPng(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
    contentType: 'image/png',
  });
}

/** The element lies wholly inside the viewport and is not clipped by its scrolling table. */
async function expectWithinViewport(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element has a box').not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const clipped = await element.evaluate((node) => {
    const own = node.getBoundingClientRect();
    const area = node.closest('[role="region"]')?.getBoundingClientRect();
    return area ? own.left < area.left - 0.5 || own.right > area.right + 0.5 : false;
  });
  expect(clipped, 'the element is cut off by its scrolling table').toBe(false);
}

async function expectTableLayout(
  page: Page,
  table: Locator,
  fitsWithoutScrolling: boolean,
): Promise<void> {
  expect(await scrollsSideways(page), 'the page scrolls sideways').toBe(false);
  if (fitsWithoutScrolling) {
    const overflow = await table.evaluate((region) => region.scrollWidth - region.clientWidth);
    expect(overflow, 'the table scrolls sideways inside itself').toBeLessThanOrEqual(0);
  }
  const sidebar = page.getByRole('complementary');
  const [sidebarHeight, pageHeight] = await Promise.all([
    sidebar.evaluate((element) => element.getBoundingClientRect().height),
    page.evaluate(() => document.documentElement.scrollHeight),
  ]);
  expect(sidebarHeight, 'the side bar reaches the bottom of the page').toBeGreaterThanOrEqual(
    pageHeight - 1,
  );
}

test.describe('admin tables fit the screen', () => {
  // A robot check, an upload and an e-mail through the queue on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shellUrl });
    const page = await context.newPage();
    try {
      await register(page, person);
      await openAccessLink(page, person);
      await uploadProof(page, `TX-${run}-WIDTH-CHECK-REFERENCE`);
    } finally {
      await context.close();
    }
  });

  for (const { width, height, fitsWithoutScrolling } of screens) {
    test(`at ${width} x ${height}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible({
        timeout: 20_000,
      });
      const recent = page.getByRole('region', { name: 'Recent registrations' });
      await expect(recent.getByText(person.email)).toBeVisible();
      await expectTableLayout(page, recent, fitsWithoutScrolling);
      await attachPng(page, testInfo, `dashboard at ${width}`);

      await page.goto('/dashboard/registrations');
      await expect(page.getByRole('heading', { name: 'Manage Registrations' })).toBeVisible();
      const registrations = page.getByRole('region', { name: 'Registrations' });
      const registrationRow = registrations.getByRole('row').filter({ hasText: person.email });
      await expect(registrationRow).toHaveCount(1);
      await expectTableLayout(page, registrations, fitsWithoutScrolling);
      await expectWithinViewport(page, registrationRow.getByRole('button', { name: /^View / }));
      await expectWithinViewport(page, registrationRow.getByRole('link', { name: /^Edit / }));
      await page.evaluate(() => window.scrollTo(0, 0));
      await attachPng(page, testInfo, `registrations at ${width}`);

      await page.goto('/dashboard/payments');
      await expect(page.getByRole('heading', { name: 'Payment Verification' })).toBeVisible();
      const payments = page.getByRole('region', { name: 'Payments' });
      const paymentRow = payments.getByRole('row').filter({ hasText: person.email });
      await expect(paymentRow).toHaveCount(1);
      await expectTableLayout(page, payments, fitsWithoutScrolling);
      for (const action of [/^View Proof of /, /^Verify payment of /, /^Reject payment of /]) {
        await expectWithinViewport(page, paymentRow.getByRole('button', { name: action }));
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await attachPng(page, testInfo, `payments at ${width}`);
    });
  }
});
