import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { collectConsoleErrors } from '../support/console-errors';

/**
 * Gallery, Speakers, Program, Venue and Field Trip through the shell, on a desktop and on a
 * 360 px phone: content, behaviour, images served by the public-site remote, no sideways
 * scrolling, no serious accessibility violation, and a screenshot of each page in the report.
 */

async function attachFullPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`${name} (${testInfo.project.name})`, {
    body: await page.screenshot({ fullPage: true, type: 'jpeg', quality: 70 }),
    contentType: 'image/jpeg',
  });
}

/** Scrolls to the bottom and back so every lazy image is requested, then waits for them. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Images that failed, or that fell back to the placeholder because their own file failed. */
async function imagesThatFailed(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.naturalWidth === 0 || image.dataset.fallback === 'true')
      .map((image) => image.alt || image.src),
  );
}

async function checkWholePage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await loadLazyImages(page);
  expect(await imagesThatFailed(page), 'images that did not load').toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await attachFullPage(page, testInfo, name);
}

test.describe('content pages', () => {
  let consoleErrors: string[] = [];
  test.beforeEach(({ page }) => {
    consoleErrors = collectConsoleErrors(page);
  });
  test.afterEach(() => {
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('gallery: filters with a spinner, lightbox with badge, scroll lock and focus return', async ({
    page,
  }, testInfo) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Gallery');
    const board = page.getByRole('region', { name: 'Photos' });
    await expect(board.getByRole('listitem')).toHaveCount(33);
    await checkWholePage(page, testInfo, 'gallery');

    const counts: [string, number][] = [
      ['Keynote Speakers', 8],
      ['Sessions', 10],
      ['Social Events', 9],
      ['Venue', 6],
      ['All Photos', 33],
    ];
    for (const [label, count] of counts) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(board.getByRole('listitem')).toHaveCount(count);
      await expect(page.getByRole('status')).toHaveCount(0);
    }

    await page.getByRole('button', { name: 'Social Events', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Loading photos...');
    await expect(board.getByRole('listitem')).toHaveCount(9);

    const opener = board.getByRole('button', { name: /golden number 30/ });
    await opener.click();
    const dialog = page.getByRole('dialog', {
      name: '30 years of AAWG: the anniversary celebration',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Social Events', { exact: true })).toBeVisible();
    await expect
      .poll(() => dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1200);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach(`gallery lightbox (${testInfo.project.name})`, {
      body: await page.screenshot({ type: 'jpeg', quality: 70 }),
      contentType: 'image/jpeg',
    });

    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('gallery: a photo whose file fails shows the placeholder', async ({ page }) => {
    await page.route('**/images/gallery/keynote-opening-*.webp', (route) => route.abort());
    await page.goto('/gallery');
    const photo = page.getByRole('img', { name: /map of Africa, facing a full hall/ });
    await expect(photo).toHaveAttribute('src', /images\/placeholder\.webp$/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    consoleErrors = consoleErrors.filter((error) => !error.includes('net::ERR_FAILED'));
  });

  test('speakers: eight keynote speakers and the coming-soon card', async ({ page }, testInfo) => {
    await page.goto('/speakers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keynote Speakers');
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByRole('article', { name: 'More speakers coming soon' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Register Now' }),
    ).toHaveAttribute('href', '/registration');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'View Program' }),
    ).toHaveAttribute('href', '/program');
    await checkWholePage(page, testInfo, 'speakers');
  });

  test('program: five days with the field excursion sites', async ({ page }, testInfo) => {
    await page.goto('/program');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Program');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('article', { name: 'Day 1' })).toContainText(
      '30 years celebration',
    );
    await expect(page.getByRole('article', { name: 'Day 2' })).toContainText('Prize awards');
    await expect(page.getByRole('article', { name: 'Day 5' })).toContainText('Murchison Falls');
    await checkWholePage(page, testInfo, 'program');
  });

  test('venue: travel, taxi fare, visa and a static map with a link out', async ({
    page,
  }, testInfo) => {
    await page.goto('/venue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Venue');
    const main = page.getByRole('main');
    await expect(main).toContainText('Conference hotel, Kampala');
    await expect(main).toContainText('about 120,000-150,000 UGX');
    await expect(main).toContainText('about 50 USD');
    await expect(main.getByRole('link', { name: /e-visa portal/ })).toHaveAttribute(
      'href',
      'https://visas.immigration.go.ug/',
    );
    await expect(main.locator('iframe')).toHaveCount(0);
    await checkWholePage(page, testInfo, 'venue');
  });

  test('field trip: quick facts, Reserve Your Spot, six places and the destination gallery', async ({
    page,
  }, testInfo) => {
    await page.goto('/fieldtrip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Post-Conference Field Trip to Western Uganda',
    );
    const main = page.getByRole('main');
    await expect(main).toContainText('October 3-5, 2025');
    await expect(main).toContainText('$250');
    await expect(main.getByText('Limited slots available!')).toBeVisible();
    await expect(
      main.getByRole('region', { name: '6 places to explore' }).getByRole('article'),
    ).toHaveCount(6);
    await checkWholePage(page, testInfo, 'field trip');

    await main.getByRole('link', { name: 'Reserve Your Spot' }).click();
    await expect(page).toHaveURL(/\/registration$/);
  });
});
