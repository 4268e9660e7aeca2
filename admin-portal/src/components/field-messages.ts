import { ApiRequestError } from '@caawg11/conference/http';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The api's message for each refused field, when the refusal carried any. */
export function fieldMessagesOf(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiRequestError ? error.fieldErrors : undefined;
}

/**
 * Puts the api's field messages on the form's own fields. `fieldOf` names the form field an api
 * field is shown on (the same name by default); a field it answers undefined for is left out.
 * Answers whether any message was placed, so the form can show a general failure otherwise.
 */
export function showFieldMessages<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: (apiField: string) => Path<TValues> | undefined = (apiField) =>
    apiField as Path<TValues>,
): boolean {
  let placed = false;
  for (const [apiField, message] of Object.entries(fieldMessagesOf(error) ?? {})) {
    const field = fieldOf(apiField);
    if (field === undefined) continue;
    setError(field, { message });
    placed = true;
  }
  return placed;
}
