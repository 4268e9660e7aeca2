import { useEffect } from 'react';

/**
 * Stops the page behind a modal from scrolling while the calling component is mounted, and
 * puts back whatever overflow and padding the body had before. The padding stands in for the
 * scrollbar that disappears, so the page does not jump sideways.
 */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPaddingRight = body.style.paddingRight;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
    };
  }, []);
}
