import { edition } from './edition.js';

/**
 * The instant a wall-clock time in the conference time zone happens. Uganda keeps
 * East Africa Time all year (UTC+3, no daylight saving), so the offset is fixed.
 */
const conferenceUtcOffset = '+03:00';

export function conferenceInstant(date: string, time = '00:00:00'): Date {
  return new Date(`${date}T${time}${conferenceUtcOffset}`);
}

export const conferenceTimeZone = edition.timeZone;

const conferenceDayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: conferenceTimeZone });

/** The conference-time calendar day (YYYY-MM-DD) an instant falls on. */
export function conferenceDayOf(instant: Date): string {
  return conferenceDayFormat.format(instant);
}
