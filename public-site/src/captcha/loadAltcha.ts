/** The ALTCHA translations the site uses besides the widget's built-in English. */
export type AltchaLanguage = 'fr-fr' | 'pt-pt';

const translations: Record<AltchaLanguage, () => Promise<unknown>> = {
  'fr-fr': () => import('altcha/i18n/fr-fr'),
  'pt-pt': () => import('altcha/i18n/pt-pt'),
};

/**
 * Loads the ALTCHA web component (`<altcha-widget>`) on demand, so that pages without a
 * form never download it, with its texts in the page's language when that is not English.
 * Resolves once the element is defined.
 */
export async function loadAltcha(language?: AltchaLanguage): Promise<void> {
  await Promise.all([import('altcha'), language ? translations[language]() : undefined]);
  await customElements.whenDefined('altcha-widget');
}
