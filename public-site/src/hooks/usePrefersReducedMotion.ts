import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

const query = '(prefers-reduced-motion: reduce)';

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * True when the visitor has asked the system for less motion. A pre-rendered page knows no
 * visitor: it is drawn as for motion (the style sheets still stop the animations of a visitor
 * who asked for less) and follows the visitor's setting from hydration on.
 */
export function usePrefersReducedMotion(): boolean {
  const hydrated = useHydrated();
  const [reduced, setReduced] = useState(() => hydrated && matches());
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}
