import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf, type ValidationArguments } from 'class-validator';
import { isCalendarDate, normaliseEmail, type FieldRule } from '@caawg11/conference';

/*
 * The public request classes run the field rules of @caawg11/conference, the same functions the
 * forms call, so a rule and its message are written once. The transforms here only shape what
 * is stored (trimmed text, lower-cased e-mail, booleans for check boxes).
 */

/**
 * A field the request may leave out. class-validator's `IsOptional` also skips every rule of a
 * field sent as null, which then reaches a service that expects text or a number: here only an
 * absent field skips them, and a null is refused by the field's own rules with their message.
 * A field where null means something (none, unassigned) says so in its own rule.
 */
export function OptionalField(): PropertyDecorator {
  return ValidateIf((_body: object, value: unknown) => value !== undefined);
}

/** Fails with the rule's own message when the rule finds a problem with the field. */
export function FollowsRule(rule: FieldRule): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'followsRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => rule(value, args.object) === null,
        defaultMessage: (args: ValidationArguments) => rule(args.value, args.object) ?? '',
      },
    });
}

function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Text trimmed before it is checked and stored. */
export function TrimmedText(rule: FieldRule): PropertyDecorator {
  return applyDecorators(Transform(trimmed), FollowsRule(rule));
}

/** An e-mail address, trimmed and lower-cased before it is checked and stored. */
export function EmailAddress(rule: FieldRule): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? normaliseEmail(value) : value,
    ),
    FollowsRule(rule),
  );
}

/** A choice the form preselects: absent or blank takes `fallback`. */
export function ChoiceOrDefault(rule: FieldRule, fallback: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const text = trimmed({ value });
      return text === undefined || text === null || text === '' ? fallback : text;
    }),
    FollowsRule(rule),
  );
}

/**
 * A check box: JSON true/false, or 'true'/'false' (also 'on', '1') as multipart sends it.
 * Anything else counts as not ticked.
 */
export function CheckBox(rule: FieldRule): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string'
        ? ['true', 'on', '1', 'yes'].includes(value.toLowerCase())
        : value === true,
    ),
    FollowsRule(rule),
  );
}

/** An optional YYYY-MM-DD that must be a real day of the calendar. */
export function CalendarDay(field: string): PropertyDecorator {
  return FollowsRule((value) =>
    value === undefined || isCalendarDate(value) ? null : `${field} must be a date (YYYY-MM-DD)`,
  );
}
