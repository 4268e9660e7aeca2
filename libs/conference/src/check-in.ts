import { edition } from './edition.js';
import { registrationReference } from './references.js';
import { conferenceDayOf } from './time.js';

/** The days a delegate is checked in at the door, in conference time. */
export const checkInDays = ['2025-10-01', '2025-10-02', '2025-10-03'] as const;
export type CheckInDay = (typeof checkInDays)[number];

/** Besides the days, the field trip has its own check-in, for those who chose it. */
export const checkInEvents = ['field-trip'] as const;
export type CheckInEvent = (typeof checkInEvents)[number];

/** What a check-in counts against: one of the days, or the field trip. */
export type CheckInOccasion = CheckInDay | CheckInEvent;

export const checkInOutcomes = [
  'checked-in',
  'already-checked-in',
  'not-paid',
  'cancelled',
  'unknown',
  'revoked',
  /** A field-trip scan of a delegate who did not choose the field trip. */
  'not-on-field-trip',
] as const;
export type CheckInOutcome = (typeof checkInOutcomes)[number];

/** What the door may see of a registration: enough to greet and to collect, nothing more. */
export interface DoorRegistration {
  id: string;
  reference: string;
  name: string;
  registrationType: string;
  paid: boolean;
  /** What is still owed, fee and add-ons, as '150.00'. */
  balanceDue: string;
  fieldTrip: boolean;
}

export interface CheckInRequest {
  code: string;
  /** The phone's own id of the scan, so a resent scan is counted once. */
  nonce?: string;
  day?: CheckInDay;
  event?: CheckInEvent;
}

export interface CheckInAnswer {
  outcome: CheckInOutcome;
  registration: DoorRegistration | null;
  /** Where the registration was first checked in for this occasion. */
  checkInId: string | null;
  /** ISO time of the first check-in for this occasion. */
  checkedInAt: string | null;
  /** Who made that first check-in. */
  checkedInBy: string | null;
  occasion: CheckInOccasion;
}

export interface CheckInSummary {
  occasion: CheckInOccasion;
  checkedIn: number;
  expected: number;
}

/** Longest code or typed text the door accepts. */
export const checkInCodeMaxLength = 200;
/** Longest nonce a phone may send. */
export const checkInNonceMaxLength = 64;

export const checkInMessages = {
  codeRequired: 'Scan a badge or type a registration reference.',
  codeTooLong: `A badge code or reference has at most ${checkInCodeMaxLength} characters.`,
  codeUnreadable: 'This code holds characters no badge or reference has.',
  nonceInvalid: `The scan id must be 1 to ${checkInNonceMaxLength} letters, digits, dashes or underscores.`,
  dayInvalid: `The day must be one of ${checkInDays.join(', ')}.`,
  eventInvalid: 'The event must be field-trip.',
  dayAndEvent: 'Give either a day or an event, not both.',
  searchTooShort: 'Type at least 2 letters of a name or a reference.',
} as const;

/** Control characters, and the replacement character a broken decoding leaves behind. */
// eslint-disable-next-line no-control-regex
const unreadable = /[\u0000-\u001f\u007f-\u009f\ufffd]/;

/** Why the door refuses a code before looking it up, or null when it may be looked up. */
export function checkInCodeProblem(code: unknown): string | null {
  if (typeof code !== 'string' || code.trim() === '') return checkInMessages.codeRequired;
  if (code.length > checkInCodeMaxLength) return checkInMessages.codeTooLong;
  if (unreadable.test(code)) return checkInMessages.codeUnreadable;
  return null;
}

const typedReference = new RegExp(
  `^${edition.shortName.replace(/(\d+)$/, '\\s*$1')}[\\s\\-_.]*(\\d{1,6})$`,
  'i',
);

/**
 * The reference a volunteer typed, as the registrations store it: case and spaces forgiven, the
 * number with or without its zeros ("caawg11 0042", "CAAWG11-42" are both CAAWG11-0042). Null
 * when the text is not a reference.
 */
export function typedRegistrationReference(text: string): string | null {
  const match = typedReference.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 ? registrationReference(number) : null;
}

/**
 * What a badge's QR carries: `B.`, the registration's number, the badge's version and a
 * signature of both (the api checks it; a code of this shape may still be forged).
 */
export const badgeCodePattern = /^B\.([1-9]\d{0,18})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;

/** Whether typed or scanned text is a check-in's business: a badge code or a reference. */
export function isDoorCode(text: string): boolean {
  const trimmed = text.trim();
  return badgeCodePattern.test(trimmed) || typedRegistrationReference(trimmed) !== null;
}

/** The day a scan counts for when the phone names none: today at the venue, else the first day. */
export function defaultCheckInDay(now: Date): CheckInDay {
  const today = conferenceDayOf(now);
  return (checkInDays as readonly string[]).includes(today)
    ? (today as CheckInDay)
    : checkInDays[0];
}
