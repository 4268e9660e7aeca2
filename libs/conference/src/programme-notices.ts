import type { Language } from './languages.js';
import type { PublishedDay, SessionKind } from './programme.js';

/** Where a presenter stands in a published programme, as the e-mail about it tells them. */
export interface PresenterSlot {
  sessionTitle: string;
  kind: SessionKind;
  room: string;
  /** YYYY-MM-DD. */
  day: string;
  /** HH:MM: the talk's own times, or the session's for a poster. */
  start: string;
  end: string;
  /** A poster's place in its session's order, from 1; null for a talk. */
  position: number | null;
}

/** What a publication changes for one presenter: first placed, moved, or taken out. */
export type PresenterSlotChangeKind = 'placed' | 'moved' | 'removed';

export interface PresenterSlotChange {
  /** The abstract's reference (ABS-0042). */
  reference: string;
  kind: PresenterSlotChangeKind;
  /** Null when placed for the first time. */
  before: PresenterSlot | null;
  /** Null when taken out of the programme. */
  after: PresenterSlot | null;
}

/** A presenter the next publication will e-mail, with the language the e-mail goes out in. */
export interface PresenterNotice extends PresenterSlotChange {
  abstractTitle: string;
  presenter: string;
  email: string;
  language: Language;
}

/** `GET /api/admin/programme/publish-preview`: who publishing now will tell, and what. */
export interface ProgrammePublishPreview {
  notices: PresenterNotice[];
}

/** Every talk and poster of a published programme, by its abstract's reference. */
export function presenterSlots(days: readonly PublishedDay[]): Map<string, PresenterSlot> {
  const slots = new Map<string, PresenterSlot>();
  for (const day of days) {
    for (const session of day.sessions) {
      session.talks.forEach((talk, index) => {
        const poster = session.kind === 'poster';
        slots.set(talk.reference, {
          sessionTitle: session.title,
          kind: session.kind,
          room: session.room,
          day: day.date,
          start: (poster ? null : talk.start) ?? session.start,
          end: (poster ? null : talk.end) ?? session.end,
          position: poster ? index + 1 : null,
        });
      });
    }
  }
  return slots;
}

function sameSlot(a: PresenterSlot, b: PresenterSlot): boolean {
  return (
    a.sessionTitle === b.sessionTitle &&
    a.kind === b.kind &&
    a.room === b.room &&
    a.day === b.day &&
    a.start === b.start &&
    a.end === b.end &&
    a.position === b.position
  );
}

/**
 * The presenters a publication concerns: those new to the programme, those whose session,
 * room, day, time or poster place differ from the previous publication, and those it leaves
 * out. Presenters whose slot is unchanged are not told again.
 */
export function presenterSlotChanges(
  previous: readonly PublishedDay[],
  next: readonly PublishedDay[],
): PresenterSlotChange[] {
  const before = presenterSlots(previous);
  const after = presenterSlots(next);
  const changes: PresenterSlotChange[] = [];
  for (const [reference, slot] of after) {
    const old = before.get(reference);
    if (!old) changes.push({ reference, kind: 'placed', before: null, after: slot });
    else if (!sameSlot(old, slot))
      changes.push({ reference, kind: 'moved', before: old, after: slot });
  }
  for (const [reference, slot] of before) {
    if (!after.has(reference))
      changes.push({ reference, kind: 'removed', before: slot, after: null });
  }
  return changes.sort((a, b) => a.reference.localeCompare(b.reference));
}
