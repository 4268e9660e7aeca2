import { useEffect, useState } from 'react';

function scrolledPast(thresholdPx: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > thresholdPx;
}

/**
 * True while the page is scrolled further down than `thresholdPx` pixels. It starts at the top,
 * as a pre-rendered page was rendered, so that hydration finds the same header, and follows
 * the scroll position from the first effect on.
 */
export function useScrolled(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(scrolledPast(thresholdPx));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}
