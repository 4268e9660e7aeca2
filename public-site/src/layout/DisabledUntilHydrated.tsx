import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/**
 * Disables every button, field and menu inside until hydration, when React starts listening: a
 * tap on a pre-rendered control before then would be lost. Links work on their own and stay
 * enabled, and so does whatever is disabled of its own. The fieldset that does it draws no box
 * and is no group to assistive technology.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="presentation" className="contents min-w-0">
      {children}
    </fieldset>
  );
}
