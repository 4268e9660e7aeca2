import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  privacyMessages,
  retentionSettingKeys,
  retentionSettingLabels,
  retentionSettingsRules,
  type RetentionSettings,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../components/buttons';
import { inputClass } from '../../components/forms';
import { rulesResolver } from '../../components/rules-resolver';
import { privacyQueryKeys, saveRetentionSettings } from './privacy-api';

const settingsFields = new Set<string>(retentionSettingKeys);
const fieldId = (name: string) => `retention-${name}`;

/** The retention periods: the daily job purges by them and the privacy notice states them. */
export function RetentionSettingsForm({ settings }: { settings: RetentionSettings }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RetentionSettings>({
    values: settings,
    resetOptions: { keepDirtyValues: true },
    resolver: rulesResolver(retentionSettingsRules),
  });
  const save = useMutation({
    mutationFn: saveRetentionSettings,
    onSuccess: async (stored) => {
      queryClient.setQueryData(privacyQueryKeys.retention, stored);
      reset(stored);
      setSaved(true);
      // New periods change what goes next.
      await queryClient.invalidateQueries({ queryKey: privacyQueryKeys.upcoming });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (settingsFields.has(field)) {
            setError(field as Path<RetentionSettings>, { type: 'server', message });
          }
        }
      }
    },
  });
  const fieldErrorsOnly =
    save.error instanceof ApiRequestError &&
    Object.keys(save.error.fieldErrors ?? {}).some((field) => settingsFields.has(field));

  const submit = handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="retention-settings-heading"
      className="space-y-4 p-5"
    >
      <h2 id="retention-settings-heading" className="text-base font-semibold text-gray-900">
        Retention periods
      </h2>
      <p className="text-sm text-gray-600">
        The daily retention job removes what is due by these periods, and the public privacy notice
        states them.
      </p>
      {saved && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {privacyMessages.retentionSaved}.
        </div>
      )}
      {save.isError && !fieldErrorsOnly && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {privacyMessages.retentionSaveFailed}
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Retention periods</legend>
        {retentionSettingKeys.map((name) => {
          const message = errors[name]?.message;
          return (
            <div key={name}>
              <label htmlFor={fieldId(name)} className="block text-sm font-medium text-gray-700">
                {retentionSettingLabels[name]}
              </label>
              <input
                id={fieldId(name)}
                type="number"
                inputMode="numeric"
                step="1"
                min={name === 'inquiryMonths' ? 1 : 0}
                className={inputClass}
                aria-invalid={Boolean(message)}
                aria-describedby={message ? `${fieldId(name)}-error` : undefined}
                {...register(name, { valueAsNumber: true })}
              />
              {message && (
                <p id={`${fieldId(name)}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {message}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save periods'}
      </button>
    </form>
  );
}
