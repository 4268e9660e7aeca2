/** The languages the public site, its forms and the visitors' e-mails speak. */
export const languages = ['en', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];

/** The specification's language: the api's answers when a request asks for no other. */
export const defaultLanguage: Language = 'en';

/** Each language named in itself, as the language switcher shows it. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language an Accept-Language header prefers among ours, by its quality values ("pt-BR,
 * fr;q=0.8" is Portuguese); English when the header is absent or names none of ours.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: quality === undefined ? 1 : Number(quality),
        position,
      };
    })
    .filter(({ quality }) => quality > 0 && !Number.isNaN(quality))
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked.map(({ language }) => language).find(isLanguage) ?? defaultLanguage;
}

/**
 * A path of the public site in a language, as the site routes it: English keeps the unprefixed
 * path, the others start /fr or /pt (`/` in French is `/fr`).
 */
export function localizedPath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The BCP 47 tag `Intl` formats a language's dates and amounts with. */
export const intlLocales: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  fr: 'fr-FR',
  pt: 'pt-PT',
};
