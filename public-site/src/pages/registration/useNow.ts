import { pricingTier, type PricingTier } from '@caawg11/conference';
import { useEffect, useState } from 'react';
import { useClock } from '../../hooks/useClock';

/**
 * The clock's current time, refreshed every `tickMs`, and at once whenever the clock changes
 * (after hydration, from the instant the page was rendered at to the visitor's own clock).
 */
export function useNow(tickMs: number): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const tick = () => setNow(clock.now());
    tick();
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return now;
}

/**
 * The pricing tier now, switching from early bird to standard by itself at the cutoff
 * without re-rendering its users every second, and at once whenever the clock changes.
 */
export function usePricingTier(tickMs: number): PricingTier {
  const clock = useClock();
  const [tier, setTier] = useState(() => pricingTier(clock));
  useEffect(() => {
    const update = () => setTier(pricingTier(clock));
    update();
    const timer = setInterval(update, tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return tier;
}
