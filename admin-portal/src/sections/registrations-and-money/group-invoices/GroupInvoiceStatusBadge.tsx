import type { GroupInvoiceStatus } from '@caawg11/conference';

const badges: Record<GroupInvoiceStatus, { label: string; tone: string }> = {
  live: { label: 'Open', tone: 'bg-green-100 text-green-800' },
  cancelled: { label: 'Cancelled', tone: 'bg-gray-100 text-gray-800' },
};

export function GroupInvoiceStatusBadge({ status }: { status: GroupInvoiceStatus }) {
  const { label, tone } = badges[status];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {label}
    </span>
  );
}
