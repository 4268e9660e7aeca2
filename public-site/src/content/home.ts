import { calendarDay, editionDates } from './edition-dates';

/**
 * The days of the home page's Important Dates, for the French and Portuguese timelines; the
 * English timeline keeps the labels of `homeTimeline` in libs/conference word for word.
 */
export const homeTimelineDates = {
  firstCircular: calendarDay('2025-03-01'),
  secondCircular: calendarDay('2025-06-01'),
  abstractDeadline: editionDates.abstractDeadline,
  acceptanceNotification: editionDates.acceptanceNotification,
  anniversary: editionDates.start,
  plenary: calendarDay('2025-10-02'),
  fieldTripStart: editionDates.fieldTripStart,
  fieldTripEnd: editionDates.fieldTripEnd,
} as const;
