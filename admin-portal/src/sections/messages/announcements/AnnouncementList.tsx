import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  audienceKindLabels,
  type AnnouncementStatus,
  type AnnouncementSummary,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { formatDateTime } from '../../../format';
import { useSectionQuery } from '../../use-section-query';
import {
  announcementsQueryKey,
  fetchAnnouncement,
  fetchAnnouncements,
  resendFailed,
} from './announcements-api';

const statusLabels: Record<AnnouncementStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Writing e-mails',
  sent: 'Written',
};

/** While e-mails are still on their way, the list looks again every few seconds. */
const refreshMs = 5000;

function Failures({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: [...announcementsQueryKey, id],
    queryFn: () => fetchAnnouncement(id),
  });
  const resend = useMutation({
    mutationFn: () => resendFailed(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
  if (details.isPending) return <p className="text-sm text-gray-600">Loading…</p>;
  if (details.isError) {
    return <p role="alert">{failureText(details.error, 'Failed to load the failures')}</p>;
  }
  return (
    <div className="space-y-2">
      <ul className="space-y-1 text-sm">
        {details.data.failures.map((failure) => (
          <li key={failure.email}>
            <span className="font-medium">{failure.email}</span>: {failure.lastError ?? 'Failed'} (
            {failure.attempts} {failure.attempts === 1 ? 'attempt' : 'attempts'})
          </li>
        ))}
      </ul>
      {details.data.failures.length > 0 && (
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend failed
        </button>
      )}
      {resend.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(resend.error, 'Failed to resend. Please try again.')}
        </p>
      )}
    </div>
  );
}

function Row({ announcement }: { announcement: AnnouncementSummary }) {
  const [open, setOpen] = useState(false);
  const { progress } = announcement;
  return (
    <li className="space-y-2 rounded-md border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{announcement.subject}</h3>
        <span className="text-sm text-gray-600">{statusLabels[announcement.status]}</span>
      </div>
      <p className="text-sm text-gray-700">
        {audienceKindLabels[announcement.audience.kind]}
        {announcement.essential ? ' · essential' : ''} · {announcement.languages.join(', ')} ·{' '}
        {formatDateTime(announcement.sendAt)} · by {announcement.createdBy}
      </p>
      <p className="text-sm text-gray-800">
        {progress.recipients} recipients: {progress.sent} sent, {progress.queued} queued,{' '}
        {progress.failed} failed
        {announcement.leftOutUnsubscribed > 0 &&
          ` · ${announcement.leftOutUnsubscribed} unsubscribed, left out`}
      </p>
      {progress.failed > 0 && (
        <button type="button" className={buttonClass.link} onClick={() => setOpen(!open)}>
          {open ? 'Hide failures' : 'Show failures'}
        </button>
      )}
      {open && <Failures id={announcement.id} />}
    </li>
  );
}

/** The announcements written so far, newest first, with how far their e-mails went. */
export function AnnouncementList() {
  const list = useSectionQuery({
    queryKey: announcementsQueryKey,
    queryFn: fetchAnnouncements,
    refetchInterval: (query) =>
      query.state.data?.data.some(
        (announcement) => announcement.status !== 'sent' || announcement.progress.queued > 0,
      )
        ? refreshMs
        : false,
  });
  if (list.isPending) return <p className="text-sm text-gray-600">Loading announcements…</p>;
  if (list.isError) return <ErrorPanel message="Failed to load announcements" />;
  if (list.data.data.length === 0) {
    return <p className="text-sm text-gray-600">No announcement has been sent yet.</p>;
  }
  return (
    <ul className="space-y-3">
      {list.data.data.map((announcement) => (
        <Row key={announcement.id} announcement={announcement} />
      ))}
    </ul>
  );
}
