import type { SitePage } from '../App';
import { headTags, prerenderedRoutes, robotsTxt, sitemapXml } from './site-map';

const sitePages: SitePage[] = [
  { path: '', title: 'home:documentTitle', description: 'home:documentDescription' },
  { path: 'registration', title: 'registration:documentTitle' },
  { path: 'my-registration', title: 'myRegistration:documentTitle', fromEmailedLink: true },
  { path: 'certificates/:code', title: 'certificates:documentTitle' },
];

describe('prerenderedRoutes', () => {
  it('renders each page of the route table in each language, but parametrised and e-mailed-link pages', () => {
    expect(prerenderedRoutes(sitePages).map(({ path, language }) => `${language} ${path}`)).toEqual(
      [
        'en /',
        'fr /fr',
        'pt /pt',
        'en /registration',
        'fr /fr/registration',
        'pt /pt/registration',
      ],
    );
  });
});

describe('headTags', () => {
  const [, french] = prerenderedRoutes(sitePages.slice(1, 2));
  const head = headTags(french!, {
    title: 'Inscription | CAAWG11',
    description: "Ce que comprend l'inscription & comment payer",
    siteName: 'CAAWG11',
    imageAlt: 'Inscription',
  });

  it('names the page, its alternates in every language and its preview, escaped', () => {
    expect(head).toContain('<title>Inscription | CAAWG11</title>');
    expect(head).toContain(
      '<meta name="description" content="Ce que comprend l&#39;inscription &amp; comment payer" />',
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://caawg11-site.invalid/fr/registration" />',
    );
    for (const [hreflang, path] of [
      ['en', '/registration'],
      ['fr', '/fr/registration'],
      ['pt', '/pt/registration'],
      ['x-default', '/registration'],
    ]) {
      expect(head).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="https://caawg11-site.invalid${path}" data-language-alternate="" />`,
      );
    }
    expect(head).toContain(
      '<meta property="og:image" content="https://caawg11-site.invalid/previews/fr/registration.png" />',
    );
    expect(head).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists every page with its alternates, and points robots to it', () => {
    const xml = sitemapXml(prerenderedRoutes(sitePages));
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://caawg11-site.invalid/pt</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://caawg11-site.invalid/"/>',
    );
    expect(
      new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror'),
    ).toBeNull();
    expect(robotsTxt()).toBe(
      'User-agent: *\nDisallow: /dashboard\n\nSitemap: https://caawg11-site.invalid/sitemap.xml\n',
    );
  });
});
