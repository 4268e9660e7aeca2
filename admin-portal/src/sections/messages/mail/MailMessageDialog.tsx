import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mailTemplateLabels, type MailLogMessage } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { wrapAnywhereClass } from '../../../components/table';
import { formatDateTime, languageName } from '../../../format';
import { fetchMailMessage, mailLogKey } from './mail-api';
import { MailStatusBadge } from './MailStatusBadge';

function Facts({ message }: { message: MailLogMessage }) {
  const facts: [string, ReactNode][] = [
    ['To', message.to],
    ['Reply-To', message.replyTo ?? '—'],
    ['Template', mailTemplateLabels[message.template] ?? message.template],
    ['Language', languageName(message.language ?? undefined)],
    ['Status', <MailStatusBadge key="status" status={message.status} />],
    ['Written', formatDateTime(message.createdAt)],
    ['Sent', message.sentAt ? formatDateTime(message.sentAt) : '—'],
    ['Attempts', String(message.attempts)],
    ['Message-ID', message.messageId ?? '—'],
    ['Last error', message.lastError ?? '—'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className={`text-gray-900 ${wrapAnywhereClass}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One e-mail as its recipient received it, without the links that act for them. */
export function MailMessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useQuery({
    queryKey: [...mailLogKey, 'message', id],
    queryFn: () => fetchMailMessage(id),
  });
  const data = message.data;

  return (
    <Dialog
      title="E-mail"
      onClose={onClose}
      wide
      actions={
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {message.isPending ? (
        <Spinner label="Loading the e-mail" />
      ) : message.isError || !data ? (
        <ErrorPanel message={message.error?.message ?? 'Failed to load the e-mail'} />
      ) : (
        <div className="space-y-4">
          <Facts message={data} />
          {data.unavailable ? (
            <p className="text-sm text-gray-700">{data.unavailable}</p>
          ) : (
            <section
              aria-label={data.asSent ? 'Message as sent' : 'Message as it will be sent'}
              className="rounded-md border border-gray-200"
            >
              <p className="border-b border-gray-200 bg-gray-50 px-3 py-2 text-sm font-semibold">
                {data.subject}
              </p>
              <pre className="max-h-80 overflow-y-auto whitespace-pre-wrap px-3 py-2 font-sans text-sm text-gray-900">
                {data.text}
              </pre>
            </section>
          )}
          <p className="text-xs text-gray-600">
            Links that act for the recipient (access, invitation and opt-out links) are never shown
            here.
          </p>
        </div>
      )}
    </Dialog>
  );
}
