import { createContext, createElement, useContext, type ReactNode } from 'react';
import { fixedClock, systemClock, type Clock } from '@caawg11/conference';
import { useHydrated } from './useHydrated';

const ClockContext = createContext<Clock | undefined>(undefined);

/**
 * The name of the `<meta>` whose content is the instant a pre-rendered page was rendered at
 * (an ISO date-time). The pre-render writes it and renders with a clock fixed at that instant,
 * so that hydration reads the same clock and draws the same dates.
 */
export const renderedAtMetaName = 'caawg11-rendered-at';

let renderedAt: { instant: string; clock: Clock } | undefined;

/** A clock fixed at the instant the page was pre-rendered at, if it was pre-rendered. */
function renderedAtClock(): Clock | undefined {
  if (typeof document === 'undefined') return undefined;
  const instant = document.querySelector<HTMLMetaElement>(
    `meta[name="${renderedAtMetaName}"]`,
  )?.content;
  if (!instant || Number.isNaN(Date.parse(instant))) return undefined;
  // One clock per instant: its users restart their timers when the clock they read changes.
  if (renderedAt?.instant !== instant) renderedAt = { instant, clock: fixedClock(instant) };
  return renderedAt.clock;
}

/**
 * Supplies the clock that every date-dependent rule of the pages reads. The site runs on
 * the system clock; a test wraps what it renders in a provider with a fixed clock, and the
 * pre-render in one fixed at the instant it renders at.
 */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return createElement(ClockContext.Provider, { value: clock }, children);
}

/**
 * The clock of the nearest ClockProvider; without one, the system clock, except while
 * pre-rendered HTML is hydrated: then the clock the page was rendered with, so that hydration
 * draws what the server drew, and the visitor's own "now" right after.
 */
export function useClock(): Clock {
  const provided = useContext(ClockContext);
  const hydrated = useHydrated();
  if (provided) return provided;
  return hydrated ? systemClock : (renderedAtClock() ?? systemClock);
}
