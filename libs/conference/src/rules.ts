import { minPasswordLength, teamMessages } from './team.js';
import { maxLengths } from './limits.js';
import { messages } from './messages.js';

/*
 * The building blocks of every form's field rules. A rule looks at one field's value (and at the
 * whole body when another field decides it) and answers the one message the visitor should see,
 * or null. Rules trim text before judging it, so they give the same answer on what a form holds
 * and on what the api has already trimmed.
 */

/**
 * The message for one field's value, or null when it is acceptable. `body` is the whole request,
 * for the rules another field decides; without it such a rule sees no other field.
 */
export type FieldRule = (value: unknown, body?: object) => string | null;

/** One rule for every field of a request body. */
export type FormRules<T> = { readonly [K in keyof T & string]-?: FieldRule };

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/*
 * One plain address: text, @, text, a dot, text. None of the characters that make an address
 * list or a display name ("Name <a@b.org>", "a@b.org, c@d.org", quoted local parts) may appear,
 * nor whitespace or control characters: mail libraries read those as another recipient than the
 * one the text seems to name (nodemailer sends "a<victim@example.org>" to victim@example.org),
 * and each such spelling would count as an address of its own against the per-address limits.
 */
const notInAddress = String.raw`\s\x00-\x1f\x7f@<>()[\]\\,;:"`;
const addressText = `[^${notInAddress}]+`;
const emailPattern = new RegExp(String.raw`^${addressText}@${addressText}\.${addressText}$`);

/** A single plain e-mail address, as every form and the api accept it. */
export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** The one spelling of an address that storage, look-ups and rate limits use. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function isAbsent(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The value of another field of the same body. */
export function fieldOf(body: object, field: string): unknown {
  return (body as Record<string, unknown>)[field];
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar written YYYY-MM-DD (2025-06-31 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDate.test(value.trim())) return false;
  const text = value.trim();
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Required free text of at most `max` characters. */
export function requiredText(requiredMessage: string, max: number): FieldRule {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    return trimmedText(value).length > max ? messages.tooLong(max) : null;
  };
}

/** Optional free text of at most `max` characters; absent or blank is fine. */
export function optionalText(max: number): FieldRule {
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return messages.notText;
    return value.trim().length > max ? messages.tooLong(max) : null;
  };
}

/** Required e-mail address matching the forms' pattern. */
export function requiredEmail(
  requiredMessage: string,
  invalidMessage: string = messages.invalidEmail,
): FieldRule {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    const text = trimmedText(value);
    if (text.length > maxLengths.email) return messages.tooLong(maxLengths.email);
    return isEmail(text) ? null : invalidMessage;
  };
}

/** A password an account is about to get, as the api's NewPassword check judges it (untrimmed). */
export function newPassword(requiredMessage: string = messages.required): FieldRule {
  return (value) => {
    if (typeof value !== 'string' || value === '') return requiredMessage;
    if (value.length < minPasswordLength) return teamMessages.passwordTooShort(minPasswordLength);
    return value.length > 1024 ? messages.tooLong(1024) : null;
  };
}

/** Required choice from a fixed list. */
export function requiredChoice(list: readonly string[], requiredMessage: string): FieldRule {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    return list.includes(trimmedText(value)) ? null : messages.invalidChoice;
  };
}

/** A choice the form preselects or may leave out: absent or blank is fine, anything else must be listed. */
export function optionalChoice(list: readonly string[]): FieldRule {
  return (value) => {
    if (isAbsent(value)) return null;
    return typeof value === 'string' && list.includes(value.trim()) ? null : messages.invalidChoice;
  };
}

/** A check box that must be ticked. */
export function ticked(message: string): FieldRule {
  return (value) => (value === true ? null : message);
}

/** A check box the visitor may leave unticked. */
export const optionalTick: FieldRule = (value) =>
  value === undefined || typeof value === 'boolean' ? null : messages.invalidChoice;

/** Required calendar date as YYYY-MM-DD, what a date input sends. */
export function requiredDate(requiredMessage: string): FieldRule {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    return isCalendarDate(value) ? null : messages.invalidDate;
  };
}

/** A required date that must also come after the (valid) date in `earlierField`. */
export function requiredDateAfter(
  requiredMessage: string,
  earlierField: string,
  notAfterMessage: string,
): FieldRule {
  const date = requiredDate(requiredMessage);
  return (value, body = {}) => {
    const problem = date(value);
    if (problem) return problem;
    const earlier = fieldOf(body, earlierField);
    if (!isCalendarDate(earlier) || !isCalendarDate(value)) return null;
    return value.trim() > earlier.trim() ? null : notAfterMessage;
  };
}

/** A rule that applies only when another field of the body makes the field relevant. */
export function onlyWhen(applies: (body: object) => boolean, rule: FieldRule): FieldRule {
  return (value, body = {}) => (applies(body) ? rule(value, body) : null);
}

/** True when `field` of the body holds `expected` (after trimming). */
export function fieldIs(field: string, expected: string): (body: object) => boolean {
  return (body) => trimmedText(fieldOf(body, field)) === expected;
}

/** Runs every rule of a form over a body: the message of each failing field. */
export function checkFields<T extends object>(rules: FormRules<T>, body: T): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const field of Object.keys(rules) as (keyof T & string)[]) {
    const problem = rules[field](fieldOf(body, field), body);
    if (problem !== null) errors[field] = problem;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
