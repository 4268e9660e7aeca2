import {
  isAcceptingDecision,
  type AbstractDecision,
  type AcceptingDecision,
} from './abstract-decisions.js';
import type { ApiFailure } from './api-results.js';
import { edition } from './edition.js';
import type { SubthemeTitle } from './choices.js';
import { comparableText, type ListedAuthor } from './abstract-authors.js';

/** An oral session holds timed talks; a poster session holds posters in an order. */
export const sessionKinds = ['oral', 'poster'] as const;
export type SessionKind = (typeof sessionKinds)[number];

export const sessionKindLabels: Record<SessionKind, string> = {
  oral: 'Oral session',
  poster: 'Poster session',
};

function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${first}T00:00:00Z`);
    day <= new Date(`${last}T00:00:00Z`);
    day = new Date(day.getTime() + 86_400_000)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The conference days (YYYY-MM-DD) a session may fall on. */
export const programmeDays: readonly string[] = daysBetween(edition.startDate, edition.endDate);

export function isProgrammeDay(day: string): boolean {
  return programmeDays.includes(day);
}

/** "Wednesday 1 October" for a YYYY-MM-DD conference day. */
export function programmeDayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A wall-clock time of day in conference time, HH:MM on the 24-hour clock. */
export const programmeTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How long a talk lasts when the organiser places it by its start time alone. */
export const defaultTalkMinutes = 15;

/** The texts the session and placement forms show, from the api and in the portal. */
export const programmeMessages = {
  titleRequired: 'Enter the session title',
  subthemeRequired: 'Choose the subtheme',
  dayOutsideConference: `Choose a day of the conference (${edition.datesLabel})`,
  timeFormat: 'Enter the time as HH:MM on the 24-hour clock',
  endAfterStart: 'The end time must be after the start time',
  roomRequired: 'Enter the room',
  kindRequired: 'Choose oral or poster',
  sessionNotFound: 'That session no longer exists',
  position: 'position must be a whole number from 1',
  abstractNotPlaceable:
    'Only an abstract accepted as oral or poster, and not withdrawn by its author, can be placed',
  talkTimesRequired: 'A talk in an oral session needs a start and an end time',
  talkOutsideSession: (start: string, end: string) =>
    `The talk must start and end within the session (${start}-${end})`,
  notPlaced: 'That abstract is not in any session',
  sessionHoldsTalks: (count: number) =>
    count === 1
      ? 'This session holds a placed talk. Confirm to delete the session and return the talk to the list of abstracts not yet placed.'
      : `This session holds ${count} placed talks. Confirm to delete the session and return them to the list of abstracts not yet placed.`,
  deleteConfirmation: 'confirm must be true or false',
  publishBlocked: 'The programme cannot be published while it has clashes',
  nothingToPublish: 'Add at least one session before publishing',
  published: 'Programme published',
} as const;

/** One talk or poster as the clash rules see it. */
export interface ClashTalk {
  abstractId: string;
  reference: string;
  title: string;
  /** The presenting author's e-mail, which tells one person from another. */
  presenterEmail: string;
  presenter: string;
  /** Null or a refusal once the committee changes its mind after the abstract was placed. */
  decision: AbstractDecision | null;
  /** The author withdrew after acceptance. */
  withdrawn?: boolean;
  /** HH:MM; null for a poster. */
  start: string | null;
  end: string | null;
}

export interface ClashSession {
  id: string;
  title: string;
  day: string;
  start: string;
  end: string;
  room: string;
  kind: SessionKind;
  talks: readonly ClashTalk[];
}

export type ProgrammeClashKind =
  | 'presenter'
  | 'room'
  | 'outside-session'
  | 'talk-overlap'
  | 'wrong-session-kind'
  | 'no-longer-accepted'
  | 'untimed-talk';

export interface ProgrammeClash {
  kind: ProgrammeClashKind;
  message: string;
  sessionIds: string[];
  abstractIds: string[];
}

interface Span {
  day: string;
  start: number;
  end: number;
}

const overlaps = (a: Span, b: Span) => a.day === b.day && a.start < b.end && b.start < a.end;

/** Who presents a talk: their e-mail, or their name when no e-mail is known. */
function presenterKey(talk: ClashTalk): string {
  const email = talk.presenterEmail.trim().toLowerCase();
  return email ? `email:${email}` : `name:${comparableText(talk.presenter)}`;
}

/** Where a talk keeps its presenter busy: its own slot, or the whole poster session. */
function spanOf(session: ClashSession, talk: ClashTalk): Span {
  const timed = session.kind === 'oral' && talk.start && talk.end;
  return {
    day: session.day,
    start: minutesOfDay(timed ? talk.start! : session.start),
    end: minutesOfDay(timed ? talk.end! : session.end),
  };
}

const when = (session: ClashSession, start: string, end: string) =>
  `${programmeDayLabel(session.day)} ${start}-${end}`;

function talkTimes(session: ClashSession, talk: ClashTalk): [string, string] {
  return session.kind === 'oral' && talk.start && talk.end
    ? [talk.start, talk.end]
    : [session.start, session.end];
}

/**
 * Every clash in a draft programme, each with a sentence an organiser can act on. Publishing is
 * refused while any remain; the portal lists them as the draft is edited.
 */
export function programmeClashes(draft: { sessions: readonly ClashSession[] }): ProgrammeClash[] {
  const clashes: ProgrammeClash[] = [];
  const sessions = [...draft.sessions].sort(
    (a, b) =>
      a.day.localeCompare(b.day) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id),
  );

  for (const [i, a] of sessions.entries()) {
    for (const b of sessions.slice(i + 1)) {
      const sameRoom = a.room.trim().toLowerCase() === b.room.trim().toLowerCase();
      const spanA = { day: a.day, start: minutesOfDay(a.start), end: minutesOfDay(a.end) };
      const spanB = { day: b.day, start: minutesOfDay(b.start), end: minutesOfDay(b.end) };
      if (sameRoom && overlaps(spanA, spanB)) {
        clashes.push({
          kind: 'room',
          message: `${a.room} is booked twice: "${a.title}" (${when(a, a.start, a.end)}) and "${b.title}" (${when(b, b.start, b.end)})`,
          sessionIds: [a.id, b.id],
          abstractIds: [],
        });
      }
    }
  }

  for (const session of sessions) {
    for (const talk of session.talks) {
      const misplaced =
        !isAcceptingDecision(talk.decision) || talk.withdrawn || talk.decision !== session.kind;
      if (!isAcceptingDecision(talk.decision) || talk.withdrawn) {
        clashes.push({
          kind: 'no-longer-accepted',
          message: `${talk.reference} "${talk.title}" is ${talk.withdrawn ? 'withdrawn by its author' : 'no longer accepted'}: remove it from "${session.title}"`,
          sessionIds: [session.id],
          abstractIds: [talk.abstractId],
        });
      } else if (talk.decision !== session.kind) {
        clashes.push({
          kind: 'wrong-session-kind',
          message: `${talk.reference} "${talk.title}" was accepted as ${talk.decision === 'oral' ? 'an oral talk' : 'a poster'} but sits in the ${session.kind} session "${session.title}"`,
          sessionIds: [session.id],
          abstractIds: [talk.abstractId],
        });
      }
      if (session.kind !== 'oral') continue;
      if (!talk.start || !talk.end) {
        // Moving it out of the wrong session fixes both; one message is enough.
        if (misplaced) continue;
        clashes.push({
          kind: 'untimed-talk',
          message: `${talk.reference} "${talk.title}" has no time in the oral session "${session.title}": move it to a start time`,
          sessionIds: [session.id],
          abstractIds: [talk.abstractId],
        });
        continue;
      }
      if (
        minutesOfDay(talk.start) < minutesOfDay(session.start) ||
        minutesOfDay(talk.end) > minutesOfDay(session.end)
      ) {
        clashes.push({
          kind: 'outside-session',
          message: `${talk.reference} "${talk.title}" (${talk.start}-${talk.end}) is outside the time of its session "${session.title}" (${session.start}-${session.end})`,
          sessionIds: [session.id],
          abstractIds: [talk.abstractId],
        });
      }
    }
    if (session.kind === 'oral') {
      const timed = session.talks.filter((talk) => talk.start && talk.end);
      for (const [i, a] of timed.entries()) {
        for (const b of timed.slice(i + 1)) {
          if (overlaps(spanOf(session, a), spanOf(session, b))) {
            clashes.push({
              kind: 'talk-overlap',
              message: `In "${session.title}", ${a.reference} (${a.start}-${a.end}) overlaps ${b.reference} (${b.start}-${b.end})`,
              sessionIds: [session.id],
              abstractIds: [a.abstractId, b.abstractId],
            });
          }
        }
      }
    }
  }

  const placed = sessions.flatMap((session) => session.talks.map((talk) => ({ session, talk })));
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      // Two posters or two talks in one session are one place; their overlap is reported above.
      if (a.session.id === b.session.id) continue;
      if (presenterKey(a.talk) !== presenterKey(b.talk)) continue;
      if (!overlaps(spanOf(a.session, a.talk), spanOf(b.session, b.talk))) continue;
      const [aStart, aEnd] = talkTimes(a.session, a.talk);
      const [bStart, bEnd] = talkTimes(b.session, b.talk);
      clashes.push({
        kind: 'presenter',
        message: `${a.talk.presenter} presents in two places at once: ${a.talk.reference} in "${a.session.title}" (${when(a.session, aStart, aEnd)}) and ${b.talk.reference} in "${b.session.title}" (${when(b.session, bStart, bEnd)})`,
        sessionIds: [a.session.id, b.session.id],
        abstractIds: [a.talk.abstractId, b.talk.abstractId],
      });
    }
  }
  return clashes;
}

/** A talk or poster as the public sees it once the programme is published. */
export interface PublishedTalk {
  reference: string;
  title: string;
  /** The presenting author's full name. */
  presenter: string;
  /** Every author in order, the presenter marked; empty in a programme published before authors were kept. */
  authors: ListedAuthor[];
  start: string | null;
  end: string | null;
}

export interface PublishedSession {
  id: string;
  title: string;
  subtheme: SubthemeTitle;
  kind: SessionKind;
  start: string;
  end: string;
  room: string;
  chair: string | null;
  talks: PublishedTalk[];
}

export interface PublishedDay {
  date: string;
  sessions: PublishedSession[];
}

/** `GET /api/programme`: the newest published programme; no days before the first publication. */
export interface PublishedProgramme {
  publishedAt: string | null;
  days: PublishedDay[];
}

/** A placed abstract in the organisers' draft. */
export interface DraftTalk extends ClashTalk {
  subtheme: SubthemeTitle;
  authors: ListedAuthor[];
  position: number;
}

export interface DraftSession extends ClashSession {
  subtheme: SubthemeTitle;
  chair: string | null;
  talks: DraftTalk[];
}

/** An accepted, not withdrawn abstract that no session holds yet. */
export interface UnplacedAbstract {
  abstractId: string;
  reference: string;
  title: string;
  presenter: string;
  presenterEmail: string;
  subtheme: SubthemeTitle;
  decision: AcceptingDecision;
}

export interface ProgrammePublicationInfo {
  publishedAt: string;
  publishedBy: string;
}

/** `GET /api/admin/programme`: the draft as the organisers edit it. */
export interface ProgrammeDraft {
  sessions: DraftSession[];
  unplaced: UnplacedAbstract[];
  clashes: ProgrammeClash[];
  /** The newest publication; null before the first. */
  publication: ProgrammePublicationInfo | null;
  /** Whether publishing now would change what the public sees. */
  differsFromPublished: boolean;
}

/** The body of `POST /api/admin/programme/sessions` and of its update. */
export interface ProgrammeSessionInput {
  title: string;
  subtheme: SubthemeTitle;
  day: string;
  start: string;
  end: string;
  room: string;
  chair?: string | null;
  kind: SessionKind;
}

/** A talk or poster that deleting its session would take out of the programme. */
export interface PlacedTalk {
  abstractId: string;
  reference: string;
  title: string;
}

/**
 * The query of `DELETE /api/admin/programme/sessions/:id`. A session that holds placed talks is
 * deleted only with `confirm=true`; without it the answer is a {@link SessionDeleteRefusal}.
 */
export interface SessionDeleteQuery {
  confirm?: 'true' | 'false';
}

/** HTTP 409 to a delete that was not confirmed: the talks the delete would unplace. */
export interface SessionDeleteRefusal extends ApiFailure {
  placedTalks: PlacedTalk[];
}

/** The body of `PUT /api/admin/programme/placements/:abstractId`: place or move one abstract. */
export interface ProgrammePlacementInput {
  sessionId: string;
  /** HH:MM, for a talk in an oral session. */
  start?: string;
  end?: string;
  /** For a poster: its place in the session's order (a talk's `position`); the others make room. */
  position?: number;
}
