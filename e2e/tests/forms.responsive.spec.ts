import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { standInForMyRegistration } from '../support/my-registration-stand-in';
import { collectConsoleErrors } from '../support/console-errors';
import {
  attachScreenshot,
  brokenImages,
  scrollThrough,
  scrollsSideways,
} from '../support/screenshots';

/**
 * The pages with forms (registration, access link, abstracts, accommodation, sponsorship and
 * the registrant's own page) through the shell, on a desktop and on a 360 px phone: they
 * render, do not scroll sideways, have one h1, pass axe, and leave a screenshot in the report.
 */

async function checkWholePage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await scrollThrough(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  expect(await brokenImages(page), 'images that did not load').toEqual([]);
  expect(await scrollsSideways(page), 'the page scrolls sideways').toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await attachScreenshot(page, testInfo, name, { fullPage: true });
}

/** The robot check has fetched its challenge and waits for the visitor. */
async function expectRobotCheckReady(page: Page): Promise<void> {
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await expect(page.getByText('The robot check could not')).toHaveCount(0);
}

test.describe('pages with forms', () => {
  let consoleErrors: string[] = [];
  test.beforeEach(({ page }) => {
    consoleErrors = collectConsoleErrors(page);
  });
  test.afterEach(() => {
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('registration: banner, fees, bank details, form and robot check', async ({
    page,
  }, testInfo) => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Registration');
    await expect(page.getByRole('table')).toContainText('Non-member');
    await expect(page.getByText('SBICUGKX')).toBeVisible();
    await expectRobotCheckReady(page);
    await checkWholePage(page, testInfo, 'registration');

    // Errors are shown at their fields and the first one gets the focus.
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByLabel(/^Title/)).toBeFocused();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await attachScreenshot(page, testInfo, 'registration with errors');
  });

  test('verify: the access-link card', async ({ page }, testInfo) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Your Registration');
    await page.getByRole('button', { name: 'Send Access Link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await checkWholePage(page, testInfo, 'verify');
  });

  test('abstracts: call for papers, guidelines, form and dates', async ({ page }, testInfo) => {
    await page.goto('/abstracts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abstract Submission');
    await expect(page.locator('#submission-form')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact the Abstracts Team' })).toHaveAttribute(
      'href',
      'mailto:abstracts@caawg11.org',
    );
    await expectRobotCheckReady(page);
    await checkWholePage(page, testInfo, 'abstracts');
  });

  test('accommodation: gallery, room tour, options and booking form', async ({
    page,
  }, testInfo) => {
    await page.goto('/accommodation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accommodation for Delegates');
    await expect(page.getByText('Image 1 of 13')).toBeVisible();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByText('Image 2 of 13')).toBeVisible();

    const video = page.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);

    const options = page.getByRole('region', { name: 'Accommodation Options', exact: true });
    for (const price of ['$275', '$200', '$120']) {
      await expect(options).toContainText(`${price} per night`);
    }
    await expectRobotCheckReady(page);
    await checkWholePage(page, testInfo, 'accommodation');
  });

  test('sponsorship: packages and the inquiry dialog', async ({ page }, testInfo) => {
    await page.goto('/sponsorship');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsorship Opportunities');
    await page.getByRole('button', { name: /^Gold/ }).click();
    await expect(page.getByRole('button', { name: /^Gold/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await checkWholePage(page, testInfo, 'sponsorship');

    await page.getByRole('button', { name: 'Inquire About This Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sponsorship Inquiry' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Sponsorship Package of Interest/)).toHaveValue(
      'Gold - $10,000',
    );
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please fill in all required fields: Name, Email, and Company.',
    );
    expect(await scrollsSideways(page), 'the page scrolls sideways').toBe(false);
    await expectNoSeriousA11yViolations(page);
    await attachScreenshot(page, testInfo, 'sponsorship inquiry dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test("my-registration: the registrant's page from an access link", async ({ page }, testInfo) => {
    // The page's own api answers are stood in for here; submissions.spec.ts and the mail
    // journeys reach it with a real link.
    await standInForMyRegistration(page);
    await page.goto('/my-registration?token=e2e-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Registration');
    await expect(page).toHaveURL(/\/my-registration$/);
    await expect(page.getByText('CAAWG11-0042').first()).toBeVisible();
    await checkWholePage(page, testInfo, 'my-registration');
  });

  test('my-registration: an expired link leads back to /verify', async ({ page }, testInfo) => {
    await page.route('**/api/my-registration', (route) =>
      route.fulfill({
        status: 401,
        json: { success: false, message: 'This access link has expired or is not valid.' },
      }),
    );
    await page.goto('/my-registration?token=expired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This link is no longer valid',
    );
    await expect(page.getByRole('link', { name: 'Request a new access link' })).toHaveAttribute(
      'href',
      '/verify',
    );
    await checkWholePage(page, testInfo, 'my-registration expired');
    // The browser logs the refused request itself; that one is expected here.
    consoleErrors = consoleErrors.filter((error) => !error.includes('status of 401'));
  });
});
