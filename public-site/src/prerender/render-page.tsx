import { StrictMode, Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  fixedClock,
  localizedPath,
  type Language,
  type PrerenderedPage,
} from '@caawg11/conference';
import { App } from '../App';
import { ClockProvider } from '../hooks/useClock';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { documentTexts } from './seo';

function DrawsNothing() {
  return null;
}

/**
 * The shell's frame around the site, as the browser's tree has it (shell/src/App.tsx): a
 * component that draws nothing beside the route whose `<Suspense>` waits for this remote.
 * Hydration needs the same boundaries and the same `useId` values as the server's HTML, and
 * both follow the shape of the tree, so the frame is drawn here with that shape.
 */
function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <DrawsNothing />
      <Suspense fallback={null}>{children}</Suspense>
    </>
  );
}

export interface RenderedPage {
  /** The markup of the page, to go inside the shell's `#root`. */
  body: string;
  /** What React asks the document's head to preload (the hero's picture). */
  preloads: string;
  title: string;
  description: string;
}

/**
 * Draws one public page in one language as the site draws it in the browser, waiting for every
 * page module, catalogue and deferred section (what the browser fetches as the visitor scrolls is
 * in the HTML from the start). Dates are drawn as of `renderedAt`, the instant the browser's
 * first render reads back while it hydrates.
 */
export async function renderPage(
  page: PrerenderedPage,
  language: Language,
  renderedAt: Date,
): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  await loadNamespaces([page.namespace]);
  const tree = (
    <StrictMode>
      <StaticRouter location={localizedPath(page.path, language)}>
        <ClockProvider clock={fixedClock(renderedAt)}>
          <ShellFrame>
            <App />
          </ShellFrame>
        </ClockProvider>
      </StaticRouter>
    </StrictMode>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    onError: (error) => void errors.push(error),
    // Every part is written in its place: React would write a large part at the end, with an
    // inline script to move it, which the site's Content-Security-Policy rightly refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // A part that fails to draw would be left to the browser: the build fails instead.
  if (errors.length > 0) {
    throw new AggregateError(errors, `${language} ${page.path} did not draw whole`);
  }
  const markup = await new Response(prelude).text();
  if (/<script|<!--\$[?!]-->/.test(markup)) {
    throw new Error(`${language} ${page.path} left a part to be moved by a script`);
  }
  // React writes the preloads it was asked for ahead of the markup; they belong in the head.
  const [, preloads = '', body = ''] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { body, preloads, ...documentTexts(i18n.getFixedT(language), page.namespace) };
}
