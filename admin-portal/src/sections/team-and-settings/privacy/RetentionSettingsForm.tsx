import { useQueryClient } from '@tanstack/react-query';
import {
  privacyMessages,
  retentionSettingKeys,
  retentionSettingLabels,
  retentionSettingsRules,
  type RetentionSettings,
} from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { FormField } from '../../../components/FormField';
import { useSettingsForm } from '../../use-settings-form';
import { privacyQueryKeys, saveRetentionSettings } from './privacy-api';

/** The retention periods: the daily job purges by them and the privacy notice states them. */
export function RetentionSettingsForm({ settings }: { settings: RetentionSettings }) {
  const queryClient = useQueryClient();
  const { register, errors, submit, saving, saved, failed } = useSettingsForm({
    values: settings,
    rules: retentionSettingsRules,
    fields: retentionSettingKeys,
    queryKey: privacyQueryKeys.retention,
    save: saveRetentionSettings,
    valuesOf: (stored) => stored,
    // New periods change what goes next.
    onSaved: () => queryClient.invalidateQueries({ queryKey: privacyQueryKeys.upcoming }),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
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
      {failed && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {privacyMessages.retentionSaveFailed}
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Retention periods</legend>
        {retentionSettingKeys.map((name) => (
          <FormField
            key={name}
            id={`retention-${name}`}
            label={retentionSettingLabels[name]}
            error={errors[name]?.message}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                step="1"
                min={name === 'inquiryMonths' ? 1 : 0}
                className={inputClass}
                {...register(name, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      <button type="submit" className={buttonClass.primary} disabled={saving}>
        {saving ? 'Saving...' : 'Save periods'}
      </button>
    </form>
  );
}
