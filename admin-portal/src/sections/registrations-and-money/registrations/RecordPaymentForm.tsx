import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatUsd,
  paymentMethodLabels,
  paymentMethods,
  recordedPaymentRules,
  type PaymentMethod,
} from '@caawg11/conference';
import { recordPayment } from '../../../api/registrations-api';
import { useIdempotencyKey } from '../../../api/idempotency-key';
import type { AdminRegistrationDetails } from '../../../api/types';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { queryKeys } from '../../queries';
import { fieldMessagesOf, showFieldMessages } from '../../../components/field-messages';

interface Values {
  method: PaymentMethod;
  reference: string;
  amount: string;
  paymentDate: string;
}

/**
 * Records a payment received by other means; it counts at once towards what the registration
 * owes, and the registration is verified once its fee is covered.
 */
export function RecordPaymentForm({ registration }: { registration: AdminRegistrationDetails }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const { idempotencyKey, renew } = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver<Values>(recordedPaymentRules),
    defaultValues: {
      method: 'bank-transfer',
      reference: '',
      amount: Number(registration.balanceDue) > 0 ? registration.balanceDue : '',
      paymentDate: new Date().toISOString().slice(0, 10),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      recordPayment(registration._id, { ...values, amount: Number(values.amount) }, idempotencyKey),
    onSuccess: (payment) => {
      renew();
      setDone(
        `Recorded a payment of ${formatUsd(payment.amount, { cents: true })}; a receipt was issued.`,
      );
      reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.registrations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
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

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
      aria-labelledby="record-payment-heading"
    >
      <h2 id="record-payment-heading" className="text-lg font-semibold text-gray-900">
        Record a payment received
      </h2>
      <p className="text-sm text-gray-600">
        For money received other than through the registrant&apos;s proof upload. The payment is
        recorded as verified and the registrant is sent a receipt; the registration is verified once
        its fee is covered.
      </p>
      {done && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {done}
        </div>
      )}
      {save.isError && !fieldMessagesOf(save.error) && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          Failed to record the payment. Please try again.
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="payment-method" className="block text-sm font-medium text-gray-700">
            Method
          </label>
          <select id="payment-method" className={inputClass} {...register('method')}>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payment-reference" className="block text-sm font-medium text-gray-700">
            Reference
          </label>
          <input
            id="payment-reference"
            className={inputClass}
            aria-invalid={Boolean(errors.reference)}
            {...register('reference')}
          />
          {errors.reference && (
            <p className="mt-1 text-sm text-red-700">{errors.reference.message}</p>
          )}
        </div>
        <div>
          <label htmlFor="payment-amount" className="block text-sm font-medium text-gray-700">
            Amount (USD)
          </label>
          <input
            id="payment-amount"
            type="number"
            min="0.01"
            step="0.01"
            className={inputClass}
            aria-invalid={Boolean(errors.amount)}
            {...register('amount')}
          />
          {errors.amount && <p className="mt-1 text-sm text-red-700">{errors.amount.message}</p>}
        </div>
        <div>
          <label htmlFor="payment-date" className="block text-sm font-medium text-gray-700">
            Payment date
          </label>
          <input
            id="payment-date"
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.paymentDate)}
            {...register('paymentDate')}
          />
          {errors.paymentDate && (
            <p className="mt-1 text-sm text-red-700">{errors.paymentDate.message}</p>
          )}
        </div>
      </div>
      <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
        {save.isPending ? 'Processing...' : 'Record payment'}
      </button>
    </form>
  );
}
