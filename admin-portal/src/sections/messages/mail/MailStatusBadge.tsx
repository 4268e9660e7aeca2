import { mailStatusLabels, type MailStatus } from '@caawg11/conference';

const tones: Record<MailStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  sending: 'bg-blue-100 text-blue-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {mailStatusLabels[status] ?? status}
    </span>
  );
}
