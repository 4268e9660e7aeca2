import ical from 'ical-generator';
import {
  conferenceInstant,
  conferenceTimeZone,
  edition,
  type PublishedDay,
  type PublishedSession,
  type PublishedTalk,
} from '@caawg11/conference';

const offsetMs = 3 * 60 * 60 * 1000;

/**
 * An instant that ical-generator writes as its wall-clock time in Kampala (fixed UTC+3, like
 * `conferenceInstant`), whatever time zone the server runs in: a plain Date would be written in
 * the server's own local time.
 */
class ConferenceTime extends Date {
  readonly internal: Date;

  constructor(instant: Date) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
  }

  private wall(): Date {
    return new Date(this.getTime() + offsetMs);
  }

  withTimeZone(): this {
    return this;
  }

  tzComponents(): [number, number] {
    return [3, 0];
  }

  override getFullYear(): number {
    return this.wall().getUTCFullYear();
  }
  override getMonth(): number {
    return this.wall().getUTCMonth();
  }
  override getDate(): number {
    return this.wall().getUTCDate();
  }
  override getHours(): number {
    return this.wall().getUTCHours();
  }
  override getMinutes(): number {
    return this.wall().getUTCMinutes();
  }
  override getSeconds(): number {
    return this.wall().getUTCSeconds();
  }
}

/** Uganda keeps UTC+3 all year, so one STANDARD component describes its zone. */
const kampalaTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${conferenceTimeZone}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:EAT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** Every author, the presenter marked; the presenter alone for a talk published without them. */
function byline(talk: PublishedTalk): string {
  if (talk.authors.length === 0) return talk.presenter;
  return talk.authors
    .map((author) => (author.presenting ? `${author.name} (presenting)` : author.name))
    .join(', ');
}

function description(session: PublishedSession): string {
  const lines = session.talks.map((talk) =>
    [
      talk.start && talk.end ? `${talk.start}-${talk.end}` : null,
      `${talk.title} - ${byline(talk)} (${talk.reference})`,
    ]
      .filter(Boolean)
      .join(' '),
  );
  if (session.chair) lines.unshift(`Chair: ${session.chair}`);
  return lines.join('\n');
}

/** One event per session, in conference time, with the talks in its description. */
export function programmeCalendar(days: readonly PublishedDay[], stamp: Date): string {
  const calendar = ical({
    name: `${edition.shortName} programme`,
    prodId: { company: edition.associationShortName, product: edition.shortName, language: 'EN' },
    timezone: {
      name: null,
      generator: (zone) => (zone === conferenceTimeZone ? kampalaTimezone : null),
    },
  });
  for (const day of days) {
    for (const session of day.sessions) {
      calendar.createEvent({
        id: `${edition.shortName.toLowerCase()}-session-${session.id}`,
        stamp,
        timezone: conferenceTimeZone,
        start: new ConferenceTime(conferenceInstant(day.date, `${session.start}:00`)),
        end: new ConferenceTime(conferenceInstant(day.date, `${session.end}:00`)),
        summary: session.title,
        location: session.room,
        description: description(session),
      });
    }
  }
  // RFC 5545 ends every line, the last included, with CRLF; the generator leaves the last bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
