import '@testing-library/jest-dom/vitest';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderOptions } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as TestingLibrary from '@testing-library/react';
import { createQueryClient } from './api/query-client';
import englishChoices from '@caawg11/conference/locales/en/choices.json';
import { i18n } from './i18n/i18n';
import { mobileMenu } from './layout/Header';
import { footer } from './layout/PublicLayout';
import { homeSections } from './pages/HomePage';

// Tests render English at once: every English catalogue is there before the first render, as
// if each page's texts had already been fetched.
const englishCatalogues = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});
for (const [path, catalogue] of Object.entries(englishCatalogues)) {
  const namespace = /\/([\w-]+)\.json$/.exec(path)?.[1];
  if (namespace) i18n.addResourceBundle('en', namespace, catalogue, true, true);
}

// The forms' English choice labels come from libs/conference, like every English catalogue
// here before the first render.
i18n.addResourceBundle('en', 'choices', englishChoices, true, true);

// In the site, the home page's sections below the fold and the footer are fetched as the
// visitor scrolls towards them, the mobile menu as they reach for its button; tests find them
// drawn at once, as if they had arrived.
await Promise.all([homeSections.preload(), footer.preload(), mobileMenu.preload()]);

// In the site, App gives every page and form a query client. Tests render a page or a form
// alone, so each render gets a fresh client of its own in the same way, and no test sees
// another's cached answers.
vi.mock('@testing-library/react', async (importOriginal) => {
  const testingLibrary = await importOriginal<typeof TestingLibrary>();
  const render = (ui: ReactNode, options: RenderOptions = {}) => {
    const client = createQueryClient();
    const Inner: ComponentType<{ children: ReactNode }> =
      options.wrapper ?? (({ children }) => children);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, createElement(Inner, null, children));
    return testingLibrary.render(ui, { ...options, wrapper });
  };
  return { ...testingLibrary, render };
});

afterEach(() => cleanup());
