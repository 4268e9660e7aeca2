import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { prerenderedPages } from '@caawg11/conference';
import { shellUrl } from '../ports';
import { waitForHydration } from '../support/hydration';
import { languages, localizedPath, type Language } from '../support/languages';

/**
 * The public pages arrive drawn: each page in each language is in the HTML the server sends, in
 * its language, readable without JavaScript, described for search engines and link previews,
 * and taken over by React in the browser without a hydration error or warning.
 */

function catalogue(language: Language, namespace: string): Record<string, string> {
  const file = new URL(
    `../../public-site/src/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const allPages = languages.flatMap((language) =>
  prerenderedPages.map((page) => ({ ...page, language, url: localizedPath(page.path, language) })),
);

test.describe('pages drawn on the server', () => {
  test('/fr/registration is sent in French, heading, text and title', async ({ request }) => {
    const response = await request.get('/fr/registration', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const french = catalogue('fr', 'registration');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<title>${french.documentTitle}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${french.title}</h1>`));
    // The addresses the build could not know are filled in.
    expect(html).not.toContain('.invalid');
  });

  test('every page reads whole with JavaScript off, styled, footer included', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { url, language } of allPages) {
      await page.goto(url);
      await expect(page.locator('html'), url).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      await expect(page.locator('footer'), url).toContainText('@');
      // The header is styled from the CSS in the page itself: fixed to the top.
      const position = await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).position);
      expect(position, url).toBe('fixed');
    }
    await context.close();
  });
});

test('every page in every language hydrates without an error or a warning', async ({ page }) => {
  test.setTimeout(180_000);
  let current = '';
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${current}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  for (const { url } of allPages) {
    current = url;
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test.describe('found and previewed', () => {
  test('each page names its canonical address, its languages and a 1200x630 preview', async ({
    request,
  }) => {
    const html = await (
      await request.get('/pt/abstracts', { headers: { accept: 'text/html' } })
    ).text();
    const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
    expect(attribute(/<link rel="canonical" href="([^"]+)"/)).toBe(`${shellUrl}/pt/abstracts`);
    for (const [hreflang, path] of [
      ['en', '/abstracts'],
      ['fr', '/fr/abstracts'],
      ['pt', '/pt/abstracts'],
      ['x-default', '/abstracts'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${shellUrl}${path}"`,
      );
    }
    const title = catalogue('pt', 'abstracts').documentTitle!;
    expect(attribute(/<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(attribute(/<meta property="og:locale" content="([^"]+)"/)).toBe('pt_PT');
    expect(attribute(/<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    const image = attribute(/<meta property="og:image" content="([^"]+)"/)!;
    expect(image.startsWith(`${shellUrl}/`)).toBe(true);
    const picture = await request.get(image);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    // A PNG's IHDR chunk holds its width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('/sitemap.xml lists every page in every language with its alternates', async ({
    request,
    page,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const urls = [
        ...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url'),
      ];
      return {
        error: document.getElementsByTagName('parsererror').length > 0,
        urls: urls.map((url) => ({
          loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]
            ?.textContent,
          alternates: url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
        })),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.urls.map((url) => url.loc).sort()).toEqual(
      // The home pages' addresses end with a slash: /, /fr/, /pt/.
      allPages
        .map(({ path, url }) => `${shellUrl}${url}${path === '/' && url !== '/' ? '/' : ''}`)
        .sort(),
    );
    for (const url of parsed.urls) expect(url.alternates, url.loc ?? '').toBe(4);
  });

  test('/robots.txt keeps the portal out and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/dashboard/m);
    expect(robots).toContain(`Sitemap: ${shellUrl}/sitemap.xml`);
  });
});
