import { expect, type Page, type TestInfo } from '@playwright/test';

/** Attaches a screenshot of the page to the test's report entry. */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const body = await page.screenshot({
    fullPage: options.fullPage ?? false,
    type: 'jpeg',
    quality: 70,
    animations: 'disabled',
  });
  await testInfo.attach(`${name} (${testInfo.project.name})`, {
    body,
    contentType: 'image/jpeg',
  });
}

/** True when the page is wider than its viewport, i.e. scrolls sideways. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** Saves the screen at a phone's and a desktop's width, for looking at, and checks neither scrolls sideways. */
export async function screenshotsAtTwoWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    expect(await scrollsSideways(page), `${name} at ${width} px`).toBe(false);
    await page.screenshot({ path: `../reports/e2e-screens/${name}-${width}.png`, fullPage: true });
  }
}

/** Scrolls through the page so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/** The images on the page that did not load (broken or never fetched). */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
}
