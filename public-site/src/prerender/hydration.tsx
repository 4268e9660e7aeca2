import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  fixedClock,
  prerenderedAtAttribute,
  prerenderedPathAttribute,
  withoutTrailingSlash,
} from '@caawg11/conference';
import { ClockProvider, useClock } from '../hooks/useClock';

/**
 * The pre-rendered page this page load hydrates, if any: the shell hydrates the HTML the
 * server sent when it was rendered for this path, and draws from nothing otherwise.
 */
export function prerenderedPage(): { path: string; renderedAt: Date } | undefined {
  if (typeof document === 'undefined') return undefined;
  const root = document.getElementById('root');
  const path = root?.getAttribute(prerenderedPathAttribute);
  const renderedAt = root?.getAttribute(prerenderedAtAttribute);
  if (!path || !renderedAt) return undefined;
  if (withoutTrailingSlash(path) !== withoutTrailingSlash(window.location.pathname)) {
    return undefined;
  }
  return { path, renderedAt: new Date(renderedAt) };
}

const subscribeToNothing = () => () => undefined;

/**
 * Hydrates the pages with the clock their HTML was rendered with, so that a day count or an
 * early-bird rate reads as in the HTML while React takes it over, then moves to the clock of
 * the page (the system's, or a test's) once hydrated: React reads the server's answer
 * (`false`) while hydrating and the browser's (`true`) right after.
 */
export function HydrationClock({ children }: { children: ReactNode }) {
  const outer = useClock();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [renderedAt] = useState(() => prerenderedPage()?.renderedAt);
  const clock = useMemo(
    () => (!hydrated && renderedAt ? fixedClock(renderedAt) : outer),
    [hydrated, renderedAt, outer],
  );
  return <ClockProvider clock={clock}>{children}</ClockProvider>;
}
