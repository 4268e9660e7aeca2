import {
  cancellationMessages,
  cancellationPolicyRules,
  type CancellationPolicy,
} from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { FormField } from '../../../components/FormField';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import { useSettingsForm } from '../../use-settings-form';
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
  const { register, errors, submit, saving, saved, failed } = useSettingsForm({
    values: policy,
    rules: cancellationPolicyRules,
    fields: fields.map(({ name }) => name),
    queryKey: cancellationPolicyQueryKey,
    save: saveCancellationPolicy,
    valuesOf: (stored) => stored,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-5">
      <p className="text-sm text-gray-700">
        A cancellation gives back everything paid before the first date, the partial share before
        the second, and nothing after. The share is fixed on the day of the cancellation.
      </p>
      {saved && (
        <p role="status" className="text-sm text-green-800">
          {cancellationMessages.policySaved}.
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          Failed to save the cancellation policy. Please try again.
        </p>
      )}
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-3">
        <legend className="sr-only">Cancellation policy</legend>
        {fields.map(({ name, label, type }) => (
          <FormField key={name} id={`policy-${name}`} label={label} error={errors[name]?.message}>
            {(control) => (
              <input
                {...control}
                type={type}
                {...(type === 'number' ? { min: 0, max: 100, step: 1, inputMode: 'numeric' } : {})}
                className={inputClass}
                {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      {canEdit && (
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save policy'}
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
