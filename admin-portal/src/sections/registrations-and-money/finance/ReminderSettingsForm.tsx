import {
  paymentReminderMessages,
  paymentReminderSettingsRules,
  type PaymentReminderSettings,
} from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { FormField } from '../../../components/FormField';
import { useSettingsForm } from '../../use-settings-form';
import { financeQueryKeys, saveReminderSettings } from './finance-api';

type NumberField = 'dueDays' | 'remindDaysBefore' | 'intervalDays' | 'maxReminders';

const numberFields: { name: NumberField; label: string }[] = [
  { name: 'dueDays', label: 'Days to pay after registering' },
  { name: 'remindDaysBefore', label: 'First reminder, days before the due date' },
  { name: 'intervalDays', label: 'Days between reminders' },
  { name: 'maxReminders', label: 'Most reminders per registration' },
];

const settingsFields = [
  'dueDays',
  'finalDeadline',
  'remindDaysBefore',
  'intervalDays',
  'maxReminders',
  'paused',
] as const;

const fieldId = (name: string) => `reminder-${name}`;

interface Props {
  settings: PaymentReminderSettings;
  /** Whether the signed-in role may change the settings, or only read them. */
  canEdit: boolean;
}

export function ReminderSettingsForm({ settings, canEdit }: Props) {
  const { register, errors, submit, saving, saved, failed } = useSettingsForm({
    values: settings,
    rules: paymentReminderSettingsRules,
    fields: settingsFields,
    queryKey: financeQueryKeys.reminders,
    save: saveReminderSettings,
    valuesOf: (view) => view.settings,
  });
  const pausedError = errors.paused?.message;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="reminder-settings-heading"
      className="space-y-4 p-5"
    >
      <h3 id="reminder-settings-heading" className="text-base font-semibold text-gray-900">
        Reminder settings
      </h3>
      {saved && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {paymentReminderMessages.saved}.
        </div>
      )}
      {failed && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {paymentReminderMessages.saveFailed}
        </div>
      )}
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Reminder settings</legend>
        {numberFields.map(({ name, label }) => (
          <FormField key={name} id={fieldId(name)} label={label} error={errors[name]?.message}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                step="1"
                className={inputClass}
                {...register(name, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
        <FormField
          id={fieldId('finalDeadline')}
          label="Final payment deadline"
          error={errors.finalDeadline?.message}
        >
          {(control) => (
            <input {...control} type="date" className={inputClass} {...register('finalDeadline')} />
          )}
        </FormField>
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-3">
          <input
            id={fieldId('paused')}
            type="checkbox"
            className="h-4 w-4 rounded border-gray-300 text-brand-700 focus:ring-brand-500"
            aria-invalid={Boolean(pausedError)}
            aria-describedby={pausedError ? `${fieldId('paused')}-error` : undefined}
            {...register('paused')}
          />
          <label htmlFor={fieldId('paused')} className="text-sm font-medium text-gray-700">
            Pause reminders
          </label>
          {pausedError && (
            <p id={`${fieldId('paused')}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {pausedError}
            </p>
          )}
        </div>
      </fieldset>
      {canEdit && (
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save settings'}
        </button>
      )}
    </form>
  );
}
