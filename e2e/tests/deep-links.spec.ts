import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

/**
 * An address that names a section (`/abstracts#submission-form`) and every in-page link of the
 * public site land on their section below the fixed header, although the page arrives with a
 * remote after the route has changed: on a fresh load, on a navigation inside the site, and
 * on a click of the link itself.
 */

const sections = [
  { path: '/abstracts', id: 'submission-form' },
  { path: '/sponsorship', id: 'sponsorship-packages' },
  { path: '/accommodation', id: 'booking-form' },
] as const;

/** The section's top sits in the viewport, below the fixed header, and the page has scrolled. */
async function expectLandedOn(page: Page, section: Locator): Promise<void> {
  await expect(section).toBeVisible({ timeout: 20_000 });
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  await expect
    .poll(() => section.evaluate((element) => element.getBoundingClientRect().top), {
      message: "the section's top is below the header and within the viewport",
    })
    .toBeGreaterThanOrEqual(headerBottom - 1);
  const top = await section.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(page.viewportSize()?.height ?? 0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

/** What a router link to the address does: the page changes without a reload. */
async function navigateInsideTheSite(page: Page, address: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

test.describe('addresses that name a section', () => {
  for (const { path, id } of sections) {
    test(`${path}#${id} on a fresh load`, async ({ page }) => {
      await page.goto(`${path}#${id}`);
      await expectLandedOn(page, page.locator(`#${id}`));
    });

    test(`${path}#${id} on a navigation inside the site`, async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 300));
      await navigateInsideTheSite(page, `${path}#${id}`);
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expectLandedOn(page, page.locator(`#${id}`));
    });
  }

  test("each page's in-page link lands on its section after arriving through the menu", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Sponsorship' }).click();
    await page.getByRole('link', { name: 'View Sponsorship Packages' }).click();
    await expect(page).toHaveURL(/\/sponsorship#sponsorship-packages$/);
    await expectLandedOn(page, page.locator('#sponsorship-packages'));

    await nav.getByRole('link', { name: 'Accommodation' }).click();
    await expect(page).toHaveURL(/\/accommodation$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Request a Booking' }).click();
    await expectLandedOn(page, page.locator('#booking-form'));

    await page.getByRole('link', { name: 'Submit Abstract' }).first().click();
    await expect(page).toHaveURL(/\/abstracts$/);
    await page.getByRole('link', { name: 'Submit Your Abstract' }).click();
    await expectLandedOn(page, page.locator('#submission-form'));
  });
});
