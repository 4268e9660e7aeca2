import { pricingTier, type PricingTier } from '@caawg11/conference';
import { useEffect, useState } from 'react';
import { useClock } from '../../hooks/useClock';

/** The clock's current time, refreshed every `tickMs`. */
export function useNow(tickMs: number): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return now;
}

/**
 * The pricing tier now, switching from early bird to standard by itself at the cutoff
 * without re-rendering its users every second.
 */
export function usePricingTier(tickMs: number): PricingTier {
  const clock = useClock();
  const [tier, setTier] = useState(() => pricingTier(clock));
  useEffect(() => {
    const timer = setInterval(() => setTier(pricingTier(clock)), tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return tier;
}
