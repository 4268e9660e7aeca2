import { paymentStatusLabels, type PaymentStatus } from '@caawg11/conference';

/**
 * A status badge: verified green, pending yellow; rejected red in the registration and payment
 * tables, grey in the dashboard's recent registrations, where it only marks a row as not paid.
 */
export function StatusBadge({
  status,
  rejectedTone = 'red',
}: {
  status: PaymentStatus;
  rejectedTone?: 'red' | 'grey';
}) {
  const tone =
    status === 'verified'
      ? 'bg-green-100 text-green-800'
      : status === 'pending'
        ? 'bg-yellow-100 text-yellow-800'
        : rejectedTone === 'red'
          ? 'bg-red-100 text-red-800'
          : 'bg-gray-100 text-gray-800';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {paymentStatusLabels[status] ?? status}
    </span>
  );
}
