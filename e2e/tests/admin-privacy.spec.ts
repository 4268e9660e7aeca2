import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';

/**
 * An administrator changes a retention period in the portal, and the privacy notice in French
 * states the new period at once: the page reads the settings the daily purge follows.
 */

async function screenshotAt(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  expect(await scrollsSideways(page), `${name} scrolls sideways at ${width} px`).toBe(false);
  await attachScreenshot(page, testInfo, `${name}, ${width} px`, { fullPage: true });
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/${name.replaceAll(' ', '-')}-${width}.png`,
      fullPage: true,
    });
  }
}

test('a retention period changed in the portal is what /fr/privacy states', async ({
  page,
}, testInfo) => {
  const days = 40 + (Date.now() % 50);
  await page.goto('/dashboard/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  const scans = page.getByLabel(
    'Student ID scans: days after the payment is verified or the registration rejected',
  );
  await scans.fill(String(days));
  await page.getByRole('button', { name: 'Save periods' }).click();
  await expect(page.getByRole('status')).toHaveText('Retention settings saved.');
  await expect(
    page.getByRole('region', { name: 'What will go in the next 30 days' }),
  ).toBeVisible();
  await screenshotAt(page, testInfo, 'portal privacy', 1280);
  await screenshotAt(page, testInfo, 'portal privacy', 360);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/privacy');
  await expect(
    page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Cartes d'étudiant : supprimées ${days} jours après la vérification du paiement ou le refus de l'inscription.`,
    ),
  ).toBeVisible();
  // The footer's content arrives as the visitor scrolls towards it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }),
  ).toHaveAttribute('href', '/fr/privacy');
  await screenshotAt(page, testInfo, 'privacy notice fr', 1280);
  await screenshotAt(page, testInfo, 'privacy notice fr', 360);
});
