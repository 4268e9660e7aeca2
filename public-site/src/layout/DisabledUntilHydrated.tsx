import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/**
 * Tells the layout that the page inside it has been hydrated. The value never changes (a state
 * setter): a new one would reach into a page still waiting for its code and make React throw its
 * server HTML away.
 */
const PageHydratedContext = createContext<(hydrated: true) => void>(() => undefined);

/**
 * Disables every button, field and menu inside until the page is hydrated, when React listens
 * to them: a tap on a pre-rendered control before then would be lost. The layout hydrates
 * before the page inside it, whose code may still be on its way, so the controls come alive only
 * when the page says it is hydrated (usePageHydrated). Links work on their own and stay enabled,
 * and so does whatever is disabled of its own. The fieldset that does it draws no box and is no
 * group to assistive technology.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // A page the browser draws itself is live from its first render.
  const [pageHydrated, setPageHydrated] = useState<boolean>(hydrated);
  return (
    <PageHydratedContext value={setPageHydrated}>
      <fieldset
        disabled={!(hydrated && pageHydrated)}
        role="presentation"
        className="contents min-w-0"
      >
        {children}
      </fieldset>
    </PageHydratedContext>
  );
}

/** Called by every page of the layout: once it runs, the page is hydrated. */
export function usePageHydrated(): void {
  const setPageHydrated = use(PageHydratedContext);
  useEffect(() => setPageHydrated(true), [setPageHydrated]);
}
