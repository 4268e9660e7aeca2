import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { checkFields, type FormRules } from '@caawg11/conference';

/**
 * A react-hook-form resolver over one of the shared rule sets, so the form refuses exactly what
 * the api refuses, with the same messages. A form whose values differ in shape from the request
 * (a date input's '' for a day not chosen) passes `asRequest`, so the rules judge the body the
 * api will receive.
 */
export function rulesResolver<TValues extends FieldValues>(
  rules: FormRules<TValues>,
): Resolver<TValues>;
export function rulesResolver<TValues extends FieldValues, TRequest extends object>(
  rules: FormRules<TRequest>,
  asRequest: (values: TValues) => TRequest,
): Resolver<TValues>;
export function rulesResolver<TValues extends FieldValues>(
  rules: FormRules<object>,
  asRequest: (values: TValues) => object = (values) => values,
): Resolver<TValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(checkFields(rules, asRequest(values)))) {
      if (typeof message === 'string') errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values, errors: {} };
  };
}
