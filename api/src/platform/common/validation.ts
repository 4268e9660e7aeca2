import { ValidationPipe, type Type, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error.js';

/** The first message of each failing field, keyed by field name. */
export function fieldMessages(errors: ValidationError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const constraints = Object.values(error.constraints ?? {});
    if (constraints[0] !== undefined) result[error.property] = constraints[constraints.length - 1]!;
    else if (error.children?.length) Object.assign(result, fieldMessages(error.children));
  }
  return result;
}

/**
 * Whitelists every body (unknown fields dropped), transforms it to its DTO class and answers
 * a failure with HTTP 400 and the field messages of `@caawg11/conference`, the ones the forms show.
 * `expectedType` names the class where the parameter's own type cannot (a generic one).
 */
export function createValidationPipe(expectedType?: Type): ValidationPipe {
  return new ValidationPipe({
    expectedType,
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => ApiError.validation(fieldMessages(errors)),
  });
}
