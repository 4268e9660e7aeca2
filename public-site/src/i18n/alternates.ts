import { defaultLanguage, languages, type Language } from '@caawg11/conference';
import { pageAddress } from './paths';

/**
 * Marks the `<link rel="alternate" hreflang>` elements of the document's head, written into a
 * pre-rendered page or by the page itself, so that the page replaces them rather than adding
 * a second set.
 */
export const alternateLinkMarker = 'data-language-alternate';

export interface LanguageAlternate {
  hreflang: Language | 'x-default';
  path: string;
}

/**
 * The same page in each language, and x-default, the English page offered to visitors whose
 * language the site does not speak.
 */
export function languageAlternates(pathname: string): readonly LanguageAlternate[] {
  return [
    ...languages.map((language) => ({ hreflang: language, path: pageAddress(pathname, language) })),
    { hreflang: 'x-default', path: pageAddress(pathname, defaultLanguage) },
  ];
}
