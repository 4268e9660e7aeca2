import type { i18n as I18n } from 'i18next';
import { intlLocales, isLanguage } from '@caawg11/conference';

/** The `Intl` locale of a language code: Intl reads a bare "pt" as Brazil's Portuguese. */
function intlLocaleOf(language: string | undefined): string | undefined {
  return isLanguage(language) ? intlLocales[language] : language;
}

/**
 * Makes the catalogues' {{value, number}}, {{value, currency(...)}} and {{value, datetime(...)}}
 * format for the language's own country (150,00 US$ in Portuguese, not US$ 150,00). Called once
 * an instance is initialised, when its formatter exists.
 */
export function addIntlFormats(instance: I18n): void {
  const formatter = instance.services.formatter;
  formatter?.addCached('number', (language, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(intlLocaleOf(language), options);
    return (value: number) => format.format(value);
  });
  formatter?.addCached('currency', (language, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(intlLocaleOf(language), { ...options, style: 'currency' });
    return (value: number) => format.format(value);
  });
  formatter?.addCached('datetime', (language, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(intlLocaleOf(language), options);
    return (value: Date) => format.format(value);
  });
}
