import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publicRoutes as routes } from '../support/public-routes';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

async function expectNoSeriousViolationsIn(page: Page, selectors: string[]) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

test.describe('the public header and footer on every route', () => {
  for (const route of routes) {
    test(`${route.path} has the header, the footer and no sideways scrolling`, async ({
      page,
    }, testInfo) => {
      await page.goto(route.path);
      const header = page.getByRole('banner');
      await expect(header).toBeVisible();
      await expect(header.getByRole('link', { name: /CAAWG 11/ })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      if (isDesktop(page)) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav).toBeVisible();
        const current = nav.locator('[aria-current="page"]');
        if (route.current) await expect(current).toHaveText(route.current);
        else await expect(current).toHaveCount(0);
        const conference = nav.getByRole('button', { name: 'Conference' });
        if (route.conference) await expect(conference).toHaveAttribute('aria-current', 'true');
        else await expect(conference).not.toHaveAttribute('aria-current');
        await expect(header.getByRole('link', { name: 'Submit Abstract' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Register Now' })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      }

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      expect(await scrollsSideways(page)).toBe(false);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSeriousViolationsIn(page, ['header', 'footer']);
      await attachScreenshot(page, testInfo, `header on ${route.path}`);
    });
  }
});

test.describe('the header', () => {
  test('is transparent over the home hero only while scrolled 10 px or less', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-transparent', 'true');

    await page.goto('/about');
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('opens the Conference dropdown by mouse and keyboard', async ({ page }, testInfo) => {
    test.skip(!isDesktop(page), 'the dropdown is in the desktop bar');
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const conference = nav.getByRole('button', { name: 'Conference' });

    await conference.click();
    await expect(conference).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Field Trip' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'Conference dropdown open');
    // A click on the page outside the dropdown, well away from its panel.
    await page.mouse.click(8, 600);
    await expect(conference).toHaveAttribute('aria-expanded', 'false');

    await conference.focus();
    await page.keyboard.press('Enter');
    await expect(conference).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Program' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(conference).toHaveAttribute('aria-expanded', 'false');
    await expect(conference).toBeFocused();

    await conference.click();
    await nav.getByRole('link', { name: 'Venue' }).click();
    await expect(page).toHaveURL(/\/venue$/);
    await expect(conference).toHaveAttribute('aria-expanded', 'false');
    await expect(conference).toHaveAttribute('aria-current', 'true');
  });

  test('opens the slide-in menu on small screens; a link click closes it', async ({
    page,
  }, testInfo) => {
    test.skip(isDesktop(page), 'the hamburger is for small screens');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(page.viewportSize()?.width ?? 0, 0);
    for (const name of ['Home', 'About', 'Program', 'Subthemes', 'Field Trip', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Submit Abstract' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register Now' })).toBeVisible();
    await expectNoSeriousViolationsIn(page, ['#mobile-menu']);
    await attachScreenshot(page, testInfo, 'mobile menu open');

    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('the footer', () => {
  test('has the mission, social links, Quick Links, contact block and Important Dates', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: /CAAWG11 2025/ })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'AAWG on Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
    await expect(footer.getByRole('link', { name: 'AAWG group on LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await expect(footer.getByRole('link', { name: /E-mail the secretariat/ })).toHaveAttribute(
      'href',
      'mailto:secretariat@caawg11.org',
    );
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect(quickLinks).toHaveText([
      'Home',
      'About Us',
      'Program',
      'Registration',
      'Contact Us',
    ]);
    expect(
      await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/home', '/about', '/program', '/registration', '/contact']);
    await expect(footer).toContainText('June 30, 2025');
    await expect(footer).toContainText('October 3-5, 2025');
    await expect(footer).toContainText('WhatsApp');
    await attachScreenshot(page, testInfo, 'footer', { fullPage: false });

    await quickLinks.first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '11th Conference of the African Association of Women in Geosciences',
    );
  });
});
