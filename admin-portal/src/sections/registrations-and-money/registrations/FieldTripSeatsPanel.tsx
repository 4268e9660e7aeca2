import { useQueryClient } from '@tanstack/react-query';
import {
  edition,
  fieldTripMessages,
  fieldTripSettingsRules,
  formatUsd,
  type FieldTripSettings,
  type FieldTripView,
} from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { FormField } from '../../../components/FormField';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import { useSettingsForm } from '../../use-settings-form';
import { cancellationQueryKeys, fetchFieldTrip, saveFieldTrip } from './cancellation-api';

const settingsOf = ({ seats, payBy }: FieldTripView): FieldTripSettings => ({ seats, payBy });

function SeatsForm({ view, canEdit }: { view: FieldTripView; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { register, errors, submit, saving, saved, failed } = useSettingsForm({
    values: settingsOf(view),
    rules: fieldTripSettingsRules,
    fields: ['seats', 'payBy'],
    queryKey: cancellationQueryKeys.fieldTrip,
    save: saveFieldTrip,
    valuesOf: settingsOf,
    onSaved: () => {
      // A seat given to the waiting list changes rows of the registrations list.
      void queryClient.invalidateQueries({ queryKey: ['registrations'] });
    },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-5">
      <p className="text-sm text-gray-700">
        {edition.fieldTrip.datesLabel}, {formatUsd(edition.fieldTrip.priceUsd)} per seat, charged
        beside the registration fee while a seat is held or paid. Seats held:{' '}
        <strong>{view.held}</strong>, paid: <strong>{view.paid}</strong>, waiting list:{' '}
        <strong>{view.waiting}</strong>.
      </p>
      {saved && (
        <p role="status" className="text-sm text-green-800">
          {fieldTripMessages.saved}.
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {fieldTripMessages.saveFailed}
        </p>
      )}
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Field trip seats</legend>
        <FormField id="field-trip-seats" label="Seats" error={errors.seats?.message}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={inputClass}
              {...register('seats', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          id="field-trip-pay-by"
          label="Held seats to be paid by"
          error={errors.payBy?.message}
        >
          {(control) => (
            <input {...control} type="date" className={inputClass} {...register('payBy')} />
          )}
        </FormField>
      </fieldset>
      {canEdit && (
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save field trip'}
        </button>
      )}
    </form>
  );
}

/** The trip's seats and pay-by day, with how many are held, paid and waiting. */
export function FieldTripSeatsPanel() {
  const canEdit = usePermissions().can('update', 'FieldTrip');
  const fieldTrip = useSectionQuery({
    queryKey: cancellationQueryKeys.fieldTrip,
    queryFn: fetchFieldTrip,
  });
  return (
    <section
      aria-labelledby="field-trip-heading"
      className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
    >
      <h2
        id="field-trip-heading"
        className="border-b border-gray-200 px-5 py-4 text-lg font-semibold text-gray-900"
      >
        Field trip seats
      </h2>
      <QueryContent
        query={fieldTrip}
        loading="Loading the field trip"
        failure={fieldTripMessages.loadFailed}
      >
        {(view) => <SeatsForm view={view} canEdit={canEdit} />}
      </QueryContent>
    </section>
  );
}
