import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { checkFields, type FormRules } from '@caawg11/conference';

/**
 * A react-hook-form resolver over one of the shared rule sets, so the form refuses exactly what
 * the api refuses, with the same messages.
 */
export function rulesResolver<TValues extends FieldValues>(
  rules: FormRules<TValues>,
): Resolver<TValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(checkFields(rules, values))) {
      if (typeof message === 'string') errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values, errors: {} };
  };
}
