import { defaultLanguage, isLanguage, type Language } from './languages.js';

/**
 * The public pages drawn to HTML when the public site is built, by their unprefixed path, with
 * the catalogue their title comes from. The pages opened from a personal link (the access-link
 * page, reminders, e-mail confirmations, abstract responses, certificates) read the visitor's token, so they are drawn
 * in the browser alone and kept out of search engines.
 */
export const prerenderedPages = [
  { path: '/', namespace: 'home' },
  { path: '/about', namespace: 'about' },
  { path: '/registration', namespace: 'registration' },
  { path: '/program', namespace: 'program' },
  { path: '/speakers', namespace: 'speakers' },
  { path: '/fieldtrip', namespace: 'fieldtrip' },
  { path: '/venue', namespace: 'venue' },
  { path: '/contact', namespace: 'contact' },
  { path: '/verify', namespace: 'verify' },
  { path: '/sponsorship', namespace: 'sponsorship' },
  { path: '/accommodation', namespace: 'accommodation' },
  { path: '/abstracts', namespace: 'abstracts' },
  { path: '/gallery', namespace: 'gallery' },
  { path: '/subthemes', namespace: 'subthemes' },
  { path: '/privacy', namespace: 'privacy' },
] as const;

export type PrerenderedPage = (typeof prerenderedPages)[number];

/**
 * Addresses a page drawn at build time cannot know, since the shell decides them when it starts.
 * The public site writes these placeholders, and the shell's servers fill them in as they serve
 * each page. Each is a well-formed address under the reserved .invalid domain, so URLs are built
 * from it, and written into the markup, as from any other.
 */
export const prerenderPlaceholders = {
  /** Where the public site's files are served from, with a trailing slash. */
  publicSiteBase: 'https://public-site-base.invalid/',
  /** The site's public origin: canonical links, alternates, link previews, the sitemap. */
  siteUrl: 'https://site-url.invalid',
} as const;

/**
 * The file, under the public site's `prerendered/` folder, holding a page's markup (`.body.html`)
 * and head (`.head.html`): `en/index` for `/`, `fr/registration` for `/fr/registration`.
 */
export function prerenderedFileName(language: Language, path: string): string {
  return `${language}/${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * The pre-rendered file a request's path would be served from, and the page's language; nothing
 * for a path that is not one of the pre-rendered pages.
 */
export function prerenderedFileOfPath(
  pathname: string,
): { name: string; language: Language } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const prefixed = segments[0] !== defaultLanguage && isLanguage(segments[0]);
  const language: Language = prefixed && isLanguage(segments[0]) ? segments[0] : defaultLanguage;
  const path = `/${(prefixed ? segments.slice(1) : segments).join('/')}`;
  if (!prerenderedPages.some((page) => page.path === path)) return undefined;
  return { name: prerenderedFileName(language, path), language };
}
