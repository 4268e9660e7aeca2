import { defaultLanguage, edition, languages, type Language } from '@caawg11/conference';
import { alternateLinkMarker, languageAlternates } from '../i18n/alternates';
import { pageAddress } from '../i18n/paths';
import { escapeMarkup } from './escape';

/** The size chat apps and search engines expect of a link preview's image. */
export const shareImageSize = { width: 1200, height: 630 } as const;

const openGraphLocales: Readonly<Record<Language, string>> = {
  en: 'en_GB',
  fr: 'fr_FR',
  pt: 'pt_PT',
};

/** Looks up a text of a namespace in the page's language, as i18next's `t` does. */
type Translate = (key: string, options: { ns: string }) => string;

/**
 * A page's title and description in the language `translate` speaks, from the page's own
 * catalogue namespace (`home` for the home page).
 */
export function documentTexts(
  translate: Translate,
  namespace: string,
): { title: string; description: string } {
  return {
    title: translate('documentTitle', { ns: namespace }),
    description: translate('documentDescription', { ns: namespace }),
  };
}

/** The site's public origin without a trailing slash, for paths that start with one. */
function siteRoot(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/**
 * A route path of a single page, without language prefix. A route with a parameter
 * (`certificates/:code`) or a wildcard stands for many pages and has no address of its own.
 */
function singlePagePath(path: string): string {
  if (/[:*]/.test(path)) throw new Error(`${path} is not the path of a single page`);
  return path.startsWith('/') ? path : `/${path}`;
}

/** The absolute address of a page in a language: `https://…/fr/registration`, `https://…/fr/`. */
export function pageUrl(siteUrl: string, path: string, language: Language): string {
  return `${siteRoot(siteUrl)}${pageAddress(singlePagePath(path), language)}`;
}

/** Each language's absolute address of a page, and x-default. */
function absoluteAlternates(siteUrl: string, path: string) {
  return languageAlternates(singlePagePath(path)).map(({ hreflang, path: address }) => ({
    hreflang,
    href: `${siteRoot(siteUrl)}${address}`,
  }));
}

function htmlTag(name: 'meta' | 'link', attributes: Readonly<Record<string, string>>): string {
  const written = Object.entries(attributes)
    .map(([attribute, value]) => `${attribute}="${escapeMarkup(value)}"`)
    .join(' ');
  return `<${name} ${written}>`;
}

export interface HeadTagsOptions {
  /** The site's public origin (PUBLIC_SITE_URL), with or without a trailing slash. */
  siteUrl: string;
  /** The page's route without language prefix: `/`, `/registration`. */
  path: string;
  language: Language;
  title: string;
  description: string;
  /** The page's preview image, relative to the site root (see `shareImagePath`), and what it shows. */
  image: { path: string; alt: string };
}

/**
 * The tags of a page's `<head>` that search engines and chat apps read: its description, its
 * one address, the same page in the other languages, and the link preview (Open Graph, and
 * Twitter's large image card).
 */
export function headTags({
  siteUrl,
  path,
  language,
  title,
  description,
  image,
}: HeadTagsOptions): string {
  const url = pageUrl(siteUrl, path, language);
  const imageUrl = `${siteRoot(siteUrl)}/${image.path.replace(/^\/+/, '')}`;
  const property = (name: string, content: string) => htmlTag('meta', { property: name, content });
  const named = (name: string, content: string) => htmlTag('meta', { name, content });
  return [
    named('description', description),
    htmlTag('link', { rel: 'canonical', href: url }),
    ...absoluteAlternates(siteUrl, path).map(({ hreflang, href }) =>
      htmlTag('link', { rel: 'alternate', hreflang, href, [alternateLinkMarker]: '' }),
    ),
    property('og:type', 'website'),
    property('og:site_name', edition.shortName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:locale', openGraphLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => property('og:locale:alternate', openGraphLocales[other])),
    property('og:image', imageUrl),
    property('og:image:width', String(shareImageSize.width)),
    property('og:image:height', String(shareImageSize.height)),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  ].join('\n');
}

/**
 * The sitemap (sitemaps.org 0.9): every page in every language, each naming its twins in the
 * other languages and x-default, as search engines read hreflang from a sitemap.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const pagePaths = [
    ...new Set(paths.map((path) => pageAddress(singlePagePath(path), defaultLanguage))),
  ];
  const entries = pagePaths.flatMap((path) => {
    const alternates = absoluteAlternates(siteUrl, path)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`,
      )
      .join('\n');
    return languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeMarkup(pageUrl(siteUrl, path, language))}</loc>`,
        alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: crawlers may read every page but the organisers' dashboard and the api, and are
 * told where the sitemap is.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteRoot(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
