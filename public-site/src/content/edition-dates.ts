import { deadlines, edition } from '@caawg11/conference';

/** A calendar day of the edition as a Date at UTC midnight, for the catalogues' Intl date formats. */
export function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * The edition's dates as values for the catalogues: English keeps its written labels, French and
 * Portuguese format these with Intl (`{{start, datetime(timeZone: UTC; ...)}}`).
 */
export const editionDates = {
  start: calendarDay(edition.startDate),
  end: calendarDay(edition.endDate),
  fieldTripStart: calendarDay(edition.fieldTrip.startDate),
  fieldTripEnd: calendarDay(edition.fieldTrip.endDate),
  abstractDeadline: calendarDay(deadlines.abstractSubmission),
  acceptanceNotification: calendarDay(deadlines.acceptanceNotification),
  earlyBirdLastDay: calendarDay(deadlines.earlyBirdLastDay),
} as const;
