import { conferenceInstant, edition } from '@caawg11/conference';

/**
 * A calendar day as midnight UTC: catalogues format it with `timeZone: UTC`, so every visitor
 * reads the same day whatever their own time zone.
 */
export function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The day after a calendar day. */
export function nextCalendarDay(isoDate: string): Date {
  const day = calendarDay(isoDate);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** The conference's first and last days, for catalogues that write the range in words. */
export const conferenceDays = {
  start: calendarDay(edition.startDate),
  end: calendarDay(edition.endDate),
};

const trip = edition.fieldTrip;

/** The field trip's days and its departure and return, Kampala wall-clock time. */
export const fieldTripDays = {
  start: calendarDay(trip.startDate),
  end: calendarDay(trip.endDate),
  departs: conferenceInstant(trip.startDate, '08:00:00'),
  returns: conferenceInstant(trip.endDate, '18:00:00'),
};
