import { Fragment, type ReactNode } from 'react';
import i18next from 'i18next';
import {
  choiceLabel,
  choiceLists,
  defaultLanguage,
  type ChoiceCatalogue,
  type ChoiceList,
  type Language,
} from '@caawg11/conference';
import enChoices from '@caawg11/conference/locales/en/choices.json' with { type: 'json' };
import frChoices from '@caawg11/conference/locales/fr/choices.json' with { type: 'json' };
import ptChoices from '@caawg11/conference/locales/pt/choices.json' with { type: 'json' };
import en from './locales/en/emails.json' with { type: 'json' };
import fr from './locales/fr/emails.json' with { type: 'json' };
import pt from './locales/pt/emails.json' with { type: 'json' };

/** The e-mails' catalogues, by language: one `emails` namespace each, keyed by template. */
export const emailCatalogues: Readonly<Record<Language, object>> = { en, fr, pt };

/** The forms' choice labels, the same catalogues the public site shows them from. */
const choiceCatalogues: Readonly<Record<Language, ChoiceCatalogue>> = {
  en: enChoices,
  fr: frChoices,
  pt: ptChoices,
};

/** The value of a list that is `given`, or whose English label is (records keep some as labels). */
function choiceValue(list: ChoiceList, given: string): string {
  const labels: Readonly<Record<string, string>> = choiceLists[list];
  if (given in labels) return given;
  return Object.keys(labels).find((value) => labels[value] === given) ?? given;
}

const instance = i18next.createInstance();
// Synchronous: the resources are in memory, so the instance is ready when this module is.
void instance.init({
  resources: {
    en: { emails: en },
    fr: { emails: fr },
    pt: { emails: pt },
  },
  lng: defaultLanguage,
  fallbackLng: false,
  ns: ['emails'],
  defaultNS: 'emails',
  initAsync: false,
  // React escapes what it renders; escaping here too would show visitors' "&" as "&amp;".
  interpolation: { escapeValue: false },
});

type Values = Readonly<Record<string, unknown>>;

/** The e-mail texts of one language. */
export interface MailText {
  readonly language: Language;
  /** The text under `key`, its `{{placeholders}}` filled; `count` picks a plural form. */
  (key: string, values?: Values): string;
  /**
   * A text with elements in it (links, bold): each `{{name}}` of `elements` becomes that
   * element, the other placeholders are filled from `values` as plain text.
   */
  rich(key: string, values: Values, elements: Readonly<Record<string, ReactNode>>): ReactNode;
  /**
   * The visible label of a choice a visitor made, whose stored value is the English option
   * (a subtheme title, an accommodation type...); a value the catalogue does not know is shown
   * as it was stored. Some records keep the English label instead of the value (a category's
   * "AAWG member"): either is understood.
   */
  choice(list: ChoiceList, valueOrLabel: string): string;
}

// Marks an element's place in a translated text; never part of a text a visitor can type in.
const marker = '\uE000';
const markerPattern = new RegExp(`${marker}(\\w+)${marker}`);

function withoutMarkers(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll(marker, '') : value,
    ]),
  );
}

const texts = new Map<Language, MailText>();

export function mailText(language: Language = defaultLanguage): MailText {
  const existing = texts.get(language);
  if (existing) return existing;
  const translate = instance.getFixedT(language, 'emails');
  const text = ((key: string, values: Values = {}) =>
    String(translate(key, withoutMarkers(values)))) as MailText;
  Object.defineProperty(text, 'language', { value: language });
  text.rich = (key, values, elements) => {
    const markers = Object.fromEntries(
      Object.keys(elements).map((name) => [name, `${marker}${name}${marker}`]),
    );
    const parts = String(translate(key, { ...withoutMarkers(values), ...markers })).split(
      markerPattern,
    );
    // split() with a capture group alternates text and element names: text, name, text...
    return parts.map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{elements[part]}</Fragment>,
    );
  };
  text.choice = (list, valueOrLabel) =>
    choiceLabel(choiceCatalogues[language], list, choiceValue(list, valueOrLabel));
  texts.set(language, text);
  return text;
}
