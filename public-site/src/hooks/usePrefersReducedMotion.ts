import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function reducedMotionList(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = reducedMotionList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True when the visitor has asked the system for less motion. A pre-rendered page is hydrated
 * as rendered (with motion) and follows the visitor's setting right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionList()?.matches ?? false,
    () => false,
  );
}
