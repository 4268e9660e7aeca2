import { useCallback, useState } from 'react';

export type ErrorMap = Partial<Record<string, string>>;

/**
 * Controlled form state with per-field errors: changing a field clears that field's error,
 * so a message never outlives the entry it was about.
 */
export function useFormFields<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<ErrorMap>({});

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, setValues, errors, setErrors, setField, clearError, reset };
}
