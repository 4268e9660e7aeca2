import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { format } from 'node:util';
import { onTestFinished, vi } from 'vitest';

export interface HydrationOptions {
  /**
   * What the server renders, when it wraps the tree in more than the browser does (the
   * pre-render's clock); the same tree otherwise.
   */
  serverTree?: ReactNode;
  /** What the browser does to the server's HTML before hydration (a scroll, a failed image). */
  beforeHydration?: (container: HTMLElement) => void;
}

export interface Hydrated {
  /** The element holding the hydrated page, in the document. */
  container: HTMLElement;
  /** The HTML the server rendered. */
  serverHtml: string;
}

/**
 * Renders `tree` to HTML as the pre-render does, puts the HTML in the document and hydrates the
 * same tree into it, as the browser does with a pre-rendered page, then lets the effects of
 * hydration run. Fails on any error React reports meanwhile: a hydration mismatch is logged
 * with console.error (attributes) or handed to onRecoverableError (text and elements).
 */
export async function renderOnServerThenHydrate(
  tree: ReactNode,
  { serverTree = tree, beforeHydration }: HydrationOptions = {},
): Promise<Hydrated> {
  const reported: string[] = [];
  const consoleError = vi
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => reported.push(format(...args)));
  const container = document.createElement('div');
  let root: Root | undefined;
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  let serverHtml: string;
  try {
    serverHtml = renderToString(serverTree);
    container.innerHTML = serverHtml;
    document.body.append(container);
    beforeHydration?.(container);
    // An awaited act runs hydration, the effects it starts and the render right after.
    await act(() => {
      root = hydrateRoot(container, tree, {
        onRecoverableError: (error) => reported.push(format(error)),
      });
      return Promise.resolve();
    });
  } finally {
    consoleError.mockRestore();
  }
  if (reported.length > 0) {
    throw new Error(`Hydration reported errors:\n${reported.join('\n')}`);
  }
  return { container, serverHtml };
}
