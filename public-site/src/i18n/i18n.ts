import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages } from '@caawg11/conference';
import { setAnswerLanguage } from '@caawg11/conference/http/answer-language';
import { addIntlFormats } from './intl-formats';

type Catalogue = Record<string, unknown>;

/** The first page's English texts, built into the first load. */
const firstPage = import.meta.glob<Catalogue>(
  ['../locales/en/common.json', '../locales/en/home.json'],
  { eager: true, import: 'default' },
);

/**
 * Every other catalogue, one per language and namespace (a page's texts, the layout's `common`
 * or the footer's), each built into a small chunk of its own and fetched only when a page in
 * that language asks for it.
 */
const catalogues = import.meta.glob<Catalogue>(
  ['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/home.json'],
  { import: 'default' },
);

/** The namespace of the visitors' messages, whose catalogues the api shares. */
export const messagesNamespace = 'messages';

type CatalogueLoaders = Readonly<Record<string, () => Promise<Catalogue>>>;

/**
 * The catalogues the shared library owns, because the api's answers and e-mails use them too:
 * the visitors' messages (validation and api messages) and the forms' choice labels. Each
 * language's file is a chunk of its own, fetched only for a page in it.
 */
const libraryCatalogues: Readonly<Record<string, CatalogueLoaders>> = {
  [messagesNamespace]: {
    en: () =>
      import('@caawg11/conference/locales/en/messages.json').then(({ default: texts }) => texts),
    fr: () =>
      import('@caawg11/conference/locales/fr/messages.json').then(({ default: texts }) => texts),
    pt: () =>
      import('@caawg11/conference/locales/pt/messages.json').then(({ default: texts }) => texts),
  },
  choices: {
    en: () =>
      import('@caawg11/conference/locales/en/choices.json').then(({ default: texts }) => texts),
    fr: () =>
      import('@caawg11/conference/locales/fr/choices.json').then(({ default: texts }) => texts),
    pt: () =>
      import('@caawg11/conference/locales/pt/choices.json').then(({ default: texts }) => texts),
  },
};

/** How to fetch the catalogue of this namespace in this language, if the site has one. */
function catalogueLoader(
  language: string,
  namespace: string,
): (() => Promise<Catalogue>) | undefined {
  const file = `../locales/${language}/${namespace}.json`;
  const bundled = firstPage[file];
  if (bundled) return () => Promise.resolve(bundled);
  return libraryCatalogues[namespace]?.[language] ?? catalogues[file];
}

export function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load = catalogueLoader(language, namespace);
  if (!load) return Promise.reject(new Error(`No ${language} catalogue named ${namespace}`));
  return load();
}

/**
 * The site's one translation instance. The first page's English texts ship with the first load,
 * so the home page draws at once; there is no fallback language, so a text missing from a
 * catalogue shows as its key (the catalogue tests keep every language complete) rather than as
 * English on a French page.
 */
export const i18n = i18next.createInstance();

// Every call to the api asks for its messages in the page's language.
i18n.on('languageChanged', (language) =>
  setAnswerLanguage(isLanguage(language) ? language : defaultLanguage),
);

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalogue))
  .init({
    lng: defaultLanguage,
    supportedLngs: languages,
    fallbackLng: false,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: {
      [defaultLanguage]: {
        common: firstPage['../locales/en/common.json'] ?? {},
        home: firstPage['../locales/en/home.json'] ?? {},
      },
    },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

addIntlFormats(i18n);

/**
 * Fetches namespaces in the page's language, for a page about to draw. A namespace with no
 * catalogue yet is left out rather than asked for again and again.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const existing = namespaces.filter(
    (namespace) => catalogueLoader(i18n.language, namespace) !== undefined,
  );
  if (existing.length > 0) await i18n.loadNamespaces(existing);
}
