import {
  arrivalRedirect,
  browserLanguage,
  languageStorageKey,
  rememberLanguage,
  rememberedLanguage,
} from './preference';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('language preference', () => {
  it('remembers a chosen language, and reads nothing it does not know', () => {
    const storage = memoryStorage();
    expect(rememberedLanguage(storage)).toBeUndefined();
    rememberLanguage('pt', storage);
    expect(storage.getItem(languageStorageKey)).toBe('pt');
    expect(rememberedLanguage(storage)).toBe('pt');
    expect(rememberedLanguage(memoryStorage({ [languageStorageKey]: 'de' }))).toBeUndefined();
  });

  it('survives a browser whose storage throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberedLanguage(blocked)).toBeUndefined();
    expect(() => rememberLanguage('fr', blocked)).not.toThrow();
  });

  it("takes the browser's first preferred language that the site speaks", () => {
    expect(browserLanguage(['pt-BR', 'en-US'])).toBe('pt');
    expect(browserLanguage(['de-DE', 'FR-ca', 'en'])).toBe('fr');
    expect(browserLanguage(['en-GB', 'fr'])).toBe('en');
    expect(browserLanguage(['de', 'sw'])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });

  describe('on arrival', () => {
    it('sends a first-time French or Portuguese browser to the prefixed page, query and anchor kept', () => {
      expect(arrivalRedirect(at('/'), undefined, ['fr-FR'])).toEqual({
        to: '/fr',
        language: 'fr',
      });
      expect(
        arrivalRedirect(at('/abstracts', '?ref=mail', '#dates'), undefined, ['pt-PT']),
      ).toEqual({ to: '/pt/abstracts?ref=mail#dates', language: 'pt' });
    });

    it('leaves an English or unknown browser on the English page', () => {
      expect(arrivalRedirect(at('/'), undefined, ['en-US', 'fr'])).toBeUndefined();
      expect(arrivalRedirect(at('/venue'), undefined, ['de'])).toBeUndefined();
    });

    it('keeps a visitor who chose English in English, whatever the browser prefers', () => {
      expect(arrivalRedirect(at('/registration'), 'en', ['fr'])).toBeUndefined();
    });

    it('opens an unprefixed page in the language a returning visitor chose', () => {
      expect(arrivalRedirect(at('/registration'), 'pt', ['fr'])).toEqual({
        to: '/pt/registration',
        language: 'pt',
      });
    });

    it('obeys a prefixed URL whatever was remembered or preferred', () => {
      expect(arrivalRedirect(at('/fr/registration'), 'pt', ['pt'])).toBeUndefined();
      expect(arrivalRedirect(at('/pt'), 'en', ['en'])).toBeUndefined();
    });
  });
});
