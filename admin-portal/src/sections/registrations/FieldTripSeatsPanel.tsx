import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  edition,
  fieldTripMessages,
  fieldTripSettingsRules,
  formatUsd,
  type FieldTripSettings,
  type FieldTripView,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { usePermissions } from '../../auth/auth-context';
import { buttonClass } from '../../components/buttons';
import { inputClass } from '../../components/forms';
import { QueryContent } from '../../components/QueryContent';
import { rulesResolver } from '../../components/rules-resolver';
import { useSectionQuery } from '../use-section-query';
import { cancellationQueryKeys, fetchFieldTrip, saveFieldTrip } from './cancellation-api';

function SeatsForm({ view, canEdit }: { view: FieldTripView; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FieldTripSettings>({
    values: { seats: view.seats, payBy: view.payBy },
    resetOptions: { keepDirtyValues: true },
    resolver: rulesResolver(fieldTripSettingsRules),
  });
  const save = useMutation({
    mutationFn: saveFieldTrip,
    onSuccess: (next) => {
      queryClient.setQueryData(cancellationQueryKeys.fieldTrip, next);
      // A seat given to the waiting list changes rows of the registrations list.
      void queryClient.invalidateQueries({ queryKey: ['registrations'] });
      reset({ seats: next.seats, payBy: next.payBy });
      setSaved(true);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(
        error instanceof ApiRequestError ? (error.fieldErrors ?? {}) : {},
      )) {
        setError(field as Path<FieldTripSettings>, { type: 'server', message });
      }
    },
  });
  const submit = handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 p-5">
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
      {save.isError && !(save.error instanceof ApiRequestError && save.error.fieldErrors) && (
        <p role="alert" className="text-sm text-red-700">
          {fieldTripMessages.saveFailed}
        </p>
      )}
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Field trip seats</legend>
        <div>
          <label htmlFor="field-trip-seats" className="block text-sm font-medium text-gray-700">
            Seats
          </label>
          <input
            id="field-trip-seats"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={inputClass}
            aria-invalid={Boolean(errors.seats)}
            aria-describedby={errors.seats ? 'field-trip-seats-error' : undefined}
            {...register('seats', { valueAsNumber: true })}
          />
          {errors.seats && (
            <p id="field-trip-seats-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.seats.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="field-trip-pay-by" className="block text-sm font-medium text-gray-700">
            Held seats to be paid by
          </label>
          <input
            id="field-trip-pay-by"
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.payBy)}
            aria-describedby={errors.payBy ? 'field-trip-pay-by-error' : undefined}
            {...register('payBy')}
          />
          {errors.payBy && (
            <p id="field-trip-pay-by-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.payBy.message}
            </p>
          )}
        </div>
      </fieldset>
      {canEdit && (
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save field trip'}
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
