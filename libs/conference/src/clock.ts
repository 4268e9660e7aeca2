/**
 * The one source of "now" for every rule that depends on the date. Production code
 * uses the system clock; tests hand in a fixed one so they can stand on any day.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return { now: () => new Date(instant.getTime()) };
}
