import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentReminderMessages,
  paymentReminderSettingsRules,
  type PaymentReminderSettings,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../components/buttons';
import { inputClass } from '../../components/forms';
import { financeQueryKeys, saveReminderSettings } from './finance-api';
import { rulesResolver } from '../../components/rules-resolver';

type NumberField = 'dueDays' | 'remindDaysBefore' | 'intervalDays' | 'maxReminders';

const numberFields: { name: NumberField; label: string }[] = [
  { name: 'dueDays', label: 'Days to pay after registering' },
  { name: 'remindDaysBefore', label: 'First reminder, days before the due date' },
  { name: 'intervalDays', label: 'Days between reminders' },
  { name: 'maxReminders', label: 'Most reminders per registration' },
];

const settingsFields = new Set<string>([
  'dueDays',
  'finalDeadline',
  'remindDaysBefore',
  'intervalDays',
  'maxReminders',
  'paused',
]);

const fieldId = (name: string) => `reminder-${name}`;

interface Props {
  settings: PaymentReminderSettings;
  /** Whether the signed-in role may change the settings, or only read them. */
  canEdit: boolean;
}

export function ReminderSettingsForm({ settings, canEdit }: Props) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentReminderSettings>({
    // Settings saved since (here or by a colleague) replace the fields, except those being edited.
    values: settings,
    resetOptions: { keepDirtyValues: true },
    resolver: rulesResolver(paymentReminderSettingsRules),
  });
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (view) => {
      queryClient.setQueryData(financeQueryKeys.reminders, view);
      reset(view.settings);
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (settingsFields.has(field)) {
            setError(field as Path<PaymentReminderSettings>, { type: 'server', message });
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

  function errorOf(name: keyof PaymentReminderSettings) {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${fieldId(name)}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  }

  function describedBy(name: keyof PaymentReminderSettings) {
    return errors[name] ? `${fieldId(name)}-error` : undefined;
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
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
      {save.isError && !fieldErrorsOnly && (
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
          <div key={name}>
            <label htmlFor={fieldId(name)} className="block text-sm font-medium text-gray-700">
              {label}
            </label>
            <input
              id={fieldId(name)}
              type="number"
              inputMode="numeric"
              step="1"
              className={inputClass}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={describedBy(name)}
              {...register(name, { valueAsNumber: true })}
            />
            {errorOf(name)}
          </div>
        ))}
        <div>
          <label
            htmlFor={fieldId('finalDeadline')}
            className="block text-sm font-medium text-gray-700"
          >
            Final payment deadline
          </label>
          <input
            id={fieldId('finalDeadline')}
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.finalDeadline)}
            aria-describedby={describedBy('finalDeadline')}
            {...register('finalDeadline')}
          />
          {errorOf('finalDeadline')}
        </div>
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-3">
          <input
            id={fieldId('paused')}
            type="checkbox"
            className="h-4 w-4 rounded border-gray-300 text-brand-700 focus:ring-brand-500"
            aria-invalid={Boolean(errors.paused)}
            aria-describedby={describedBy('paused')}
            {...register('paused')}
          />
          <label htmlFor={fieldId('paused')} className="text-sm font-medium text-gray-700">
            Pause reminders
          </label>
          {errorOf('paused')}
        </div>
      </fieldset>
      {canEdit && (
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      )}
    </form>
  );
}
