import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages } from '@caawg11/conference';

type Catalogue = Record<string, unknown>;

/**
 * Every catalogue, one per language and namespace (a page's texts, or the layout's `common`),
 * each built into a small chunk of its own and fetched only when a page in that language asks
 * for it.
 */
const catalogues = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

/** The first page's English texts, built into the first load. */
const firstPage = import.meta.glob<Catalogue>(
  ['../locales/en/common.json', '../locales/en/home.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** Whether the site has a catalogue of this namespace in this language. */
function hasCatalogue(language: string, namespace: string): boolean {
  return `../locales/${language}/${namespace}.json` in catalogues;
}

export function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load = catalogues[`../locales/${language}/${namespace}.json`];
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

/**
 * Fetches namespaces in the page's language, for a page about to draw. A namespace with no
 * catalogue yet is left out rather than asked for again and again.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const existing = namespaces.filter((namespace) => hasCatalogue(i18n.language, namespace));
  if (existing.length > 0) await i18n.loadNamespaces(existing);
}
