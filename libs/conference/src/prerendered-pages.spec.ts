import { prerenderedFileName, prerenderedFileOfPath } from './prerendered-pages.js';

describe('prerendered pages', () => {
  it('names each page in each language as the shell looks it up', () => {
    expect(prerenderedFileName('en', '/')).toBe('en/index');
    expect(prerenderedFileName('fr', '/registration')).toBe('fr/registration');
    expect(prerenderedFileOfPath('/')).toEqual({ name: 'en/index', language: 'en' });
    expect(prerenderedFileOfPath('/fr')).toEqual({ name: 'fr/index', language: 'fr' });
    expect(prerenderedFileOfPath('/fr/')).toEqual({ name: 'fr/index', language: 'fr' });
    expect(prerenderedFileOfPath('/pt/registration')).toEqual({
      name: 'pt/registration',
      language: 'pt',
    });
    expect(prerenderedFileOfPath('/registration/')).toEqual({
      name: 'en/registration',
      language: 'en',
    });
  });

  it('leaves every other path to the browser', () => {
    for (const path of [
      '/dashboard',
      '/my-registration',
      '/certificates/ABC',
      '/en/registration',
      '/fr/unknown',
      '/registration/extra',
      '/favicon.svg',
    ]) {
      expect(prerenderedFileOfPath(path)).toBeUndefined();
    }
  });
});
