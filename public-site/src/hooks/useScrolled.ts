import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

function scrolledPast(thresholdPx: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > thresholdPx;
}

/**
 * True while the page is scrolled further down than `thresholdPx` pixels. A pre-rendered page
 * starts unscrolled, as the server drew it, and follows the window from hydration on.
 */
export function useScrolled(thresholdPx: number): boolean {
  const hydrated = useHydrated();
  const [scrolled, setScrolled] = useState(() => hydrated && scrolledPast(thresholdPx));
  useEffect(() => {
    const update = () => setScrolled(scrolledPast(thresholdPx));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}
