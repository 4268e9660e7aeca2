import { useSyncExternalStore } from 'react';

// Whether the page is hydrated never changes once it is, so there is nothing to listen to.
const subscribe = () => () => undefined;
const inTheBrowser = () => true;
const beforeHydration = () => false;

/**
 * False on the server and during the render that hydrates pre-rendered HTML, true from then on
 * (and from the first render when the browser draws the page itself). What depends on the
 * visitor, the clock, the window or storage waits for it, so that hydration finds exactly the
 * HTML the server wrote and the visitor's own values fill in right after.
 *
 * The render right after hydration is synchronous. A component using this hook should hand
 * any `<Suspense>` below it the same element on that render (children it was given, a
 * constant, a memoized element): a new one makes React replace server HTML still waiting for
 * its code with the fallback.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inTheBrowser, beforeHydration);
}
