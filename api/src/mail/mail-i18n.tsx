import { Fragment, type ReactNode } from 'react';
import i18next from 'i18next';
import { defaultLanguage, type Language } from '@caawg11/conference';
import en from './locales/en/emails.json' with { type: 'json' };
import fr from './locales/fr/emails.json' with { type: 'json' };
import pt from './locales/pt/emails.json' with { type: 'json' };

/** The e-mails' catalogues, by language: one `emails` namespace each, keyed by template. */
export const emailCatalogues: Readonly<Record<Language, object>> = { en, fr, pt };

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
   * as it was stored.
   */
  choice(list: string, value: string): string;
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
  text.choice = (list, value) => {
    const labels = translate(`choices.${list}`, { returnObjects: true }) as unknown;
    const label =
      typeof labels === 'object' && labels !== null
        ? (labels as Record<string, unknown>)[value]
        : undefined;
    return typeof label === 'string' ? label : value;
  };
  texts.set(language, text);
  return text;
}
