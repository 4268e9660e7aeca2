import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { abstractNoticeMessages as texts, type NoticeOutcome } from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/QueryContent';
import { authorNoticesQueryKey, fetchNoticeQueue, sendNotices } from './author-notices-api';
import { useSectionQuery } from '../../use-section-query';
import { OutcomePreview } from './OutcomePreview';

const loadFailed = 'Failed to load the author notices';

function noticesText(count: number): string {
  return count === 1 ? '1 notice' : `${count} notices`;
}

/**
 * The committee's decisions waiting for their notices: read them as the authors will, then
 * send them all at once.
 */
export function AuthorNoticesSection() {
  const queryClient = useQueryClient();
  const queue = useSectionQuery({ queryKey: authorNoticesQueryKey, queryFn: fetchNoticeQueue });
  const [previewing, setPreviewing] = useState<NoticeOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const groups = queue.data?.groups ?? [];
  const waiting = groups.filter((group) => group.count > 0);
  const total = waiting.reduce((sum, group) => sum + group.count, 0);

  const send = useMutation({
    mutationFn: () => sendNotices(waiting.map((group) => group.outcome)),
    onSuccess: async (result) => {
      setSent(result.message);
      setConfirming(false);
      setPreviewing(null);
      await queryClient.invalidateQueries({ queryKey: authorNoticesQueryKey });
    },
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Author notices</h1>
      <p className="max-w-3xl text-sm text-gray-700">
        The committee’s decisions wait here until you send their notices. Each author gets one
        e-mail, written from the texts under E-mail texts; an accepted author’s e-mail carries a
        link to confirm or withdraw the presentation. {texts.duplicatesNote}
      </p>
      {sent && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {sent}
        </p>
      )}
      <QueryContent query={queue} loading="Loading the author notices" failure={loadFailed}>
        {(data) => (
          <>
            {data.duplicates > 0 && (
              <p className="text-sm text-gray-700">
                {data.duplicates === 1
                  ? '1 abstract marked as a duplicate leaves the queue without a notice when you send.'
                  : `${data.duplicates} abstracts marked as duplicates leave the queue without a notice when you send.`}
              </p>
            )}
            {total === 0 ? (
              <p className="text-sm text-gray-600">{texts.queueEmpty}</p>
            ) : (
              <>
                {waiting.map((group) => (
                  <section
                    key={group.outcome}
                    aria-labelledby={`notices-${group.outcome}`}
                    className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <h2 id={`notices-${group.outcome}`} className="text-lg font-semibold">
                        {group.label}: {noticesText(group.count)}
                      </h2>
                      <button
                        type="button"
                        className={buttonClass.secondary}
                        aria-expanded={previewing === group.outcome}
                        onClick={() =>
                          setPreviewing(previewing === group.outcome ? null : group.outcome)
                        }
                      >
                        {previewing === group.outcome ? 'Hide preview' : 'Preview'}
                      </button>
                    </div>
                    <ul className="divide-y divide-gray-100 text-sm">
                      {group.abstracts.map((item) => (
                        <li key={item.id} className="flex flex-wrap gap-x-3 py-1">
                          <span className="font-medium">{item.reference}</span>
                          <span className="text-gray-900">{item.title}</span>
                          <span className="text-gray-600">{item.email}</span>
                        </li>
                      ))}
                    </ul>
                    {previewing === group.outcome && (
                      <OutcomePreview outcome={group.outcome} label={group.label} />
                    )}
                  </section>
                ))}
                <button
                  type="button"
                  className={buttonClass.primary}
                  onClick={() => {
                    setSent(null);
                    send.reset();
                    setConfirming(true);
                  }}
                >
                  Send {noticesText(total)}
                </button>
              </>
            )}
          </>
        )}
      </QueryContent>
      {confirming && (
        <ConfirmDialog
          title={`Send ${noticesText(total)}?`}
          confirmLabel={`Send ${noticesText(total)}`}
          busyLabel="Sending…"
          tone="success"
          busy={send.isPending}
          onConfirm={() => send.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-gray-700">
            {waiting.map((group) => `${group.label}: ${group.count}`).join('; ')}. The e-mails
            cannot be called back once sent.
          </p>
          {send.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failureText(send.error, 'Failed to send the notices. Please try again.')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
