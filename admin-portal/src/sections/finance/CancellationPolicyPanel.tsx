import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancellationMessages,
  cancellationPolicyRules,
  type CancellationPolicy,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { usePermissions } from '../../auth/auth-context';
import { buttonClass } from '../../components/buttons';
import { inputClass } from '../../components/forms';
import { QueryContent } from '../../components/QueryContent';
import { rulesResolver } from '../../components/rules-resolver';
import { useSectionQuery } from '../use-section-query';
import {
  cancellationPolicyQueryKey,
  fetchCancellationPolicy,
  saveCancellationPolicy,
} from './cancellation-policy-api';

const fields: { name: keyof CancellationPolicy; label: string; type: 'date' | 'number' }[] = [
  { name: 'fullRefundBefore', label: 'Full refund when cancelled before', type: 'date' },
  { name: 'partialRefundBefore', label: 'Partial refund when cancelled before', type: 'date' },
  {
    name: 'partialRefundPercent',
    label: 'Partial refund (percent of what was paid)',
    type: 'number',
  },
];

function PolicyForm({ policy, canEdit }: { policy: CancellationPolicy; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CancellationPolicy>({
    values: policy,
    resetOptions: { keepDirtyValues: true },
    resolver: rulesResolver(cancellationPolicyRules),
  });
  const save = useMutation({
    mutationFn: saveCancellationPolicy,
    onSuccess: (next) => {
      queryClient.setQueryData(cancellationPolicyQueryKey, next);
      reset(next);
      setSaved(true);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(
        error instanceof ApiRequestError ? (error.fieldErrors ?? {}) : {},
      )) {
        setError(field as Path<CancellationPolicy>, { type: 'server', message });
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
        A cancellation gives back everything paid before the first date, the partial share before
        the second, and nothing after. The share is fixed on the day of the cancellation.
      </p>
      {saved && (
        <p role="status" className="text-sm text-green-800">
          {cancellationMessages.policySaved}.
        </p>
      )}
      {save.isError && !(save.error instanceof ApiRequestError && save.error.fieldErrors) && (
        <p role="alert" className="text-sm text-red-700">
          Failed to save the cancellation policy. Please try again.
        </p>
      )}
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-3">
        <legend className="sr-only">Cancellation policy</legend>
        {fields.map(({ name, label, type }) => (
          <div key={name}>
            <label htmlFor={`policy-${name}`} className="block text-sm font-medium text-gray-700">
              {label}
            </label>
            <input
              id={`policy-${name}`}
              type={type}
              {...(type === 'number' ? { min: 0, max: 100, step: 1, inputMode: 'numeric' } : {})}
              className={inputClass}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `policy-${name}-error` : undefined}
              {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
            />
            {errors[name] && (
              <p id={`policy-${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {errors[name].message}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {canEdit && (
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save policy'}
        </button>
      )}
    </form>
  );
}

/** Finance's cancellation policy: the refund a cancellation owes, by the day it is made. */
export function CancellationPolicyPanel() {
  const canEdit = usePermissions().can('update', 'Payment');
  const policy = useSectionQuery({
    queryKey: cancellationPolicyQueryKey,
    queryFn: fetchCancellationPolicy,
  });
  return (
    <section aria-labelledby="cancellation-policy-heading" className="space-y-4">
      <h2 id="cancellation-policy-heading" className="text-xl font-semibold text-gray-900">
        Cancellation policy
      </h2>
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <QueryContent
          query={policy}
          loading="Loading the cancellation policy"
          failure="Failed to load the cancellation policy"
        >
          {(data) => <PolicyForm policy={data} canEdit={canEdit} />}
        </QueryContent>
      </div>
    </section>
  );
}
