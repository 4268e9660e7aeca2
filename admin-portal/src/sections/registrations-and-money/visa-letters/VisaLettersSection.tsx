import { useState } from 'react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPageSizeDefault,
  paymentStatusLabels,
  registrantAbstractStatusLabels,
  visaLetterRefusalRules,
  visaLetterStatusLabels,
  visaLetterStatuses,
  type VisaLetterRow,
  type VisaLetterStatus,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ExportButtons } from '../../../components/ExportButtons';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { Pagination } from '../../../components/Pagination';
import { QueryContent } from '../../../components/QueryContent';
import { actionsColumnClass, wrapAnywhereClass } from '../../../components/table';
import { useSectionQuery } from '../../use-section-query';
import { VisaLetterSettingsForm } from './VisaLetterSettingsForm';
import {
  exportVisaLetters,
  fetchVisaLetters,
  fetchVisaLetterSettings,
  issueVisaLetter,
  refuseVisaLetter,
  visaLetterSettingsQueryKey,
  visaLettersQueryKey,
  type VisaLetterFilter,
} from './visa-letters-api';

type Decision = { kind: 'issue' | 'refuse'; row: VisaLetterRow };

const cellClass = 'px-3 py-2 align-top';

/**
 * Visa invitation letter requests with the passport data the letters repeat (admins only), the
 * registration's payment and abstract status beside each, and the issue and refuse actions.
 */
export function VisaLettersSection() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<VisaLetterFilter>({ status: '', search: '', page: 1 });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const requests = useSectionQuery({
    queryKey: [...visaLettersQueryKey, filter],
    queryFn: () => fetchVisaLetters(filter),
    placeholderData: keepPreviousData,
  });
  const settings = useSectionQuery({
    queryKey: visaLetterSettingsQueryKey,
    queryFn: fetchVisaLetterSettings,
  });
  const decide = useMutation({
    mutationFn: (chosen: Decision) =>
      chosen.kind === 'issue'
        ? issueVisaLetter(chosen.row.id)
        : refuseVisaLetter(chosen.row.id, reason),
    onSuccess: async (answer) => {
      setNotice(answer.message);
      setDecision(null);
      await queryClient.invalidateQueries({ queryKey: visaLettersQueryKey });
    },
  });

  const open = (next: Decision) => {
    setNotice(null);
    decide.reset();
    setReason('');
    setReasonError(undefined);
    setDecision(next);
  };

  const confirm = () => {
    if (!decision) return;
    if (decision.kind === 'refuse') {
      const problem = visaLetterRefusalRules.reason(reason);
      setReasonError(problem ?? undefined);
      if (problem) return;
    }
    decide.mutate(decision);
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Visa letters</h1>
      <p className="max-w-3xl text-sm text-gray-700">
        Requests for visa invitation letters from the registrants’ pages. Passport data is shown to
        administrators only and is removed after the conference.
      </p>
      {notice && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {notice}
        </p>
      )}
      <QueryContent
        query={settings}
        loading="Loading the letter settings"
        failure="Failed to load the letter settings"
      >
        {(data) => <VisaLetterSettingsForm settings={data} />}
      </QueryContent>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap gap-3">
          <FormField id="visa-filter-status" label="Status">
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={filter.status}
                onChange={(event) =>
                  setFilter({
                    ...filter,
                    status: event.target.value as VisaLetterStatus | '',
                    page: 1,
                  })
                }
              >
                <option value="">All</option>
                {visaLetterStatuses.map((status) => (
                  <option key={status} value={status}>
                    {visaLetterStatusLabels[status]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="visa-filter-search" label="Search">
            {(control) => (
              <input
                {...control}
                type="search"
                className={inputClass}
                placeholder="Name, registration ID, e-mail"
                value={filter.search}
                onChange={(event) => setFilter({ ...filter, search: event.target.value, page: 1 })}
              />
            )}
          </FormField>
        </div>
        <ExportButtons onExport={(format) => exportVisaLetters(filter, format)} />
      </div>
      <QueryContent
        query={requests}
        loading="Loading the requests"
        failure="Failed to load the requests"
      >
        {(data) => (
          <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
            {data.data.length === 0 ? (
              <p className="p-4 text-sm text-gray-600">No invitation letter requests yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="min-w-full divide-y divide-gray-200 text-sm">
                  <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-600 uppercase">
                    <tr>
                      <th scope="col" className={cellClass}>
                        Registration
                      </th>
                      <th scope="col" className={cellClass}>
                        Passport
                      </th>
                      <th scope="col" className={cellClass}>
                        Embassy or consulate
                      </th>
                      <th scope="col" className={cellClass}>
                        Payment
                      </th>
                      <th scope="col" className={cellClass}>
                        Abstract
                      </th>
                      <th scope="col" className={cellClass}>
                        Status
                      </th>
                      <th scope="col" className={`${cellClass} ${actionsColumnClass.header}`}>
                        Actions
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {data.data.map((row) => (
                      <tr key={row.id}>
                        <td className={cellClass}>
                          <p className="font-medium text-gray-900">{row.fullName}</p>
                          <p className="font-mono text-xs">{row.reference}</p>
                          <p className={`text-xs text-gray-600 ${wrapAnywhereClass}`}>
                            {row.email}
                          </p>
                        </td>
                        <td className={cellClass}>
                          <p className="font-mono">{row.passportNumber}</p>
                          <p className="text-xs text-gray-600">{row.nationality}</p>
                          <p className="text-xs text-gray-600">
                            Born {row.dateOfBirth}, expires {row.passportExpiry}
                          </p>
                        </td>
                        <td className={cellClass}>{row.embassy}</td>
                        <td className={cellClass}>
                          {row.cancelled ? 'Cancelled' : paymentStatusLabels[row.paymentStatus]}
                        </td>
                        <td className={cellClass}>
                          {registrantAbstractStatusLabels[row.abstractStatus]}
                        </td>
                        <td className={cellClass}>
                          <p>{visaLetterStatusLabels[row.status]}</p>
                          {row.verificationCode && (
                            <p className="font-mono text-xs">{row.verificationCode}</p>
                          )}
                          {row.refusalReason && (
                            <p className="text-xs text-gray-600">{row.refusalReason}</p>
                          )}
                        </td>
                        <td className={`${cellClass} ${actionsColumnClass.cell}`}>
                          {row.status === 'requested' && (
                            <div className="flex flex-col gap-2">
                              <button
                                type="button"
                                className={buttonClass.success}
                                disabled={!row.mayIssue}
                                title={
                                  row.mayIssue
                                    ? undefined
                                    : 'The settings do not allow a letter for this registration yet'
                                }
                                onClick={() => open({ kind: 'issue', row })}
                              >
                                Issue letter
                              </button>
                              <button
                                type="button"
                                className={buttonClass.secondary}
                                onClick={() => open({ kind: 'refuse', row })}
                              >
                                Refuse
                              </button>
                            </div>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination
              page={filter.page}
              pageSize={adminPageSizeDefault}
              shown={data.data.length}
              total={data.count}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </div>
        )}
      </QueryContent>
      {decision && (
        <ConfirmDialog
          title={
            decision.kind === 'issue'
              ? `Issue the letter for ${decision.row.fullName}?`
              : `Refuse the letter for ${decision.row.fullName}?`
          }
          confirmLabel={
            decision.kind === 'issue'
              ? 'Issue and e-mail the letter'
              : 'Refuse and e-mail the reason'
          }
          busyLabel="Sending…"
          tone={decision.kind === 'issue' ? 'success' : 'danger'}
          busy={decide.isPending}
          onConfirm={confirm}
          onCancel={() => setDecision(null)}
        >
          {decision.kind === 'issue' ? (
            <p className="text-sm text-gray-700">
              The letter is signed with the chair’s name and signature from the settings and
              e-mailed to {decision.row.email} in the registrant’s language.
            </p>
          ) : (
            <FormField
              id="visa-refusal-reason"
              label="Reason (e-mailed to the registrant)"
              error={reasonError}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  className={inputClass}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FormField>
          )}
          {decide.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failureText(decide.error, 'The request could not be answered. Please try again.')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
