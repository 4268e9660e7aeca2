import { createContext, createElement, useContext, type ReactNode } from 'react';
import { systemClock, type Clock } from '@caawg11/conference';

const ClockContext = createContext<Clock>(systemClock);

/**
 * Supplies the clock that every date-dependent rule of the pages reads. The site runs on
 * the system clock; a test wraps what it renders in a provider with a fixed clock.
 */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return createElement(ClockContext.Provider, { value: clock }, children);
}

/** The clock of the nearest ClockProvider, or the system clock when there is none. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
