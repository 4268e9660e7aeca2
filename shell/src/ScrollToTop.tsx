import { useEffect, useRef } from 'react';
import { useLocation } from '@caawg11/conference/routing';

/** How long a named section may take to appear: the remote and its page load after the route. */
export const sectionWaitMs = 15_000;

function sectionId(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls to the element with this id as soon as it is on the page. Returns a function that
 * stops waiting (the visitor moved on before it appeared).
 */
function scrollToSectionWhenDrawn(id: string): () => void {
  const present = document.getElementById(id);
  if (present) {
    present.scrollIntoView({ block: 'start' });
    return () => undefined;
  }
  window.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    element.scrollIntoView({ block: 'start' });
  });
  const timer = window.setTimeout(() => stop(), sectionWaitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Every path change starts the new page at its top, unless the address names a section
 * (`/abstracts#submission-form`): then the page starts at that section once it is drawn, on a
 * fresh load as on a navigation inside the site, where the browser alone would find nothing
 * to scroll to because the page arrives later. A page that came drawn from the server is where
 * the browser put it (its top, or the section its address names) and where the visitor may
 * already have scrolled before it was hydrated, so its first position is left alone.
 */
export function ScrollToTop({ pageFromServer = false }: { pageFromServer?: boolean }) {
  const { pathname, hash } = useLocation();
  const firstPosition = useRef(true);
  useEffect(() => {
    const first = firstPosition.current;
    firstPosition.current = false;
    if (first && pageFromServer) return;
    const id = sectionId(hash);
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    return scrollToSectionWhenDrawn(id);
  }, [pathname, hash, pageFromServer]);
  return null;
}
