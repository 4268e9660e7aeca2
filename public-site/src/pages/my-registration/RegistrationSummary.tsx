import {
  formatUsd,
  paymentMethodLabels,
  pricingTierLabels,
  type MyRegistration,
  type PaymentStatus,
} from '@caawg11/conference';
import type { ReactNode } from 'react';

export const statusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

const statusColours: Record<PaymentStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  verified: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${statusColours[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}

/** A day (YYYY-MM-DD) or a moment as the registrant reads it: 15 September 2025. */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The registration's facts as a definition list. */
export function RegistrationSummary({ registration }: { registration: MyRegistration }) {
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: 'Registration ID',
      value: <span className="font-mono">{registration.reference}</span>,
    },
    {
      label: 'Name',
      value: [registration.title, registration.firstName, registration.familyName]
        .filter(Boolean)
        .join(' '),
    },
    { label: 'Email', value: registration.email },
    { label: 'Category', value: registration.categoryLabel },
    { label: 'Pricing tier', value: pricingTierLabels[registration.pricingTier] },
    { label: 'Registration fee', value: formatUsd(registration.feeUsd) },
    { label: 'Field trip', value: registration.fieldTrip ? 'Yes' : 'No' },
    { label: 'Payment status', value: <StatusBadge status={registration.paymentStatus} /> },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="rounded-lg bg-gray-50 p-3">
          <dt className="text-sm text-gray-700">{row.label}</dt>
          <dd className="mt-0.5 font-semibold break-words text-gray-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The payments sent so far, newest first as the server lists them. */
export function PaymentsList({ payments }: { payments: MyRegistration['payments'] }) {
  if (payments.length === 0) {
    return <p className="text-gray-700">You have not sent a payment proof yet.</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Payments sent">
      {payments.map((payment) => (
        <li key={payment._id} className="rounded-lg border border-gray-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-gray-900">
              {formatUsd(payment.amount)} · {paymentMethodLabels[payment.method]}
            </p>
            <StatusBadge status={payment.status} />
          </div>
          <p className="mt-1 text-sm text-gray-700">
            Reference <span className="font-mono">{payment.reference}</span>, paid on{' '}
            {formatDate(payment.paymentDate)}
          </p>
          {payment.status === 'rejected' && payment.notes && (
            <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
              Reason: {payment.notes}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
