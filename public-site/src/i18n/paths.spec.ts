import { localizedPath } from '@caawg11/conference';
import { languageOfPath, pageAddress, pathInLanguage, unprefixedPath } from './paths';

describe('language paths', () => {
  it.each([
    ['/', 'en'],
    ['/registration', 'en'],
    ['/fr', 'fr'],
    ['/fr/registration', 'fr'],
    ['/pt/reminders/opt-out', 'pt'],
    ['/french', 'en'],
    ['/en/about', 'en'],
  ])('reads the language of %s as %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/pt/abstracts', '/abstracts'],
  ])('finds the English path of %s: %s', (path, english) => {
    expect(unprefixedPath(path)).toBe(english);
  });

  it('keeps English paths unchanged and prefixes the others', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/registration', 'en')).toBe('/registration');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/registration', 'fr')).toBe('/fr/registration');
    expect(localizedPath('abstracts', 'pt')).toBe('/pt/abstracts');
  });

  it('maps a page to the same page in another language', () => {
    expect(pathInLanguage('/fr/registration', 'pt')).toBe('/pt/registration');
    expect(pathInLanguage('/pt/abstracts', 'en')).toBe('/abstracts');
    expect(pathInLanguage('/venue', 'fr')).toBe('/fr/venue');
    expect(pathInLanguage('/fr', 'en')).toBe('/');
    expect(pathInLanguage('/', 'pt')).toBe('/pt');
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'fr', '/fr/'],
    ['/fr', 'pt', '/pt/'],
    ['/pt/', 'en', '/'],
    ['registration', 'en', '/registration'],
    ['/registration/', 'fr', '/fr/registration'],
    ['/fr/reminders/opt-out', 'pt', '/pt/reminders/opt-out'],
  ] as const)('gives %s one address in %s: %s', (path, language, address) => {
    expect(pageAddress(path, language)).toBe(address);
  });
});
