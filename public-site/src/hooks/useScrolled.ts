import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * True while the page is scrolled further down than `thresholdPx` pixels. A pre-rendered page
 * is hydrated as rendered (at the top) and follows the scroll position right after.
 */
export function useScrolled(thresholdPx: number): boolean {
  const scrolledPast = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribe, scrolledPast, () => false);
}
