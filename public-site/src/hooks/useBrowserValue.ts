import { useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A value only the visitor's browser knows (its address, its storage), read once: at the first
 * render when the browser draws the page itself, or right after hydration when the page was
 * rendered ahead of its visitor (undefined until then, as on the server).
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  const hydrated = useHydrated();
  const [found, setFound] = useState(() => (hydrated ? { value: read() } : undefined));
  if (hydrated && !found) {
    const value = read();
    setFound({ value });
    return value;
  }
  return found?.value;
}
