import { programmeMessages, type ProgrammePlacementInput } from './programme.js';
import { isProgrammeTime, programmeTime } from './programme-session.js';
import { fieldOf, type FieldRule, type FormRules } from './rules.js';

const recordId = /^\d{1,19}$/;
const lastPosition = 1_000_000;

const isAbsent = (value: unknown) => value === undefined || value === null;

const sessionId: FieldRule = (value) =>
  typeof value === 'string' && recordId.test(value) ? null : programmeMessages.sessionNotFound;

const optionalTime: FieldRule = (value) => (isAbsent(value) ? null : programmeTime(value));

/**
 * An end time needs a start before it; a start that is given but not a time answers for itself.
 * Whether a talk needs times at all depends on its session, which the api decides.
 */
const optionalEndAfterStart: FieldRule = (value, body = {}) => {
  if (isAbsent(value)) return null;
  if (!isProgrammeTime(value)) return programmeMessages.timeFormat;
  const start = fieldOf(body, 'start');
  if (typeof start !== 'string') return programmeMessages.endAfterStart;
  if (!isProgrammeTime(start)) return null;
  return value > start ? null : programmeMessages.endAfterStart;
};

const optionalPosition: FieldRule = (value) =>
  isAbsent(value) ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= lastPosition)
    ? null
    : programmeMessages.position;

/** What the api checks of a placement before it looks at the session and the abstract. */
export const programmePlacementRules: FormRules<ProgrammePlacementInput> = {
  sessionId,
  start: optionalTime,
  end: optionalEndAfterStart,
  position: optionalPosition,
};
