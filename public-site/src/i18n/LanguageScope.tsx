import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { useLocation } from '@caawg11/conference/routing';
import type { Language } from '@caawg11/conference';
import { useDocumentLanguage } from './document';

/**
 * The language already spoken: a promise React reads as fulfilled at once (its status set), so
 * that every render calls `use` the same way whether or not it waits.
 */
const alreadySpoken = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** The language each translation instance is being switched to, shared by every render waiting. */
const switching = new WeakMap<I18n, Map<Language, Promise<unknown>>>();

function speak(instance: I18n, language: Language): Promise<unknown> {
  const changes = switching.get(instance) ?? new Map<Language, Promise<unknown>>();
  switching.set(instance, changes);
  let change = changes.get(language);
  if (!change) {
    change = instance.changeLanguage(language).finally(() => changes.delete(language));
    changes.set(language, change);
  }
  return change;
}

/**
 * The pages under one language's prefix. The URL decides the language: the translation
 * instance is switched to it, and its texts fetched, before anything inside draws (a page
 * never flashes English on its way to French), and the document's language follows. The
 * instance is the site's own in the browser, and a fresh one for each page pre-rendered.
 */
export function LanguageScope({ language, children }: { language: Language; children: ReactNode }) {
  const { i18n } = useTranslation();
  use(i18n.language === language ? alreadySpoken : speak(i18n, language));
  useDocumentLanguage(language, useLocation().pathname);
  return children;
}
