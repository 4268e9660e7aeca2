import '@testing-library/jest-dom/vitest';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderOptions } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as TestingLibrary from '@testing-library/react';
import { createQueryClient } from './api/query-client';

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
