import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { shellUrl } from '../ports';
import { collectConsoleErrors } from '../support/console-errors';
import {
  chooseLanguage,
  expectFullyTranslated,
  expectHtmlLang,
  expectLanguageMarkup,
  languageNames,
  localizedPath,
  openMobileMenu,
  otherLanguages,
  sitePath,
  type OtherLanguage,
} from '../support/languages';
import { standInForMyRegistration } from '../support/my-registration-stand-in';
import { publicRoutes } from '../support/public-routes';
import { attachScreenshot, scrollThrough } from '../support/screenshots';

/**
 * Every public route in French and in Portuguese, on a desktop and on a 360 px phone: the page
 * loads at /fr/... or /pt/..., says its language in <html lang> and its hreflang alternates,
 * shows no catalogue key and no English sentence (names aside), nothing runs out of its box,
 * and a screenshot of each page goes into the report. The pages with a form are also seen
 * after an empty submit, with their messages. Then the language switcher, in the header and in
 * the mobile menu, and the first visit that follows the browser's language.
 *
 * The checks look at structure and at generic properties, not at exact wording; the English
 * pages are covered, word for word, by the other responsive specs.
 */

interface LanguageRoute {
  path: string;
  /** Appended to the address, for the pages opened from an e-mailed link. */
  query?: string;
  /** The page's form has the robot check, which fetches its challenge before it shows. */
  robotCheck?: boolean;
  /** The page's form is also checked after an empty submit, messages showing. */
  emptySubmit?: boolean;
  /** Text the page shows once its data has arrived. */
  readyText?: string;
}

const withForms: Record<string, Omit<LanguageRoute, 'path'>> = {
  '/registration': { robotCheck: true, emptySubmit: true },
  '/abstracts': { robotCheck: true, emptySubmit: true },
  '/accommodation': { robotCheck: true, emptySubmit: true },
  '/contact': { emptySubmit: true },
  '/verify': { emptySubmit: true },
};

/** Every route of public-site/src/App.tsx ('/home' only redirects). */
const routes: readonly LanguageRoute[] = [
  ...publicRoutes.map(({ path }) => ({ path, ...withForms[path] })),
  { path: '/my-registration', query: '?token=e2e-token', readyText: 'CAAWG11-0042' },
  // Without a link's token these two show what a visitor with a broken link sees.
  { path: '/reminders/opt-out' },
  { path: '/abstract-response' },
];

/** A few routes to a test, so one slow page does not take the others' time. */
const routeGroups: readonly (readonly LanguageRoute[])[] = [
  routes.slice(0, 6),
  routes.slice(6, 12),
  routes.slice(12),
];

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

/** The page has replaced the loading placeholder, and its form's robot check is in place. */
async function waitForPage(page: Page, route: LanguageRoute): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1, { timeout: 20_000 });
  if (route.readyText) await expect(page.getByText(route.readyText).first()).toBeVisible();
  if (route.robotCheck) {
    await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible({
      timeout: 30_000,
    });
  }
  await page.evaluate(() => document.fonts.ready);
}

/** Submits the page's form empty, so its messages show too. */
async function submitEmpty(page: Page): Promise<void> {
  const form = page.getByRole('main').locator('form').first();
  await form.locator('button:not([type="button"]):not([type="reset"])').last().click();
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
}

async function checkRoute(
  page: Page,
  testInfo: TestInfo,
  language: OtherLanguage,
  route: LanguageRoute,
): Promise<void> {
  const address = localizedPath(route.path, language);
  const response = await page.goto(`${address}${route.query ?? ''}`);
  expect.soft(response?.status(), `the answer to ${address}`).toBe(200);
  await waitForPage(page, route);
  await expect.soft(page, `${address} stays in ${language}`).toHaveURL(sitePath(address));
  await expectLanguageMarkup(page, language, route.path);
  await scrollThrough(page);
  await expectFullyTranslated(page, address);
  await attachScreenshot(page, testInfo, address, { fullPage: true });

  if (route.emptySubmit) {
    await submitEmpty(page);
    await expectFullyTranslated(page, `${address} after an empty submit`);
    await attachScreenshot(page, testInfo, `${address} with its messages`, { fullPage: true });
  }
}

/** The navigation that opens on demand: the mobile menu on a phone, the Conference list on a desktop. */
async function checkOpenedNavigation(
  page: Page,
  testInfo: TestInfo,
  language: OtherLanguage,
): Promise<void> {
  const home = localizedPath('/', language);
  if (isDesktop(page)) {
    await page
      .getByRole('banner')
      .locator('nav button[aria-expanded]')
      .filter({ hasNotText: /English|Français|Português/, visible: true })
      .first()
      .click();
    await expectFullyTranslated(page, `${home} with the Conference list open`);
    await attachScreenshot(page, testInfo, `${home} Conference list`);
  } else {
    const menu = await openMobileMenu(page);
    // The panel slides in; it is measured once it stops moving.
    await expect.poll(() => menu.evaluate((panel) => panel.getBoundingClientRect().left)).toBe(0);
    await expectFullyTranslated(page, `${home} with the mobile menu open`);
    await attachScreenshot(page, testInfo, `${home} mobile menu`);
  }
  await page.keyboard.press('Escape');
}

for (const language of otherLanguages) {
  test.describe(`every public route in ${languageNames[language]}`, () => {
    // Several full pages, each scrolled through and photographed, on a shared two-core machine.
    test.describe.configure({ timeout: 180_000 });

    routeGroups.forEach((group, index) => {
      test(`${language}: ${group.map(({ path }) => path).join(', ')}`, async ({
        page,
      }, testInfo) => {
        const consoleErrors = collectConsoleErrors(page);
        await standInForMyRegistration(page);
        for (const route of group) {
          await test.step(localizedPath(route.path, language), () =>
            checkRoute(page, testInfo, language, route),
          );
          if (index === 0 && route.path === '/') {
            await test.step('the navigation that opens', () =>
              checkOpenedNavigation(page, testInfo, language));
          }
        }
        expect.soft(consoleErrors, 'console errors').toEqual([]);
      });
    });
  });
}

/** The header's switcher on a desktop; on a phone, the one in the mobile menu. */
async function switchTo(page: Page, language: 'en' | OtherLanguage): Promise<void> {
  if (isDesktop(page)) {
    await chooseLanguage(page.getByRole('banner'), language);
  } else {
    await chooseLanguage(await openMobileMenu(page), language);
  }
}

test.describe('the language switcher', () => {
  test('Français: the choice shows in the address, survives a reload and is remembered', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expectHtmlLang(page, 'en');

    await switchTo(page, 'fr');
    await expect(page).toHaveURL(sitePath('/fr'));
    await expectHtmlLang(page, 'fr');
    await expect(page.locator('h1')).toHaveCount(1);
    await attachScreenshot(page, testInfo, 'home after choosing Français');

    await page.reload();
    await expect(page).toHaveURL(sitePath('/fr'));
    await expectHtmlLang(page, 'fr');

    // The next visit to the English address comes back to French.
    await page.goto('/');
    await expect(page).toHaveURL(sitePath('/fr'));
    await expectHtmlLang(page, 'fr');

    // The choice keeps the page: from /fr/about to /about and back.
    await page.goto('/fr/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await switchTo(page, 'en');
    await expect(page).toHaveURL(sitePath('/about'));
    await expectHtmlLang(page, 'en');

    await page.goto('/');
    await expect(page).toHaveURL(sitePath('/'));
    await expectHtmlLang(page, 'en');
    await page.reload();
    await expect(page).toHaveURL(sitePath('/'));
    await expectHtmlLang(page, 'en');
  });

  test('Português from a page keeps the page', async ({ page }) => {
    await page.goto('/registration');
    await expect(page.locator('h1')).toHaveCount(1);
    await switchTo(page, 'pt');
    await expect(page).toHaveURL(sitePath('/pt/registration'));
    await expectHtmlLang(page, 'pt');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test("a first visit follows the browser's language when it is one of the three", async ({
    browser,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) < 1280, 'the width plays no part; the desktop run covers it');
    for (const { locale, lands } of [
      { locale: 'pt-BR', lands: '/pt' },
      { locale: 'fr-FR', lands: '/fr' },
      { locale: 'de-DE', lands: '/' },
    ]) {
      const context = await browser.newContext({ baseURL: shellUrl, locale });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await expect(page, `a ${locale} browser's first visit`).toHaveURL(sitePath(lands));
        await expectHtmlLang(page, lands === '/' ? 'en' : lands === '/pt' ? 'pt' : 'fr');
      } finally {
        await context.close();
      }
    }
  });
});
