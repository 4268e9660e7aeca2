import { negotiateLanguage } from './languages.js';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['pt-BR', 'pt'],
    ['de-DE,de;q=0.9', 'en'],
    ['de, pt;q=0.5, fr;q=0.7', 'fr'],
    ['en;q=0.1, pt', 'pt'],
    ['fr;q=0', 'en'],
    ['*', 'en'],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});
