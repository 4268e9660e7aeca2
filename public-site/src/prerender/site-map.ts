import {
  defaultLanguage,
  intlLocales,
  languages,
  localizedPath,
  siteUrlPlaceholder,
  type Language,
} from '@caawg11/conference';
import type { SitePage } from '../App';

/** One page in one language, as pre-rendered into its own HTML file. */
export interface PrerenderedRoute {
  page: SitePage;
  language: Language;
  /** The address: `/registration`, `/fr/registration`, `/`, `/fr`. */
  path: string;
}

/**
 * Every page of the route table in every language, but those whose content depends on the
 * address beyond its path: a parameter (`/certificates/:code`) or an e-mailed link's token.
 * A page joins by being a route.
 */
export function prerenderedRoutes(sitePages: readonly SitePage[]): PrerenderedRoute[] {
  return sitePages
    .filter((page) => !page.fromEmailedLink && !/[:*]/.test(page.path))
    .flatMap((page) =>
      languages.map((language) => ({
        page,
        language,
        path: localizedPath(`/${page.path}`, language),
      })),
    );
}

/** The address of a page on the site (its origin a placeholder the server fills in). */
function siteAddress(path: string): string {
  return `${siteUrlPlaceholder}${path}`;
}

/** The same page in each language, and x-default (the English page) for any other. */
export function alternates(page: SitePage): { hreflang: string; href: string }[] {
  const path = `/${page.path}`;
  return [
    ...languages.map((language) => ({
      hreflang: language,
      href: siteAddress(localizedPath(path, language)),
    })),
    { hreflang: 'x-default', href: siteAddress(localizedPath(path, defaultLanguage)) },
  ];
}

/** Where a page's link-preview image is (1200x630, in the page's language). */
export function previewImagePath(route: Pick<PrerenderedRoute, 'page' | 'language'>): string {
  return `/previews/${route.language}/${route.page.path.replaceAll('/', '-') || 'home'}.png`;
}

export const previewImageSize = { width: 1200, height: 630 } as const;

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute or element, or an XML one. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => attributeEscapes[character] ?? character);
}

/** Open Graph's locale of a language (`fr_FR`). */
function ogLocale(language: Language): string {
  return intlLocales[language].replace('-', '_');
}

/**
 * The head of a pre-rendered page: title, description, canonical address, the alternates in
 * each language (marked as the site marks those it keeps up to date while the visitor moves
 * between pages), and the Open Graph and Twitter card tags chat apps and social networks show.
 */
export function headTags(
  route: PrerenderedRoute,
  texts: { title: string; description: string; siteName: string; imageAlt: string },
): string {
  const title = escapeMarkup(texts.title);
  const description = escapeMarkup(texts.description);
  const url = siteAddress(route.path);
  const image = siteAddress(previewImagePath(route));
  const imageAlt = escapeMarkup(texts.imageAlt);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternates(route.page).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${href}" data-language-alternate="" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeMarkup(texts.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${ogLocale(route.language)}" />`,
    ...languages
      .filter((language) => language !== route.language)
      .map((language) => `<meta property="og:locale:alternate" content="${ogLocale(language)}" />`),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${previewImageSize.width}" />`,
    `<meta property="og:image:height" content="${previewImageSize.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  ].join('\n');
}

/** `/sitemap.xml`: every pre-rendered page in every language, each with its alternates. */
export function sitemapXml(routes: readonly PrerenderedRoute[]): string {
  const entries = routes.map((route) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(siteAddress(route.path))}</loc>`,
      ...alternates(route.page).map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt`: everything but the organisers' portal, and where the sitemap is. */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${siteAddress('/sitemap.xml')}`,
    '',
  ].join('\n');
}
