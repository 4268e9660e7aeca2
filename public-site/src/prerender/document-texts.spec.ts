import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next from 'i18next';
import { languages } from '@caawg11/conference';
import { documentTexts } from './seo';

type Catalogue = Record<string, unknown>;

const catalogueFiles = import.meta.glob<Catalogue>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogue = (language: string, namespace: string): Catalogue =>
  catalogueFiles[`../locales/${language}/${namespace}.json`] ?? {};

// Vitest runs in the public site's folder. Every page's title is a `<namespace>:documentTitle`
// key of the routes, the home page's included.
const pageNamespaces = [
  ...readFileSync(resolve('src/App.tsx'), 'utf8').matchAll(/["']([\w-]+):documentTitle["']/g),
].map(([, namespace]) => namespace ?? '');

const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        pageNamespaces.map((namespace) => [namespace, catalogue(language, namespace)]),
      ),
    ]),
  ),
  fallbackLng: false,
  initAsync: false,
});

describe('page titles and descriptions', () => {
  it('cover every catalogue that titles a page', () => {
    const titled = Object.entries(catalogueFiles)
      .filter(([file, keys]) => file.startsWith('../locales/en/') && 'documentTitle' in keys)
      .map(([file]) => /([\w-]+)\.json$/.exec(file)?.[1]);
    expect(pageNamespaces).toContain('home');
    expect([...pageNamespaces].sort()).toEqual(titled.sort());
  });

  describe.each(languages)('in %s', (language) => {
    const translate = (key: string, options: { ns: string }) =>
      texts.t(key, { ...options, lng: language });

    it.each(pageNamespaces)('describe %s in 50 to 160 characters of plain text', (namespace) => {
      const { title, description } = documentTexts(translate, namespace);
      expect(title).toMatch(/CAAWG11/);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/[{}<>]/);
      expect(description).not.toBe(
        documentTexts(
          (key, options) => texts.t(key, { ...options, lng: language === 'en' ? 'fr' : 'en' }),
          namespace,
        ).description,
      );
    });
  });
});
