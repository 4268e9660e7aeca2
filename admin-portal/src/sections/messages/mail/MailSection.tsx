import { useState } from 'react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@caawg11/conference/routing';
import {
  adminPageSizeDefault,
  mailLogLoadFailed,
  mailTemplateLabels,
  type MailLogRow,
} from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Pagination } from '../../../components/Pagination';
import { ScrollArea } from '../../../components/ScrollArea';
import { Spinner } from '../../../components/Spinner';
import { wrapAnywhereClass } from '../../../components/table';
import { formatDateTime } from '../../../format';
import { useSectionQuery } from '../../use-section-query';
import {
  fetchMailLog,
  filterNames,
  filtersOf,
  mailLogKey,
  mailLogQueryKey,
  pageOf,
  resendFailedMail,
  resendMail,
  type MailLogFilters,
} from './mail-api';
import { MailFilterForm } from './MailFilterForm';
import { MailMessageDialog } from './MailMessageDialog';
import { MailStatusBadge } from './MailStatusBadge';

const headers = ['Written', 'To', 'Template', 'Status', 'Attempts', 'Sent', 'Last error'];

/**
 * Every e-mail the product sent or tried to send, newest first: filters and page in the URL, each
 * message viewable as sent, and the failed ones sent again once their cause is fixed.
 */
export function MailSection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const limit = adminPageSizeDefault;
  const queryClient = useQueryClient();
  const mayResend = usePermissions().can('update', 'MailLog');
  const [viewing, setViewing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const log = useSectionQuery({
    queryKey: mailLogQueryKey(filters, page, limit),
    queryFn: () => fetchMailLog(filters, page, limit),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailLogKey });
  const resendOne = useMutation({
    mutationFn: (row: MailLogRow) => resendMail(row.id),
    onSuccess: (_result, row) => setNotice(`The e-mail to ${row.to} is queued to be sent again.`),
    onSettled: refresh,
  });
  const resendAll = useMutation({
    mutationFn: resendFailedMail,
    onSuccess: ({ data }) =>
      setNotice(
        data.resent === 1
          ? '1 failed e-mail is queued to be sent again.'
          : `${data.resent} failed e-mails are queued to be sent again.`,
      ),
    onSettled: refresh,
  });
  const failure = resendOne.error ?? resendAll.error;

  function show(next: MailLogFilters, nextPage: number) {
    const query = new URLSearchParams();
    for (const name of filterNames) if (next[name]) query.set(name, next[name]);
    if (nextPage > 1) query.set('page', String(nextPage));
    // Applying the filters already shown asks again, so the log can be brought up to date.
    const unchanged =
      nextPage === page && filterNames.every((name) => next[name] === filters[name]);
    if (unchanged) void log.refetch();
    else setParams(query);
  }

  const rows = log.data?.data;
  const total = log.data?.count ?? 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Mail log</h1>
        {mayResend && (
          <button
            type="button"
            className={buttonClass.primary}
            disabled={resendAll.isPending}
            onClick={() => {
              setNotice(null);
              resendAll.mutate();
            }}
          >
            Resend all failed
          </button>
        )}
      </div>
      {notice && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {notice}
        </p>
      )}
      {failure && <ErrorPanel message={failure.message} />}
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <MailFilterForm
          key={JSON.stringify(filters)}
          filters={filters}
          onApply={(next) => show(next, 1)}
        />
        {log.isError ? (
          <div className="p-4">
            <ErrorPanel message={mailLogLoadFailed} />
          </div>
        ) : log.isPending ? (
          <Spinner label="Loading the mail log" />
        ) : !rows ? null : rows.length === 0 ? (
          <EmptyState title="No e-mails found" text="No e-mail matches these filters." />
        ) : (
          <>
            <ScrollArea label="E-mails">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                  <tr>
                    {headers.map((header) => (
                      <th key={header} scope="col" className="px-4 py-3">
                        {header}
                      </th>
                    ))}
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 bg-white">
                  {rows.map((row) => (
                    <tr key={row.id} className="align-top">
                      <td className="whitespace-nowrap px-4 py-3">
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                      </td>
                      <td className={`px-4 py-3 ${wrapAnywhereClass}`}>{row.to}</td>
                      <td className="px-4 py-3">
                        {mailTemplateLabels[row.template] ?? row.template}
                      </td>
                      <td className="px-4 py-3">
                        <MailStatusBadge status={row.status} />
                      </td>
                      <td className="px-4 py-3">{row.attempts}</td>
                      <td className="whitespace-nowrap px-4 py-3">
                        {row.sentAt ? formatDateTime(row.sentAt) : '—'}
                      </td>
                      <td className={`px-4 py-3 text-red-800 ${wrapAnywhereClass}`}>
                        {row.lastError ?? ''}
                      </td>
                      <td className="space-x-3 whitespace-nowrap px-4 py-3 text-right">
                        <button
                          type="button"
                          className={buttonClass.link}
                          aria-label={`View the e-mail to ${row.to}`}
                          onClick={() => setViewing(row.id)}
                        >
                          View
                        </button>
                        {mayResend && row.status === 'failed' && (
                          <button
                            type="button"
                            className={buttonClass.link}
                            aria-label={`Resend the e-mail to ${row.to}`}
                            disabled={resendOne.isPending}
                            onClick={() => {
                              setNotice(null);
                              resendOne.mutate(row);
                            }}
                          >
                            Resend
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollArea>
            <Pagination
              page={page}
              pageSize={limit}
              shown={rows.length}
              total={total}
              onPage={(next) => show(filters, next)}
            />
          </>
        )}
      </section>
      {viewing && <MailMessageDialog id={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
