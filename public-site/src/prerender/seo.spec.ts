import { headTags, robotsTxt, sitemapXml } from './seo';

const siteUrl = 'https://caawg11.example.org';
const image = { path: 'share/fr/registration.png', alt: 'CAAWG11 registration' };

function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}

function contentOf(head: Document, attribute: 'name' | 'property', name: string) {
  return [...head.querySelectorAll(`meta[${attribute}="${name}"]`)].map((meta) =>
    meta.getAttribute('content'),
  );
}

function alternatesOf(head: Document) {
  return Object.fromEntries(
    [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href'),
    ]),
  );
}

const frenchRegistration = {
  siteUrl,
  path: '/registration',
  language: 'fr',
  title: 'Inscription | CAAWG11',
  description: 'Inscrivez-vous à CAAWG11 : les frais par catégorie et comment payer.',
  image,
} as const;

describe('head tags', () => {
  it('give the description, the one address of the page and its twins in every language', () => {
    const head = parseHead(headTags(frenchRegistration));
    expect(head.body.childNodes).toHaveLength(0);
    expect(contentOf(head, 'name', 'description')).toEqual([frenchRegistration.description]);
    expect(
      [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['https://caawg11.example.org/fr/registration']);
    expect(alternatesOf(head)).toEqual({
      en: 'https://caawg11.example.org/registration',
      fr: 'https://caawg11.example.org/fr/registration',
      pt: 'https://caawg11.example.org/pt/registration',
      'x-default': 'https://caawg11.example.org/registration',
    });
  });

  it('describe the link preview for Open Graph and Twitter', () => {
    const head = parseHead(headTags(frenchRegistration));
    const og = (name: string) => contentOf(head, 'property', `og:${name}`);
    const twitter = (name: string) => contentOf(head, 'name', `twitter:${name}`);
    const imageUrl = 'https://caawg11.example.org/share/fr/registration.png';
    expect(og('type')).toEqual(['website']);
    expect(og('site_name')).toEqual(['CAAWG11']);
    expect(og('title')).toEqual(['Inscription | CAAWG11']);
    expect(og('description')).toEqual([frenchRegistration.description]);
    expect(og('url')).toEqual(['https://caawg11.example.org/fr/registration']);
    expect(og('locale')).toEqual(['fr_FR']);
    expect(og('locale:alternate')).toEqual(['en_GB', 'pt_PT']);
    expect(og('image')).toEqual([imageUrl]);
    expect(og('image:width')).toEqual(['1200']);
    expect(og('image:height')).toEqual(['630']);
    expect(og('image:alt')).toEqual([image.alt]);
    expect(twitter('card')).toEqual(['summary_large_image']);
    expect(twitter('title')).toEqual(['Inscription | CAAWG11']);
    expect(twitter('description')).toEqual([frenchRegistration.description]);
    expect(twitter('image')).toEqual([imageUrl]);
    expect(twitter('image:alt')).toEqual([image.alt]);
  });

  it('write every address in full, whether or not the site address ends with a slash', () => {
    const withSlash = headTags({ ...frenchRegistration, siteUrl: `${siteUrl}/` });
    expect(withSlash).toBe(headTags(frenchRegistration));
    const head = parseHead(withSlash);
    const addresses = [
      ...[...head.querySelectorAll('link')].map((link) => link.getAttribute('href')),
      ...['og:url', 'og:image'].flatMap((name) => contentOf(head, 'property', name)),
      ...contentOf(head, 'name', 'twitter:image'),
    ];
    expect(addresses).toHaveLength(8);
    for (const address of addresses) {
      expect(new URL(address ?? '').href).toBe(address);
      expect(address).toMatch(/^https:\/\/caawg11\.example\.org\/[^/]/);
    }
  });

  it.each([
    ['en', 'https://caawg11.example.org/', 'en_GB', ['fr_FR', 'pt_PT']],
    ['fr', 'https://caawg11.example.org/fr/', 'fr_FR', ['en_GB', 'pt_PT']],
    ['pt', 'https://caawg11.example.org/pt/', 'pt_PT', ['en_GB', 'fr_FR']],
  ] as const)('give the %s home page its folder address', (language, url, locale, others) => {
    const head = parseHead(
      headTags({ ...frenchRegistration, path: '/', language, siteUrl: `${siteUrl}/` }),
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(contentOf(head, 'property', 'og:url')).toEqual([url]);
    expect(contentOf(head, 'property', 'og:locale')).toEqual([locale]);
    expect(contentOf(head, 'property', 'og:locale:alternate')).toEqual(others);
    expect(alternatesOf(head)).toEqual({
      en: 'https://caawg11.example.org/',
      fr: 'https://caawg11.example.org/fr/',
      pt: 'https://caawg11.example.org/pt/',
      'x-default': 'https://caawg11.example.org/',
    });
  });

  it('escape the texts they carry', () => {
    const title = 'Fees "early" <b>bird</b> & \'standard\'';
    const tags = headTags({
      ...frenchRegistration,
      title,
      description: `${title} <script>alert(1)</script>`,
      image: { ...image, alt: title },
    });
    expect(tags).not.toMatch(/<b>|<script>|"early"/);
    const head = parseHead(tags);
    expect(head.body.childNodes).toHaveLength(0);
    expect(head.querySelectorAll('script, b')).toHaveLength(0);
    expect(contentOf(head, 'property', 'og:title')).toEqual([title]);
    expect(contentOf(head, 'name', 'twitter:title')).toEqual([title]);
    expect(contentOf(head, 'property', 'og:image:alt')).toEqual([title]);
    expect(contentOf(head, 'name', 'description')).toEqual([`${title} <script>alert(1)</script>`]);
  });

  it('refuse a route that stands for many pages', () => {
    expect(() => headTags({ ...frenchRegistration, path: '/certificates/:code' })).toThrow(
      '/certificates/:code is not the path of a single page',
    );
  });
});

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

function parseSitemap(xml: string): Document {
  const sitemap = new DOMParser().parseFromString(xml, 'application/xml');
  expect(sitemap.getElementsByTagName('parsererror')).toHaveLength(0);
  return sitemap;
}

/** Each `<url>` of a sitemap: its `<loc>` and its alternates by hreflang. */
function sitemapEntries(sitemap: Document) {
  return [...sitemap.getElementsByTagNameNS(sitemapNamespace, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(sitemapNamespace, 'loc')[0]?.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(xhtmlNamespace, 'link')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href'),
      ]),
    ),
  }));
}

describe('sitemap', () => {
  it('lists every page in every language with its twins, in the sitemaps.org format', () => {
    const sitemap = parseSitemap(sitemapXml(`${siteUrl}/`, ['/', '/registration', 'about']));
    expect(sitemap.documentElement.namespaceURI).toBe(sitemapNamespace);
    expect(sitemap.documentElement.localName).toBe('urlset');
    const site = 'https://caawg11.example.org';
    const twins = (en: string, fr: string, pt: string) => ({
      en: `${site}${en}`,
      fr: `${site}${fr}`,
      pt: `${site}${pt}`,
      'x-default': `${site}${en}`,
    });
    const home = twins('/', '/fr/', '/pt/');
    const registration = twins('/registration', '/fr/registration', '/pt/registration');
    const about = twins('/about', '/fr/about', '/pt/about');
    expect(sitemapEntries(sitemap)).toEqual(
      [home, registration, about].flatMap((alternates) =>
        [alternates.en, alternates.fr, alternates.pt].map((loc) => ({ loc, alternates })),
      ),
    );
  });

  it('stays well-formed XML with any site address, and lists a page once', () => {
    const xml = sitemapXml("https://example.org/caawg&'11'", ['/venue', '/venue/', 'venue']);
    const entries = sitemapEntries(parseSitemap(xml));
    expect(entries.map(({ loc }) => loc)).toEqual([
      "https://example.org/caawg&'11'/venue",
      "https://example.org/caawg&'11'/fr/venue",
      "https://example.org/caawg&'11'/pt/venue",
    ]);
    expect(entries[0]?.alternates['x-default']).toBe("https://example.org/caawg&'11'/venue");
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard and the api only, and names the sitemap', () => {
    const expected = [
      'User-agent: *',
      'Disallow: /dashboard',
      'Disallow: /api/',
      '',
      'Sitemap: https://caawg11.example.org/sitemap.xml',
      '',
    ].join('\n');
    expect(robotsTxt(siteUrl)).toBe(expected);
    expect(robotsTxt(`${siteUrl}/`)).toBe(expected);
  });
});
