import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodLabels,
  paymentMethods,
  refundRules,
  type PaymentMethod,
  type RefundRequest,
} from '@caawg11/conference';
import { fetchRegistration, recordRefund } from '../../../api/registrations-api';
import { useIdempotencyKey } from '../../../api/idempotency-key';
import { apiDownload } from '../../../api/client';
import type { AdminRegistrationDetails } from '../../../api/types';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { queryKeys } from '../../queries';
import { applyRegistrationChange } from './registration-cache';
import { fieldMessagesOf, showFieldMessages } from '../../../components/field-messages';

interface Values {
  amount: string;
  method: PaymentMethod;
  reference: string;
  refundDate: string;
}

function asRequest(values: Values): RefundRequest {
  return { ...values, amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount) };
}

export const refundFailed = 'Failed to record the refund. Please try again.';

/** Money paid back to the registrant: it lowers what the registration has paid. */
export function RecordRefundForm({
  registration,
  onChanged,
}: {
  registration: AdminRegistrationDetails;
  onChanged: (registration: AdminRegistrationDetails) => void;
}) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ text: string; creditNoteNumber: string } | null>(null);
  const { idempotencyKey, renew } = useIdempotencyKey();
  const creditNote = useMutation({
    mutationFn: (creditNoteNumber: string) =>
      apiDownload(
        `/admin/registrations/${encodeURIComponent(registration._id)}/credit-note`,
        `${creditNoteNumber}.pdf`,
      ),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver<Values, RefundRequest>(refundRules, asRequest),
    defaultValues: {
      amount: '',
      method: 'bank-transfer',
      reference: '',
      refundDate: new Date().toISOString().slice(0, 10),
    },
  });
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const refund = await recordRefund(registration._id, asRequest(values), idempotencyKey);
      return { refund, changed: await fetchRegistration(registration._id) };
    },
    onSuccess: ({ refund, changed }) => {
      renew();
      setDone({
        text: `Recorded a refund of $${refund.amount}; credit note ${refund.creditNoteNumber} was issued.`,
        creditNoteNumber: refund.creditNoteNumber,
      });
      reset();
      applyRegistrationChange(queryClient, changed);
      onChanged(changed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    onError: (error) => {
      showFieldMessages(error, setError);
    },
  });
  const submit = handleSubmit((values) => {
    setDone(null);
    save.mutate(values);
  });
  const fieldError = (name: keyof Values) =>
    errors[name] && (
      <p id={`refund-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name].message}
      </p>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-6 space-y-3"
      aria-labelledby="record-refund-heading"
    >
      <h3
        id="record-refund-heading"
        className="text-sm font-semibold uppercase tracking-wide text-brand-700"
      >
        Record refund
      </h3>
      {done && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {done.text}{' '}
          <button
            type="button"
            className={buttonClass.link}
            disabled={creditNote.isPending}
            onClick={() => creditNote.mutate(done.creditNoteNumber)}
          >
            Download credit note (PDF)
          </button>
          {creditNote.isError && (
            <span role="alert" className="block text-red-700">
              The credit note could not be downloaded. Please try again.
            </span>
          )}
        </div>
      )}
      {save.isError && !fieldMessagesOf(save.error) && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {refundFailed}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="refund-amount" className="block text-sm font-medium text-gray-700">
            Amount refunded (USD)
          </label>
          <input
            id="refund-amount"
            type="number"
            min="0.01"
            step="0.01"
            className={inputClass}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
            {...register('amount')}
          />
          {fieldError('amount')}
        </div>
        <div>
          <label htmlFor="refund-method" className="block text-sm font-medium text-gray-700">
            Refund method
          </label>
          <select id="refund-method" className={inputClass} {...register('method')}>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="refund-reference" className="block text-sm font-medium text-gray-700">
            Refund reference
          </label>
          <input
            id="refund-reference"
            className={inputClass}
            aria-invalid={Boolean(errors.reference)}
            aria-describedby={errors.reference ? 'refund-reference-error' : undefined}
            {...register('reference')}
          />
          {fieldError('reference')}
        </div>
        <div>
          <label htmlFor="refund-date" className="block text-sm font-medium text-gray-700">
            Refund date
          </label>
          <input
            id="refund-date"
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.refundDate)}
            aria-describedby={errors.refundDate ? 'refund-refundDate-error' : undefined}
            {...register('refundDate')}
          />
          {fieldError('refundDate')}
        </div>
      </div>
      <button type="submit" className={buttonClass.secondary} disabled={save.isPending}>
        {save.isPending ? 'Processing...' : 'Record refund'}
      </button>
    </form>
  );
}
