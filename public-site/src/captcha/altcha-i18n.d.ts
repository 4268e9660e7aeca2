// ALTCHA's translation files register themselves with the widget and export nothing.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/pt-pt';
