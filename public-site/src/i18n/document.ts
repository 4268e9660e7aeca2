import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@caawg11/conference';
import { alternateLinkMarker, languageAlternates } from './alternates';

/**
 * Keeps the document in the page's language: `<html lang>`, and one
 * `<link rel="alternate" hreflang>` per language (plus x-default, the English page) naming the
 * same page in each, so search engines offer a visitor the page in their language.
 */
export function useDocumentLanguage(language: Language, pathname: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    const alternates = languageAlternates(pathname).map(({ hreflang, path }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = new URL(path, window.location.origin).href;
      link.setAttribute(alternateLinkMarker, '');
      return link;
    });
    document.head
      .querySelectorAll(`link[${alternateLinkMarker}]`)
      .forEach((stale) => stale.remove());
    document.head.append(...alternates);
    return () => alternates.forEach((link) => link.remove());
  }, [pathname]);
}

/**
 * Titles the browser tab, in the page's language, with a key of the page's own catalogue, e.g.
 * `about:documentTitle` (fetched with the page, so the first load carries only the home page's).
 */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
