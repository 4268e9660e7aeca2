import { defaultLanguage, isLanguage, localizedPath, type Language } from '@caawg11/conference';
import { languageOfPath } from './paths';

/** Where the visitor's choice of language is kept between visits. */
export const languageStorageKey = 'caawg11.language';

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage of this browser, or none where it is blocked (private modes, disabled cookies). */
function browserStorage(): LanguageStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberedLanguage(
  storage: LanguageStorage | undefined = browserStorage(),
): Language | undefined {
  try {
    const stored = storage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(
  language: Language,
  storage: LanguageStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // A browser that keeps nothing still shows the language the URL names.
  }
}

/**
 * The first of the browser's preferred languages that the site speaks ("pt-BR" is Portuguese),
 * or none when it names none of ours.
 */
export function browserLanguage(preferred: readonly string[]): Language | undefined {
  return preferred
    .map((tag) => tag.trim().toLowerCase().split('-')[0])
    .find((language): language is Language => isLanguage(language));
}

export interface VisitLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where a visitor arriving at `location` is sent before the page draws, if anywhere. A URL
 * with a language prefix is always obeyed; an unprefixed (English) URL stays English for a
 * visitor who chose English, and otherwise opens in the remembered language or, on a first
 * visit, in the browser's preferred language when it is French or Portuguese.
 */
export function arrivalRedirect(
  location: VisitLocation,
  remembered: Language | undefined,
  preferred: readonly string[],
): { to: string; language: Language } | undefined {
  if (languageOfPath(location.pathname) !== defaultLanguage) return undefined;
  const language = remembered ?? browserLanguage(preferred);
  if (language === undefined || language === defaultLanguage) return undefined;
  return {
    to: `${localizedPath(location.pathname, language)}${location.search}${location.hash}`,
    language,
  };
}
