import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inboxChoosableStatuses,
  type InboxName,
  type InboxStatusChange,
} from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { changeInboxStatuses } from './inbox-api';
import { statusLabel } from './inbox-format';
import { refreshInbox } from './inbox-queries';
import { ReasonField } from './ReasonField';
import { statusChange, statusFailure } from './status-change';

interface Props {
  name: InboxName;
  selectedIds: string[];
  onDone: () => void;
}

function recordsText(count: number): string {
  return `${count} ${count === 1 ? 'record' : 'records'}`;
}

/** Moves the selected rows of the page to one status at once. */
export function BulkStatusForm({ name, selectedIds, onDone }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: ({ ids, request }: { ids: string[]; request: InboxStatusChange }) =>
      changeInboxStatuses(name, ids, request),
    onSuccess: async (updated, { ids, request }) => {
      const skipped = ids.length - updated;
      setDone(
        `${recordsText(updated)} changed to ${statusLabel(request.status)}.` +
          (skipped > 0 ? ` ${recordsText(skipped)} already had this status.` : ''),
      );
      setReason('');
      onDone();
      await refreshInbox(queryClient, name);
    },
    onError: (error) => setProblem(statusFailure(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const outcome = statusChange(status, reason);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    setProblem(null);
    change.mutate({ ids: selectedIds, request: outcome.change });
  }

  const statuses: readonly string[] = inboxChoosableStatuses[name];
  return (
    <form
      aria-label="Change the status of the selected records"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 border-b border-gray-200 bg-gray-50 px-4 py-4 lg:flex-row lg:items-start"
    >
      <p className="text-sm font-medium text-gray-700 lg:mt-7 lg:w-28">
        {selectedIds.length} selected
      </p>
      <div className="lg:w-56">
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          New status for selected
        </label>
        <select
          id={id}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
        >
          <option value="">Choose a status</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex-1">
        <ReasonField status={status} value={reason} onChange={setReason} />
      </div>
      <div className="lg:mt-6">
        <button
          type="submit"
          className={buttonClass.primary}
          disabled={selectedIds.length === 0 || change.isPending}
        >
          Apply to selected
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 lg:mt-7">
          {problem}
        </p>
      )}
      <p role="status" className="text-sm text-green-800 lg:mt-7">
        {done}
      </p>
    </form>
  );
}
