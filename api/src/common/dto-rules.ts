import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { emailPattern, messages } from '@caawg11/conference';

/*
 * Field rules of the public submission DTOs, one decorator per kind of field. Each bundles its
 * checks in the order they must run (class-validator runs them in registration order and the
 * global pipe stops at the first failure), so every field reports the one message the forms
 * would show.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Fails with `message` unless the value is text with something other than white space. */
function IsFilled(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isFilled',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: isFilled },
    });
}

/** Required free text, trimmed (and lower-cased on request), at most `max` characters. */
export function RequiredText(
  message: string,
  max: number,
  options: { lowerCase?: boolean } = {},
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const text = trimmed({ value });
      return options.lowerCase && typeof text === 'string' ? text.toLowerCase() : text;
    }),
    IsFilled(message),
    MaxLength(max, { message: messages.tooLong(max) }),
  );
}

/** Optional free text, trimmed; absent or blank is stored as nothing. */
export function OptionalText(max: number): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    IsOptional(),
    IsString({ message: messages.notText }),
    MaxLength(max, { message: messages.tooLong(max) }),
  );
}

/** Required e-mail address, trimmed and lower-cased, matching the forms' pattern. */
export function RequiredEmail(
  requiredMessage: string,
  invalidMessage: string = messages.invalidEmail,
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsFilled(requiredMessage),
    MaxLength(254, { message: messages.tooLong(254) }),
    Matches(emailPattern, { message: invalidMessage }),
  );
}

/** Required choice from a fixed list. */
export function RequiredChoice(
  list: readonly string[],
  requiredMessage: string,
): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    IsFilled(requiredMessage),
    IsIn([...list], { message: messages.invalidChoice }),
  );
}

/** A choice the form preselects: absent or blank takes `fallback`, anything else must be listed. */
export function ChoiceWithDefault(list: readonly string[], fallback: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const text = trimmed({ value });
      return text === undefined || text === null || text === '' ? fallback : text;
    }),
    IsIn([...list], { message: messages.invalidChoice }),
  );
}

/** Optional choice: absent or blank means none, anything else must be listed. */
export function OptionalChoice(list: readonly string[]): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    ValidateIf(
      (_object: object, value: unknown) => value !== undefined && value !== null && value !== '',
    ),
    IsIn([...list], { message: messages.invalidChoice }),
  );
}

/**
 * A check box: JSON true/false, or 'true'/'false' (also 'on', '1') as multipart sends it.
 * Anything else counts as not ticked.
 */
export function CheckBox(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? ['true', 'on', '1', 'yes'].includes(value.toLowerCase())
      : value === true,
  );
}

/** A check box that must be ticked. */
export function MustBeTicked(message: string): PropertyDecorator {
  return applyDecorators(CheckBox(), (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'mustBeTicked',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown) => value === true },
    }),
  );
}

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Required calendar date as YYYY-MM-DD (what a date input sends); with `after`, it must also be
 * later than the (valid) date in another field.
 */
export function RequiredDate(
  requiredMessage: string,
  after?: { field: string; message: string },
): PropertyDecorator {
  const checks: PropertyDecorator[] = [
    Transform(trimmed),
    IsFilled(requiredMessage),
    (target, propertyName) =>
      registerDecorator({
        name: 'isCalendarDate',
        target: target.constructor,
        propertyName: String(propertyName),
        options: { message: messages.invalidDate },
        validator: { validate: isCalendarDate },
      }),
  ];
  if (after) {
    checks.push((target, propertyName) =>
      registerDecorator({
        name: 'laterThan',
        target: target.constructor,
        propertyName: String(propertyName),
        constraints: [after.field],
        options: { message: after.message },
        validator: {
          validate(value: unknown, args: ValidationArguments) {
            const other = (args.object as Record<string, unknown>)[after.field];
            if (!isCalendarDate(other) || !isCalendarDate(value)) return true;
            return value > other;
          },
        },
      }),
    );
  }
  return applyDecorators(...checks);
}
