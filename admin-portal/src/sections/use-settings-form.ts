import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FormRules } from '@caawg11/conference';
import { fieldMessagesOf, showFieldMessages } from '../components/field-messages';
import { rulesResolver } from '../components/rules-resolver';

interface SettingsFormOptions<TValues extends FieldValues, TStored> {
  /** The settings as the query loaded them. */
  values: TValues;
  /** The shared rules the api checks the same settings by. */
  rules: FormRules<TValues>;
  /** The fields the form shows: an api message for one of them stands under that field. */
  fields: readonly Path<TValues>[];
  /** The query the settings came from; it takes what the api answers to a save. */
  queryKey: QueryKey;
  save: (values: TValues) => Promise<TStored>;
  /** The form's values in the api's answer to a save. */
  valuesOf: (stored: TStored) => TValues;
  /** What else new settings change; the save is still under way until its promise settles. */
  onSaved?: (stored: TStored) => Promise<unknown> | void;
}

export interface SettingsForm<TValues extends FieldValues> {
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TValues>;
  submit: (event?: BaseSyntheticEvent) => void;
  saving: boolean;
  /** The last save was stored. */
  saved: boolean;
  /** The last save failed for a reason that no field's message tells. */
  failed: boolean;
}

/**
 * A settings form of the back office: checked by the shared rules, saved into the query it was
 * loaded by, the api's field messages put on their fields.
 */
export function useSettingsForm<TValues extends FieldValues, TStored>({
  values,
  rules,
  fields,
  queryKey,
  save,
  valuesOf,
  onSaved,
}: SettingsFormOptions<TValues, TStored>): SettingsForm<TValues> {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<TValues>({
    // Settings saved since (here or by a colleague) replace the fields, except those being edited.
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: rulesResolver(rules),
  });
  const formFieldOf = (field: string): Path<TValues> | undefined =>
    (fields as readonly string[]).includes(field) ? (field as Path<TValues>) : undefined;
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKey, stored);
      form.reset(valuesOf(stored));
      setSaved(true);
      return onSaved?.(stored);
    },
    onError: (error) => {
      showFieldMessages(error, form.setError, formFieldOf);
    },
  });
  const submit = form.handleSubmit((submitted) => {
    setSaved(false);
    mutation.mutate(submitted);
  });

  return {
    register: form.register,
    errors: form.formState.errors,
    submit: (event) => void submit(event),
    saving: mutation.isPending,
    saved,
    failed:
      mutation.isError &&
      !Object.keys(fieldMessagesOf(mutation.error) ?? {}).some((field) => formFieldOf(field)),
  };
}
