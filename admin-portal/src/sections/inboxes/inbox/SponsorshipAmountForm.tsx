import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatUsd } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { rulesResolver } from '../../../components/rules-resolver';
import { setSponsorshipAmount } from './inbox-api';
import { inboxKeys } from './inbox-queries';
import { sponsorshipAmountRules } from './inbox-rules';
import { failureMessage } from './status-change';

interface Values {
  amount: string;
}

/** What the organisers agreed with a sponsor; empty goes back to the package's price. */
export function SponsorshipAmountForm({ id, current }: { id: string; current: number | null }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver(sponsorshipAmountRules),
    defaultValues: { amount: current === null ? '' : String(current) },
  });

  const save = useMutation({
    mutationFn: (amountUsd: number | null) => setSponsorshipAmount(id, amountUsd),
    onSuccess: async (item) => {
      setSaved(
        item.amountUsd === null
          ? 'Amount cleared.'
          : `Amount saved: ${formatUsd(item.amountUsd, { cents: true })}.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.inbox('sponsorship-inquiries') }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.sponsorshipPipeline }),
      ]);
    },
  });

  const submit = handleSubmit(
    ({ amount }) => {
      setSaved(null);
      const value = amount.trim();
      // Whole cents, as the api takes them: 12.1 is sent as 12.1, not 12.100000001.
      save.mutate(value === '' ? null : Math.round(Number(value) * 100) / 100);
    },
    () => setSaved(null),
  );

  const problem =
    errors.amount?.message ??
    (save.isError
      ? failureMessage(save.error, 'Failed to save the amount. Please try again.')
      : null);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-700">
          Amount (USD)
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          aria-describedby={`${inputId}-hint`}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...register('amount')}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-gray-600">
          Leave empty to use the package&apos;s price.
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          Save amount
        </button>
        <p role="status" className="text-sm text-green-800">
          {saved}
        </p>
      </div>
    </form>
  );
}
