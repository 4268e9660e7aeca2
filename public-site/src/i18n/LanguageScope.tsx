import { use, type ReactNode } from 'react';
import { useLocation } from '@caawg11/conference/routing';
import type { Language } from '@caawg11/conference';
import { useDocumentLanguage } from './document';
import { i18n } from './i18n';

/**
 * The language already spoken: a promise React reads as fulfilled at once (its status set), so
 * that every render calls `use` the same way whether or not it waits.
 */
const alreadySpoken = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** The language being switched to, shared by every render waiting for it. */
const switching = new Map<Language, Promise<unknown>>();

function speak(language: Language): Promise<unknown> {
  let change = switching.get(language);
  if (!change) {
    change = i18n.changeLanguage(language).finally(() => switching.delete(language));
    switching.set(language, change);
  }
  return change;
}

/**
 * The pages under one language's prefix. The URL decides the language: the translation
 * instance is switched to it, and its texts fetched, before anything inside draws (a page
 * never flashes English on its way to French), and the document's language follows.
 */
export function LanguageScope({ language, children }: { language: Language; children: ReactNode }) {
  use(i18n.language === language ? alreadySpoken : speak(language));
  useDocumentLanguage(language, useLocation().pathname);
  return children;
}
