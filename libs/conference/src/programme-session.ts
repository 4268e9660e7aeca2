import { subthemeTitles } from './choices.js';
import {
  isProgrammeDay,
  programmeMessages,
  programmeTimePattern,
  sessionKinds,
  type ProgrammeSessionInput,
} from './programme.js';
import { fieldOf, optionalText, requiredText, type FieldRule, type FormRules } from './rules.js';

/** The longest session title and chair name the draft stores. */
const longestSessionText = 200;
const longestRoom = 100;

export function isProgrammeTime(value: unknown): value is string {
  return typeof value === 'string' && programmeTimePattern.test(value);
}

/** One of a fixed list; anything else, blank included, answers the field's own message. */
function listed(list: readonly string[], message: string): FieldRule {
  return (value) => (typeof value === 'string' && list.includes(value.trim()) ? null : message);
}

const conferenceDay: FieldRule = (value) =>
  typeof value === 'string' && isProgrammeDay(value.trim())
    ? null
    : programmeMessages.dayOutsideConference;

export const programmeTime: FieldRule = (value) =>
  isProgrammeTime(value) ? null : programmeMessages.timeFormat;

/** An end time after the start; a start that is not a time yet answers for itself. */
const endAfterStart: FieldRule = (value, body = {}) => {
  if (!isProgrammeTime(value)) return programmeMessages.timeFormat;
  const start = fieldOf(body, 'start');
  if (!isProgrammeTime(start)) return null;
  return value > start ? null : programmeMessages.endAfterStart;
};

/** The session form's rules (add and edit alike), run by the portal and by the api alike. */
export const programmeSessionRules: FormRules<ProgrammeSessionInput> = {
  title: requiredText(programmeMessages.titleRequired, longestSessionText),
  subtheme: listed(subthemeTitles, programmeMessages.subthemeRequired),
  day: conferenceDay,
  start: programmeTime,
  end: endAfterStart,
  room: requiredText(programmeMessages.roomRequired, longestRoom),
  chair: optionalText(longestSessionText),
  kind: listed(sessionKinds, programmeMessages.kindRequired),
};
