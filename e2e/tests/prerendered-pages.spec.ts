import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../ports';
import { languages, localizedPath, type Language } from '../support/languages';
import { publicRoutes } from '../support/public-routes';

/** Every public route in every language: the pages the public site's build pre-renders. */
const prerenderedPages = publicRoutes.flatMap(({ path }) =>
  languages.map((language) => ({ language, path: localizedPath(path, language) })),
);

/** The value of an attribute of the first tag of the HTML matching `tag` (e.g. `meta property="og:title"`). */
function attributeOf(html: string, tag: string, attribute: string): string | undefined {
  const element = new RegExp(`<${tag}[^>]*>`).exec(html)?.[0];
  return element ? new RegExp(`${attribute}="([^"]*)"`).exec(element)?.[1] : undefined;
}

/** Whether React has taken over the first element matching `selector` (hydrated it). */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** Visiting all 42 pages one after the other takes longer than one journey. */
const everyPageTimeoutMs = 6 * 60_000;

test.describe('pre-rendered public pages', () => {
  test('/fr/registration answers the French page itself: its heading, text and lang="fr"', async ({
    request,
  }) => {
    const response = await request.get('/fr/registration');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<h1[^>]*>Inscription à la conférence<\/h1>/);
    expect(html).toContain('<title>Inscription | CAAWG11</title>');
    expect(attributeOf(html, 'meta name="description"', 'content')).toMatch(/^Inscrivez-vous/);
  });

  test('every page has its canonical address, its alternates and its link-preview tags', async ({
    request,
  }) => {
    test.setTimeout(everyPageTimeoutMs);
    const checkedImages = new Set<string>();
    for (const { language, path } of prerenderedPages) {
      const html = await (await request.get(path)).text();
      const address = `${shellUrl}${path}`;
      expect(html, path).toContain(`<html lang="${language}">`);
      expect(attributeOf(html, 'link rel="canonical"', 'href'), path).toBe(address);
      const english = path.replace(/^\/(fr|pt)(?=\/|$)/, '') || '/';
      for (const hreflang of [...languages, 'x-default']) {
        const target =
          hreflang === 'x-default' ? english : localizedPath(english, hreflang as Language);
        expect(
          attributeOf(html, `link rel="alternate" hreflang="${hreflang}"`, 'href'),
          `${path} ${hreflang}`,
        ).toBe(`${shellUrl}${target}`);
      }
      const title = attributeOf(html, 'meta property="og:title"', 'content');
      expect(title, path).toBeTruthy();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(attributeOf(html, 'meta property="og:description"', 'content'), path).toBeTruthy();
      expect(attributeOf(html, 'meta property="og:url"', 'content'), path).toBe(address);
      expect(attributeOf(html, 'meta name="twitter:card"', 'content'), path).toBe(
        'summary_large_image',
      );
      const image = attributeOf(html, 'meta property="og:image"', 'content') ?? '';
      expect(image, path).toMatch(new RegExp(`^${shellUrl}/previews/${language}/[\\w-]+\\.png$`));
      expect(attributeOf(html, 'meta name="twitter:image"', 'content'), path).toBe(image);
      if (checkedImages.has(image)) continue;
      checkedImages.add(image);
      const picture = await request.get(image);
      expect(picture.headers()['content-type'], image).toBe('image/png');
      const png = await picture.body();
      // The PNG header's width and height, big-endian, after the signature and "IHDR".
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
      expect(png.length, image).toBeLessThan(100_000);
    }
  });

  test('/sitemap.xml lists every page in every language with its alternates; robots.txt points to it', async ({
    request,
    page,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const xhtml = 'http://www.w3.org/1999/xhtml';
      return {
        error: document.getElementsByTagName('parsererror').length > 0,
        root: document.documentElement.namespaceURI,
        urls: [...document.documentElement.children].map((url) => ({
          loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
          alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map(
            (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
          ),
        })),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locations = parsed.urls.map((url) => url.loc);
    for (const { path } of prerenderedPages) expect(locations).toContain(`${shellUrl}${path}`);
    for (const url of parsed.urls) {
      const english = new URL(url.loc).pathname.replace(/^\/(fr|pt)(?=\/|$)/, '') || '/';
      expect(url.alternates, url.loc).toEqual([
        `en ${shellUrl}${english}`,
        `fr ${shellUrl}${localizedPath(english, 'fr')}`,
        `pt ${shellUrl}${localizedPath(english, 'pt')}`,
        `x-default ${shellUrl}${english}`,
      ]);
    }

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /dashboard');
    expect(rules).toContain(`Sitemap: ${shellUrl}/sitemap.xml`);
  });

  test('with JavaScript off, every pre-rendered page is there to read, the home sections and footer included', async ({
    browser,
  }) => {
    test.setTimeout(everyPageTimeoutMs);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { language, path } of prerenderedPages) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first(), path).toBeVisible();
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(200);
      // The footer's content, fetched by the browser only when the visitor heads for it, is in the HTML.
      await expect(page.locator('footer a').first(), path).toBeAttached();
    }
    await page.goto('/');
    // The home page's sections below the hero, deferred in the browser, are in the HTML.
    expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(6);
    await context.close();
  });

  test('every page hydrates in every language without an error or warning', async ({ page }) => {
    test.setTimeout(everyPageTimeoutMs);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const { path } of prerenderedPages) {
      await page.goto(path);
      await expect.poll(() => isHydrated(page, 'main'), { message: path }).toBe(true);
      // Heading for the footer fetches its code, which takes over the footer's HTML.
      await page.mouse.wheel(0, 20_000);
      await expect.poll(() => isHydrated(page, 'footer a'), { message: path }).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('the deferred sections keep their HTML but not their code until the visitor heads down', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect.poll(() => isHydrated(page, 'main')).toBe(true);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeAttached();
    expect(fetched.some((path) => /\/(Footer|WelcomeSection)-[\w-]+\.js$/.test(path))).toBe(false);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => fetched.some((path) => /\/Footer-[\w-]+\.js$/.test(path))).toBe(true);
  });

  test('a visitor whose browser prefers French, opening an English page, lands on the French one', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/registration');
    await expect(page).toHaveURL(`${shellUrl}/fr/registration`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription à la conférence');
    expect(errors).toEqual([]);
    await context.close();
  });
});
