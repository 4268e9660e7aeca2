import { edition } from '@caawg11/conference';
import { sitesOfTripDay, type FieldTripSite } from './fieldtrip';

export type DayPart = 'Morning' | 'Afternoon' | 'Evening' | 'All day';

export interface ProgramSession {
  part: DayPart;
  title: string;
  description: string;
  /** Field-trip sites this session visits, shown by name. */
  sites?: readonly FieldTripSite[];
  /** An internal page that tells more. */
  link?: { to: string; label: string };
}

export interface ProgramDay {
  day: number;
  /** ISO date, for the <time> element. */
  date: string;
  dateLabel: string;
  theme: string;
  sessions: readonly ProgramSession[];
}

/**
 * The five days, by part of the day. Session times are not published yet, so the page shows
 * none (apart from the field trip's departure and return, which are fixed).
 */
export const programDays: readonly ProgramDay[] = [
  {
    day: 1,
    date: '2025-10-01',
    dateLabel: 'Wednesday, 1 October 2025',
    theme: 'Opening and 30 years of AAWG',
    sessions: [
      {
        part: 'Morning',
        title: 'Opening ceremony and keynote addresses',
        description: `Welcome by the association and the local organising committee, the official opening of ${edition.shortName}, and the first keynote addresses on the conference theme.`,
        link: { to: '/speakers', label: 'Meet the keynote speakers' },
      },
      {
        part: 'Afternoon',
        title: 'Plenary session',
        description: `Plenary on the conference theme: ${edition.theme}.`,
      },
      {
        part: 'Evening',
        title: '30 years celebration',
        description: `Celebrating ${edition.anniversaryYears} years of the ${edition.associationName}, founded in ${edition.foundedYear} in ${edition.foundedIn}.`,
      },
    ],
  },
  {
    day: 2,
    date: '2025-10-02',
    dateLabel: 'Thursday, 2 October 2025',
    theme: 'Science, workshops and awards',
    sessions: [
      {
        part: 'Morning',
        title: 'Keynote address and paper presentations',
        description:
          'A keynote address followed by oral paper sessions across the conference subthemes.',
        link: { to: '/subthemes', label: 'See the subthemes' },
      },
      {
        part: 'Afternoon',
        title: 'Paper presentations and workshops',
        description:
          'Parallel paper sessions, poster presentations and hands-on workshops for delegates and students.',
      },
      {
        part: 'Evening',
        title: 'Prize awards',
        description:
          'Prizes for outstanding papers and posters, followed by a cultural evening of Ugandan music and dance.',
      },
    ],
  },
  {
    day: 3,
    date: '2025-10-03',
    dateLabel: 'Friday, 3 October 2025',
    theme: 'Field excursion: to the Albertine Graben',
    sessions: [
      {
        part: 'All day',
        title: 'Field excursion',
        description: `The bus departs from the conference hotel ${edition.fieldTrip.departs} for Western Uganda.`,
        sites: sitesOfTripDay(1),
        link: { to: '/fieldtrip', label: 'Field trip details' },
      },
    ],
  },
  {
    day: 4,
    date: '2025-10-04',
    dateLabel: 'Saturday, 4 October 2025',
    theme: 'Field excursion: the rift and its resources',
    sessions: [
      {
        part: 'All day',
        title: 'Field excursion',
        description:
          'Down the rift escarpment to the shore of Lake Albert, its hot springs and its clays.',
        sites: sitesOfTripDay(2),
      },
    ],
  },
  {
    day: 5,
    date: '2025-10-05',
    dateLabel: 'Sunday, 5 October 2025',
    theme: 'Field excursion: Murchison Falls and return',
    sessions: [
      {
        part: 'All day',
        title: 'Field excursion',
        description: `To the Nile at Murchison Falls, then back to Kampala: the trip returns ${edition.fieldTrip.returns}.`,
        sites: sitesOfTripDay(3),
      },
    ],
  },
];

export const programIntro = `Five days, ${edition.datesLabel}: two days of keynotes, papers, workshops and celebration at the conference hotel in ${edition.city}, then three days in the field in Western Uganda.`;

export const programTimesNote = 'Session times will be published with the final programme.';
