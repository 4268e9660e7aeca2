import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over a page that came drawn from the server: until then the
 * page's controls are disabled, and the site's router does not yet follow the address.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#root fieldset[disabled]')).toHaveCount(0);
}
