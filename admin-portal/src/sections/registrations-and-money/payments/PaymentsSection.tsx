import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@caawg11/conference/routing';
import { formatUsd, paymentMethodLabels, type AdminPayment } from '@caawg11/conference';
import { fetchPayments, rejectPayment, verifyPayment } from './payments-api';
import type { PaymentFilter } from '../../../api/types';
import { apiDownload } from '../../../api/client';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { ExportButtons } from '../../../components/ExportButtons';
import { ScrollArea } from '../../../components/ScrollArea';
import { actionsColumnClass, wrapAnywhereClass } from '../../../components/table';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../format';
import { useOpenFile } from '../../../open-file';
import { queryKeys } from '../../queries';
import { RejectPaymentDialog } from './RejectPaymentDialog';
import { VerifyPaymentDialog } from './VerifyPaymentDialog';
import { useSectionQuery } from '../../use-section-query';

const filters: { value: PaymentFilter; label: string }[] = [
  { value: 'pending', label: 'Pending Verification' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All Payments' },
];

function filterParam(value: string | null): PaymentFilter {
  return filters.some((filter) => filter.value === value) ? (value as PaymentFilter) : 'pending';
}

type Pending = { kind: 'verify' | 'reject'; payment: AdminPayment } | null;

export function PaymentsSection() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = filterParam(params.get('status'));
  const [pending, setPending] = useState<Pending>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const proofFile = useOpenFile();
  const canExport = usePermissions().can('export', 'Payment');

  const list = useSectionQuery({
    queryKey: queryKeys.paymentList(status),
    queryFn: () => fetchPayments(status),
  });

  const afterAction = async () => {
    setPending(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
      queryClient.invalidateQueries({ queryKey: queryKeys.registrations }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
  };
  const verify = useMutation({
    mutationFn: ({ payment, amount }: { payment: AdminPayment; amount: number }) =>
      verifyPayment(payment._id, amount),
    onSuccess: afterAction,
    onError: () => {
      setPending(null);
      setActionError('Failed to verify payment');
    },
  });
  const reject = useMutation({
    mutationFn: ({ payment, reason }: { payment: AdminPayment; reason: string }) =>
      rejectPayment(payment._id, reason),
    onSuccess: afterAction,
    onError: () => {
      setPending(null);
      setActionError('Failed to reject payment');
    },
  });

  function choose(value: string) {
    setActionError(null);
    const next = new URLSearchParams(params);
    if (value === 'pending') next.delete('status');
    else next.set('status', value);
    setParams(next);
  }

  const payments = list.data?.data ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold text-gray-900">Payment Verification</h1>
        {canExport && (
          <ExportButtons
            onExport={(format) =>
              apiDownload(
                `/admin/payments/export?${new URLSearchParams({ format, status }).toString()}`,
                `payments.${format}`,
              )
            }
          />
        )}
      </div>
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <div className="border-b border-gray-200 px-4 py-4">
          <label htmlFor="payment-filter" className="block text-sm font-medium text-gray-700">
            Show
          </label>
          <select
            id="payment-filter"
            value={status}
            onChange={(event) => choose(event.target.value)}
            className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm sm:w-60"
          >
            {filters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        {proofFile.isError && (
          <div
            role="alert"
            className="m-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
          >
            The proof could not be opened. Please try again.
          </div>
        )}
        {actionError ? (
          <div className="p-4">
            <ErrorPanel message={actionError}>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setActionError(null)}
              >
                Back to payments
              </button>
            </ErrorPanel>
          </div>
        ) : list.isPending ? (
          <Spinner label="Loading payments" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorPanel message="Failed to load payment data" />
          </div>
        ) : payments.length === 0 ? (
          <EmptyState
            title="No payments found"
            text={
              status === 'pending'
                ? 'There are no pending payments to verify at this time.'
                : 'Try selecting a different status filter.'
            }
          />
        ) : (
          <ScrollArea label="Payments">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Registration
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Method
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Reference
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className={`px-4 py-3 ${actionsColumnClass.header}`}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {payments.map((payment) => {
                  const name = `${payment.registration.firstName} ${payment.registration.familyName}`;
                  return (
                    <tr key={payment._id}>
                      <td className={`px-4 py-3 ${wrapAnywhereClass}`}>
                        <p className="font-medium text-gray-900">{name}</p>
                        <p className="text-gray-600">{payment.registration.email}</p>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-gray-900">
                        {formatUsd(payment.amount)}
                      </td>
                      <td className="px-4 py-3 text-gray-700">
                        {paymentMethodLabels[payment.method] ?? payment.method}
                      </td>
                      <td className={`px-4 py-3 text-gray-700 ${wrapAnywhereClass}`}>
                        {payment.reference}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-gray-700">
                        {formatDate(payment.paymentDate)}
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={payment.status} />
                        {payment.status === 'rejected' && payment.notes && (
                          <p className="mt-1 max-w-48 text-xs text-gray-600">{payment.notes}</p>
                        )}
                      </td>
                      <td className={`px-4 py-3 ${actionsColumnClass.cell}`}>
                        <div className="flex flex-wrap gap-3">
                          {payment.proofUrl && (
                            <button
                              type="button"
                              className={buttonClass.link}
                              aria-label={`View Proof of ${name}`}
                              onClick={() => proofFile.open(payment.proofUrl ?? '')}
                            >
                              View Proof
                            </button>
                          )}
                          {payment.status === 'pending' && (
                            <>
                              <button
                                type="button"
                                className="text-sm font-semibold text-green-700 hover:underline"
                                aria-label={`Verify payment of ${name}`}
                                onClick={() => setPending({ kind: 'verify', payment })}
                              >
                                Verify
                              </button>
                              <button
                                type="button"
                                className="text-sm font-semibold text-red-700 hover:underline"
                                aria-label={`Reject payment of ${name}`}
                                onClick={() => setPending({ kind: 'reject', payment })}
                              >
                                Reject
                              </button>
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </section>
      {pending?.kind === 'verify' && (
        <VerifyPaymentDialog
          busy={verify.isPending}
          proofAmount={pending.payment.amount}
          onCancel={() => setPending(null)}
          onConfirm={(amount) => verify.mutate({ payment: pending.payment, amount })}
        />
      )}
      {pending?.kind === 'reject' && (
        <RejectPaymentDialog
          busy={reject.isPending}
          onCancel={() => setPending(null)}
          onConfirm={(reason) => reject.mutate({ payment: pending.payment, reason })}
        />
      )}
    </div>
  );
}
