import i18next from 'i18next';
import {
  choiceLabel,
  defaultLanguage,
  type ChoiceCatalogue,
  type ChoiceList,
  type Language,
} from '@caawg11/conference';
import enChoices from '@caawg11/conference/locales/en/choices.json' with { type: 'json' };
import frChoices from '@caawg11/conference/locales/fr/choices.json' with { type: 'json' };
import ptChoices from '@caawg11/conference/locales/pt/choices.json' with { type: 'json' };
import en from './locales/en/documents.json' with { type: 'json' };
import fr from './locales/fr/documents.json' with { type: 'json' };
import pt from './locales/pt/documents.json' with { type: 'json' };
import { edition } from '@caawg11/conference';

const choiceCatalogues: Readonly<Record<Language, ChoiceCatalogue>> = {
  en: enChoices,
  fr: frChoices,
  pt: ptChoices,
};

/** How each language writes amounts and dates; English keeps the $150.00 and 5 August 2025 of before. */
const locales: Readonly<Record<Language, { money: string; date: string }>> = {
  en: { money: 'en-US', date: 'en-GB' },
  fr: { money: 'fr-FR', date: 'fr-FR' },
  pt: { money: 'pt-PT', date: 'pt-PT' },
};

const instance = i18next.createInstance();
// Synchronous: the catalogues are in memory, so the instance is ready when this module is.
void instance.init({
  resources: { en: { documents: en }, fr: { documents: fr }, pt: { documents: pt } },
  lng: defaultLanguage,
  fallbackLng: false,
  ns: ['documents'],
  defaultNS: 'documents',
  initAsync: false,
  // PDFs are not HTML: names such as "Smith & Sons" print as written.
  interpolation: { escapeValue: false },
});

/** The words, amounts and dates of the payment documents in one language. */
export interface DocumentText {
  readonly language: Language;
  (key: string, values?: Readonly<Record<string, string>>): string;
  /** Cents as an amount of US dollars: $150.00, 150,00 $US, 150,00 US$. */
  money(cents: number): string;
  /** A moment, or a calendar day (YYYY-MM-DD), as a long date in the conference's time zone. */
  date(value: Date | string): string;
  /** A choice's label (a payment method, a participant category) in this language. */
  choice(list: ChoiceList, value: string): string;
}

const texts = new Map<Language, DocumentText>();

export function documentText(language: Language = defaultLanguage): DocumentText {
  const existing = texts.get(language);
  if (existing) return existing;
  const translate = instance.getFixedT(language, 'documents');
  const usd = new Intl.NumberFormat(locales[language].money, {
    style: 'currency',
    currency: 'USD',
  });
  const longDate = new Intl.DateTimeFormat(locales[language].date, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: edition.timeZone,
  });
  const text = ((key: string, values: Readonly<Record<string, string>> = {}) =>
    String(translate(key, values))) as DocumentText;
  Object.defineProperty(text, 'language', { value: language });
  text.money = (cents) => usd.format(cents / 100);
  // A calendar day is read at noon, so no time zone moves it to the day before or after.
  text.date = (value) =>
    longDate.format(typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value);
  text.choice = (list, value) => choiceLabel(choiceCatalogues[language], list, value);
  texts.set(language, text);
  return text;
}
