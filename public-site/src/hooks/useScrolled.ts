import { useEffect, useState } from 'react';

function scrolledPast(thresholdPx: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > thresholdPx;
}

/** True while the page is scrolled further down than `thresholdPx` pixels. */
export function useScrolled(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(() => scrolledPast(thresholdPx));
  useEffect(() => {
    const update = () => setScrolled(scrolledPast(thresholdPx));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}
