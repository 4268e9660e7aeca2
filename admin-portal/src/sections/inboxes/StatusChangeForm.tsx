import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inboxChoosableStatuses,
  type InboxName,
  type InboxStatusChange,
} from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { changeInboxStatus } from './inbox-api';
import { statusLabel } from './inbox-format';
import { refreshInbox } from './inbox-queries';
import { ReasonField } from './ReasonField';
import { statusChange, statusFailure } from './status-change';

/** One record's status, with the reason its notice gives. */
export function StatusChangeForm({
  name,
  id,
  current,
}: {
  name: InboxName;
  id: string;
  current: string;
}) {
  const selectId = useId();
  const queryClient = useQueryClient();
  // Until the organiser picks one, the choice follows the record: a reply, for one, moves it on.
  const [chosen, setChosen] = useState<string | null>(null);
  const status = chosen ?? current;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (request: InboxStatusChange) => changeInboxStatus(name, id, request),
    onSuccess: async (item) => {
      setSaved(`Status saved: ${statusLabel(item.status)}.`);
      setReason('');
      setChosen(null);
      await refreshInbox(queryClient, name);
    },
    onError: (error) => setProblem(statusFailure(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const outcome = statusChange(status, reason);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    setProblem(null);
    save.mutate(outcome.change);
  }

  const choosable: readonly string[] = inboxChoosableStatuses[name];
  // A status only a decision sets (an accepted abstract) still shows as the current one.
  const statuses = choosable.includes(current) ? choosable : [current, ...choosable];
  return (
    <form aria-label="Change the status" onSubmit={submit} noValidate className="space-y-3">
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-700">
          New status
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setChosen(event.target.value)}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
        >
          {statuses.map((value) => (
            <option key={value} value={value} disabled={!choosable.includes(value)}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <ReasonField status={status} value={reason} onChange={setReason} />
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          Save status
        </button>
        <p role="status" className="text-sm text-green-800">
          {saved}
        </p>
      </div>
    </form>
  );
}
