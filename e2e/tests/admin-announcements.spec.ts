import { expect, test } from '@playwright/test';
import { scrollsSideways } from '../support/screenshots';

/**
 * An organiser writes an announcement in English and French and previews it as its recipients
 * would read it, on a desktop and on a phone. The screenshots go to the directory named by
 * ANNOUNCEMENT_SCREENSHOTS when it is set, for a person to look at.
 */
const screenshotDirectory = process.env.ANNOUNCEMENT_SCREENSHOTS;

test.describe('announcements', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [1280, 360]) {
    test(`the compose screen previews the message in English and French at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/announcements');
      const form = page.getByRole('form', { name: 'New announcement' });
      await expect(form.getByRole('region', { name: 'Recipients' })).toContainText('recipient');

      await form.getByRole('checkbox', { name: 'Verified' }).check();
      await form.getByLabel('Field trip').selectOption('yes');
      const english = form.getByRole('group', { name: 'English (required)' });
      await english.getByLabel('Subject').fill('Field trip shuttle for {{name}}');
      await english
        .getByLabel('Message')
        .fill(
          'Dear {{name}},\n\nThe field trip bus leaves the Speke Resort at 07:30.\n\nYour registration page: {{accessLink}}',
        );
      const french = form.getByRole('group', { name: 'Français (optional)' });
      await french.getByLabel('Subject').fill('Navette de l’excursion pour {{name}}');
      await french
        .getByLabel('Message')
        .fill(
          'Chère {{name}},\n\nLe bus de l’excursion part du Speke Resort à 07h30.\n\nVotre page : {{accessLink}}',
        );
      await form.getByRole('button', { name: 'Preview' }).click();

      const inEnglish = page.getByRole('article', { name: 'Preview in English' });
      await expect(inEnglish).toContainText('Field trip shuttle for');
      await expect(inEnglish).toContainText('The field trip bus leaves the Speke Resort at 07:30.');
      const inFrench = page.getByRole('article', { name: 'Preview in Français' });
      await expect(inFrench).toContainText('Navette de l’excursion pour');
      await expect(inFrench).toContainText('Le bus de l’excursion part du Speke Resort à 07h30.');
      expect(await scrollsSideways(page), 'the page scrolls sideways').toBe(false);

      if (screenshotDirectory) {
        await page.screenshot({
          path: `${screenshotDirectory}/announcement-compose-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
});
