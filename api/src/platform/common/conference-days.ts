import { conferenceInstant } from '@caawg11/conference';

const day = 24 * 60 * 60 * 1000;

/** Where a filter's first day (YYYY-MM-DD, conference time) begins. */
export function startOfConferenceDay(date: string): Date {
  return conferenceInstant(date);
}

/** Where a filter's last day (YYYY-MM-DD, conference time) ends: the next day's start. */
export function endOfConferenceDay(date: string): Date {
  return new Date(conferenceInstant(date).getTime() + day);
}
