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
    // The server's alternates carry the same marker, so they give way to the page in view; the
    // canonical link follows it too.
    document.head
      .querySelectorAll(`link[${alternateLinkMarker}]`)
      .forEach((stale) => stale.remove());
    document.head.append(...alternates);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const own = alternates.find((link) => link.hreflang === language);
    if (canonical && own) canonical.href = new URL(new URL(own.href).pathname, canonical.href).href;
    return () => alternates.forEach((link) => link.remove());
  }, [language, pathname]);
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
