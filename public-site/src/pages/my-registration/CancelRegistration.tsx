import { Dialog } from '@caawg11/conference/dialog';
import {
  requestTimeoutsMs,
  type MyCancellationView,
  type MyRegistration,
} from '@caawg11/conference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';
import { cancelMyRegistration, fetchMyCancellation } from './cancellation-calls';
import { useFormatDate } from './RegistrationSummary';
import { useUsd } from './usd';

const dangerButton =
  'rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';
const plainButton =
  'rounded-md border border-gray-300 px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The policy in the page's words, and the refund due were they to cancel today. */
function PolicyAndRefund({ view }: { view: MyCancellationView }) {
  const { t } = useTranslation('myCancellation');
  const formatDate = useFormatDate();
  const usd = useUsd();
  const { policy } = view;
  return (
    <>
      <h3 className="mt-4 font-semibold text-gray-900">{t('policy.heading')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>{t('policy.full', { date: formatDate(policy.fullRefundBefore) })}</li>
        <li>
          {t('policy.partial', {
            percent: policy.partialRefundPercent,
            date: formatDate(policy.partialRefundBefore),
          })}
        </li>
        <li>{t('policy.none', { date: formatDate(policy.partialRefundBefore) })}</li>
      </ul>
      <p className="mt-4 rounded-md bg-accent-400/20 p-3 font-semibold text-gray-900">
        {t('refundToday', { amount: usd(view.refundDueToday), percent: view.refundPercentToday })}
      </p>
    </>
  );
}

interface Props {
  token: string;
  registration: MyRegistration;
  /** Reloads the page's registration, which then carries its cancellation. */
  onCancelled: () => void;
}

/**
 * "Cancel my registration" on the access-link page: a dialog shows the policy and the refund
 * due today before the registrant confirms; once cancelled, when and the refund due.
 */
export function CancelRegistration({ token, registration, onCancelled }: Props) {
  const { t } = useTranslation('myCancellation');
  const failureText = useFailureText();
  const formatDate = useFormatDate();
  const usd = useUsd();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const policy = useQuery({
    queryKey: ['my-cancellation', token],
    queryFn: () => fetchMyCancellation(token),
    enabled: open,
  });
  const cancel = useMutation({
    mutationFn: () => cancelMyRegistration(token),
    onSuccess: () => {
      setOpen(false);
      onCancelled();
    },
  });
  const failureOf = (error: unknown, fallback: string) =>
    failureText(
      describeFailure(error, {
        fallback,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.accessRequest,
      }),
    );
  const failure = cancel.isError
    ? failureOf(cancel.error, t('cancelProblem'))
    : policy.isError
      ? failureOf(policy.error, t('loadProblem'))
      : null;
  const { cancellation } = registration;

  return (
    <section aria-labelledby="cancel-heading" className="rounded-xl bg-white p-5 shadow sm:p-6">
      <h2 id="cancel-heading" className="mb-4 text-xl font-bold text-brand-900">
        {t('heading')}
      </h2>
      {cancellation ? (
        <div className="rounded-md bg-red-50 p-4 text-red-900">
          <p className="font-semibold">
            {t('cancelledOn', { date: formatDate(cancellation.cancelledAt) })}
          </p>
          <p className="mt-1">
            {t('refundDue', {
              amount: usd(cancellation.refundDue),
              percent: cancellation.refundPercent,
            })}
          </p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-700">{t('intro')}</p>
          <button
            type="button"
            className={dangerButton}
            onClick={() => {
              cancel.reset();
              setOpen(true);
            }}
          >
            {t('cancelButton')}
          </button>
        </>
      )}
      {open && (
        <Dialog
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-2xl backdrop:bg-black/40"
        >
          <h2 id={titleId} className="text-xl font-bold text-brand-900">
            {t('confirm.title')}
          </h2>
          <p className="mt-3 text-gray-700">{t('confirm.text')}</p>
          {policy.isPending && !policy.isError && (
            <p role="status" className="mt-4 text-gray-700">
              {t('loading')}
            </p>
          )}
          {policy.data && <PolicyAndRefund view={policy.data.data} />}
          {failure && (
            <div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
              <p>{failure.message}</p>
              {failure.detail && <p className="mt-1">{failure.detail}</p>}
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className={plainButton} onClick={() => setOpen(false)}>
              {t('confirm.keep')}
            </button>
            <button
              type="button"
              className={dangerButton}
              disabled={!policy.data || cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? t('confirm.busy') : t('confirm.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
