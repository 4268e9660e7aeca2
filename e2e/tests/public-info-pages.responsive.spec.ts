import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForHydration } from '../support/hydration';
import {
  attachScreenshot,
  brokenImages,
  scrollsSideways,
  scrollThrough,
} from '../support/screenshots';

/** A day of the early-bird period in Kampala, so the date-dependent texts are known. */
const earlyBirdDay = new Date('2025-07-01T09:00:00+03:00');

/** Records every request that leaves this machine: the pages must fetch nothing from the internet. */
function collectExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(hostname)) {
      external.push(request.url());
    }
  });
  return external;
}

async function checkWholePage(page: Page, name: string, testInfo: TestInfo) {
  await scrollThrough(page);
  expect(await brokenImages(page), 'images that did not load').toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await attachScreenshot(page, testInfo, `${name} page`, { fullPage: true });
}

test.describe('informational pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(earlyBirdDay);
  });

  test('home: hero, subthemes, dates, committees and the early bird banner', async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const external = collectExternalRequests(page);
    const sectionCode: string[] = [];
    page.on('request', (request) => {
      if (/\/(Welcome|Subthemes|Timeline)Section-[^/]*\.js$/.test(request.url())) {
        sectionCode.push(request.url());
      }
    });
    await page.goto('/');
    const hero = page.getByRole('region', {
      name: '11th Conference of the African Association of Women in Geosciences',
    });
    await expect(hero.getByRole('img', { name: /30 years of AAWG/ })).toBeVisible();
    await expect(hero).toContainText('1-5 October 2025');
    await expect(hero).toContainText('Kampala, Uganda');
    await expect(hero.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await expect(hero.getByRole('link', { name: 'View Program' })).toHaveAttribute(
      'href',
      '/program',
    );
    await attachScreenshot(page, testInfo, 'home hero');

    // The sections under the hero are in the page the server sends; their code arrives only as
    // the visitor heads down to them.
    for (const name of [
      'Welcome to CAAWG11',
      'Conference Subthemes',
      'Important Dates',
      'Steering Committee',
      'Other Committees',
    ]) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toHaveCount(1);
    }
    await page.waitForLoadState('networkidle');
    expect(sectionCode).toEqual([]);
    await scrollThrough(page);
    await expect.poll(() => sectionCode.length).toBeGreaterThan(0);

    await expect(page.getByTestId('subtheme-card')).toHaveCount(11);
    await expect(
      page.getByRole('region', { name: 'Important Dates' }).getByRole('listitem'),
    ).toHaveCount(7);
    const steering = page.getByRole('region', { name: 'Steering Committee' });
    await expect(steering.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(steering.getByTestId('photo-placeholder')).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: /Organizing Committee/ }).getByRole('listitem'),
    ).toHaveCount(22);
    await expect(
      page.getByRole('region', { name: /Scientific Committee/ }).getByRole('listitem'),
    ).toHaveCount(21);

    const banner = page.getByRole('complementary', { name: 'Early Bird Registration' });
    await expect(banner).toContainText('30 days left to save');

    await checkWholePage(page, 'home', testInfo);

    await banner.getByRole('button', { name: 'Close the early bird banner' }).click();
    await expect(banner).toBeHidden();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  test('home: the committee lists stand still for visitors who prefer reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The committees' code is fetched by a scroll the hydrated page sees; a scroll made before
    // hydration leaves the server's markup, drawn as for motion, in place.
    await waitForHydration(page);
    await scrollThrough(page);
    for (const id of ['organizing', 'scientific']) {
      const viewport = page.getByTestId(`${id}-viewport`);
      await expect(viewport).toHaveAttribute('data-moving', 'false');
      await expect(viewport).toHaveAttribute('tabindex', '0');
    }
    await expect(page.getByRole('button', { name: /Pause scrolling/ })).toHaveCount(0);
  });

  test('about: every section, the past conferences and the partners', async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'About the African Association of Women in Geosciences',
    );
    await expect(page.getByText('Established 1995')).toBeVisible();
    for (const title of ['Our Mission', 'Our Vision', 'Our Goal']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const value of ['1995', '41', '10', '500+']) {
      await expect(
        page.locator('dd', { hasText: new RegExp(`^${value.replace('+', '\\+')}$`) }),
      ).toHaveCount(1);
    }
    await expect(
      page
        .getByRole('heading', { name: 'Conference Objectives' })
        .locator('xpath=..')
        .getByRole('listitem'),
    ).toHaveCount(5);
    await expect(
      page.getByRole('region', { name: 'What to Expect' }).getByRole('listitem'),
    ).toHaveCount(6);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1)).toContainText('2002South Africa');
    await expect(rows.nth(10)).toContainText('2023Angola');
    await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img')).toHaveCount(
      6,
    );
    await checkWholePage(page, 'about', testInfo);
    expect(errors).toEqual([]);
  });

  test('about: the membership modal, against a stand-in server', async ({ page }, testInfo) => {
    const bodies: unknown[] = [];
    await page.route('**/api/membership.php', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        json: { success: true, message: 'Membership application received' },
      });
    });
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Become a Member' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Membership Application' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Close membership application' }),
    ).toBeFocused();

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await attachScreenshot(page, testInfo, 'membership modal with errors');

    await dialog.getByLabel('Title').selectOption('Prof.');
    await dialog.getByLabel('Full name').fill('Nomvula Dlamini');
    await dialog.getByLabel('Organisation').fill('University of the Witwatersrand');
    await dialog.getByLabel('Profession').fill('Geochemist');
    await dialog.getByLabel('Highest qualification').fill('PhD');
    await dialog.getByLabel('Email').fill('nomvula@example.org');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Your membership application has been submitted successfully! You will receive a confirmation email shortly.',
    );
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
    expect(bodies).toEqual([
      expect.objectContaining({
        title: 'Prof.',
        name: 'Nomvula Dlamini',
        email: 'nomvula@example.org',
      }),
    ]);
    await page.clock.runFor(3_000);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('contact: mailboxes, the form against a stand-in server, information and the map', async ({
    page,
  }, testInfo) => {
    const external = collectExternalRequests(page);
    await page.route('**/api/contact.php', (route) =>
      route.fulfill({ json: { success: true, message: 'Message sent' } }),
    );
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(
      page.getByRole('region', { name: 'Write to the right team' }).getByRole('listitem'),
    ).toHaveCount(6);
    const information = page.getByRole('region', { name: 'Conference Information' });
    await expect(information).toContainText('30 June 2025');
    await expect(information.getByRole('link', { name: /Register/ })).toHaveAttribute(
      'href',
      '/registration',
    );
    const map = page.getByRole('region', { name: 'Entebbe Conference Hotel' });
    await expect(map.getByRole('img', { name: /Map of Entebbe/ })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByLabel('Your name').fill('Amina Diallo');
    await page.getByLabel('Your email').fill('amina@example.org');
    await page.getByLabel('Subject').fill('Visa letter');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Could you send me an invitation letter?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your message has been sent' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await page.clock.runFor(5_000);
    await expect(notice).toBeHidden();

    await checkWholePage(page, 'contact', testInfo);
    expect(external).toEqual([]);
  });

  test('contact: a failure names the secretariat mailbox', async ({ page }) => {
    await page.route('**/api/contact.php', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Amina Diallo');
    await page.getByLabel('Your email').fill('amina@example.org');
    await page.getByLabel('Subject').fill('Visa letter');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There was a problem sending your message. Please try again or contact us directly at secretariat@caawg11.org.',
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  test('subthemes: 11 cards and the early-bird side panel', async ({ page }, testInfo) => {
    await page.goto('/subthemes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Subthemes');
    await expect(page.getByTestId('subtheme-card')).toHaveCount(11);
    await expect(page.getByTestId('subthemes-panel-status')).toHaveText(
      'Early bird registration ends July 31',
    );
    await checkWholePage(page, 'subthemes', testInfo);

    await page.clock.setFixedTime(new Date('2025-08-01T00:00:00+03:00'));
    await page.goto('/subthemes');
    await expect(page.getByTestId('subthemes-panel-status')).toHaveText('Registration now open');
  });
});
