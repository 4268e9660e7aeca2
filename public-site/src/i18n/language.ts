import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, localizedPath, type Language } from '@caawg11/conference';

/** The language the page in front of the visitor shows. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Turns a site path into the same path in the page's language, for links. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}
