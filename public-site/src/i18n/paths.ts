import { defaultLanguage, isLanguage, localizedPath, type Language } from '@caawg11/conference';

/** The language a site path is in: its /fr or /pt prefix, English when it has none. */
export function languageOfPath(pathname: string): Language {
  const prefix = /^\/([^/]+)/.exec(pathname)?.[1];
  return prefix !== undefined && prefix !== defaultLanguage && isLanguage(prefix)
    ? prefix
    : defaultLanguage;
}

/** The English path of a site path: the same path without its language prefix. */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === defaultLanguage) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: `/fr/registration` in Portuguese is `/pt/registration`. */
export function pathInLanguage(pathname: string, language: Language): string {
  return localizedPath(unprefixedPath(pathname), language);
}

/**
 * The one address of a page in a language, from any of its paths: the home pages are `/`,
 * `/fr/` and `/pt/`, every other page has no trailing slash, so that search engines meet a
 * single address for each page.
 */
export function pageAddress(pathname: string, language: Language): string {
  const path = unprefixedPath(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const withoutTrailingSlash = path.replace(/\/+$/, '');
  if (withoutTrailingSlash === '') return language === defaultLanguage ? '/' : `/${language}/`;
  return localizedPath(withoutTrailingSlash, language);
}
