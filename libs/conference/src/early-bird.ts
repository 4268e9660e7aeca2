import type { Clock } from './clock.js';
import { deadlines } from './dates.js';
import { earlyBirdEndsAt } from './fees.js';
import { conferenceInstant } from './time.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The Early Bird banner's day count: the absolute difference in days from now to
 * 31 July 2025, rounded up. Past that date the same rule makes it count upward.
 */
export function earlyBirdBannerDays(clock: Clock): number {
  const target = conferenceInstant(deadlines.earlyBirdLastDay);
  return Math.ceil(Math.abs(target.getTime() - clock.now().getTime()) / dayMs);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until the end of 23:59:59 on the last early-bird day, or null once it has passed. */
export function earlyBirdCountdown(clock: Clock): Countdown | null {
  const left = earlyBirdEndsAt.getTime() - 1000 - clock.now().getTime();
  if (left < 0) return null;
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

export function padTwo(value: number): string {
  return String(value).padStart(2, '0');
}

/** The Subthemes page's side panel: early bird text through 2025-07-31, then "open". */
export function subthemesPanelText(clock: Clock): string {
  return clock.now().getTime() < earlyBirdEndsAt.getTime()
    ? 'Early bird registration ends July 31'
    : 'Registration now open';
}
