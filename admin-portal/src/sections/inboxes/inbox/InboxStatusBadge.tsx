import { statusLabel } from './inbox-format';

const done = ['accepted', 'approved', 'confirmed', 'answered'];
const refused = ['rejected', 'declined'];
const closed = ['withdrawn', 'closed'];

/** Decided in green, refused in red, closed in grey; anything still open in yellow. */
export function InboxStatusBadge({ status }: { status: string }) {
  const tone = done.includes(status)
    ? 'bg-green-100 text-green-800'
    : refused.includes(status)
      ? 'bg-red-100 text-red-800'
      : closed.includes(status)
        ? 'bg-gray-100 text-gray-800'
        : 'bg-yellow-100 text-yellow-800';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {statusLabel(status)}
    </span>
  );
}
