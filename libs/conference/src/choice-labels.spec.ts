import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, type Language } from './languages.js';
import {
  choiceKey,
  choiceLabel,
  choiceLists,
  englishChoiceCatalogue,
  type ChoiceCatalogue,
  type ChoiceList,
} from './choice-labels.js';

const localesDir = join(process.cwd(), 'locales');

function catalogueOf(language: Language): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(join(localesDir, language, 'choices.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
}

const lists = Object.keys(choiceLists) as ChoiceList[];

describe('choice labels', () => {
  it('keys a value without the separators i18next reads', () => {
    expect(choiceKey('Mr.')).toBe('mr');
    expect(choiceKey('3-Bedroom Apartment')).toBe('3-bedroom-apartment');
    expect(choiceKey('Geo-education & Capacity Building')).toBe('geo-education-capacity-building');
  });

  it('gives every value of every list one distinct key', () => {
    for (const list of lists) {
      const keys = Object.keys(choiceLists[list]).map(choiceKey);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('has the English catalogue built from the lists, word for word', () => {
    expect(catalogueOf('en')).toEqual(englishChoiceCatalogue());
  });

  it.each(languages)('labels every value of every list in %s', (language) => {
    const catalogue = catalogueOf(language);
    expect(Object.keys(catalogue).sort()).toEqual([...lists].sort());
    for (const list of lists) {
      const expected = Object.keys(choiceLists[list]).map(choiceKey).sort();
      expect(Object.keys(catalogue[list] ?? {}).sort()).toEqual(expected);
      for (const label of Object.values(catalogue[list] ?? {})) expect(label.trim()).not.toBe('');
    }
  });

  it('looks a value up in a language, and keeps the English label for a value it does not know', () => {
    const french = catalogueOf('fr') as ChoiceCatalogue;
    expect(choiceLabel(french, 'titles', 'Prof.')).toBe('Pr');
    expect(choiceLabel(french, 'subthemes', 'Harnessing Geospatial Data and AI')).toBe(
      "Exploiter les données géospatiales et l'IA",
    );
    expect(choiceLabel(catalogueOf('pt'), 'participationTypes', 'presenter')).toBe(
      'Apresentador(a)',
    );
    expect(choiceLabel(catalogueOf('en'), 'participantCategories', 'member')).toBe('AAWG member');
    expect(choiceLabel(french, 'accommodationTypes', 'Penthouse')).toBe('Penthouse');
    expect(choiceLabel({}, 'paymentMethods', 'bank-transfer')).toBe('Bank transfer');
  });
});
