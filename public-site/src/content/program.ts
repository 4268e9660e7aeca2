import { calendarDay } from './edition-dates';
import { sitesOfTripDay, type FieldTripSite } from './fieldtrip';

/** A part of the day, by its key in the `program` catalogue's `parts`. */
export type DayPart = 'morning' | 'afternoon' | 'evening' | 'allDay';

export interface ProgramSession {
  part: DayPart;
  /** Field-trip sites this session visits, shown by name. */
  sites?: readonly FieldTripSite[];
  /** An internal page that tells more (the catalogue names the link). */
  link?: string;
}

export interface ProgramDay {
  day: number;
  /** ISO date, for the <time> element. */
  date: string;
  sessions: readonly ProgramSession[];
}

/** A day's texts in the page's language, from the `program` catalogue's `days`, in day order. */
export interface ProgramDayText {
  dateLabel: string;
  theme: string;
  sessions: readonly { title: string; description: string; linkLabel?: string }[];
}

/**
 * The five days, by part of the day. Session times are not published yet, so the page shows
 * none (apart from the field trip's departure and return, which are fixed).
 */
export const programDays: readonly ProgramDay[] = [
  {
    day: 1,
    date: '2025-10-01',
    sessions: [{ part: 'morning', link: '/speakers' }, { part: 'afternoon' }, { part: 'evening' }],
  },
  {
    day: 2,
    date: '2025-10-02',
    sessions: [{ part: 'morning', link: '/subthemes' }, { part: 'afternoon' }, { part: 'evening' }],
  },
  {
    day: 3,
    date: '2025-10-03',
    sessions: [{ part: 'allDay', sites: sitesOfTripDay(1), link: '/fieldtrip' }],
  },
  { day: 4, date: '2025-10-04', sessions: [{ part: 'allDay', sites: sitesOfTripDay(2) }] },
  { day: 5, date: '2025-10-05', sessions: [{ part: 'allDay', sites: sitesOfTripDay(3) }] },
];

/**
 * The values the French and Portuguese texts format with Intl: each day's date, and the field
 * trip's departure (3 October, 8:00) and return (5 October, 18:00) in Kampala time.
 */
export const programDates = {
  ...Object.fromEntries(programDays.map((day) => [`day${day.day}`, calendarDay(day.date)])),
  fieldTripDeparture: new Date('2025-10-03T08:00:00+03:00'),
  fieldTripReturn: new Date('2025-10-05T18:00:00+03:00'),
};
