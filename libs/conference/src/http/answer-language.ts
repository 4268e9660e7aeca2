import { defaultLanguage, type Language } from '../languages.js';

// Apart from the client so that a page can set it without loading the client itself.
let current: Language = defaultLanguage;

/**
 * The language later calls ask the api to answer their messages in (their Accept-Language): the
 * public site sets its page's language; the admin portal never does, so its answers stay English.
 */
export function setAnswerLanguage(language: Language): void {
  current = language;
}

export function answerLanguage(): Language {
  return current;
}
