import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inboxChoosableStatuses,
  type InboxName,
  type InboxStatusChange,
} from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { rulesResolver } from '../../../components/rules-resolver';
import { changeInboxStatus } from './inbox-api';
import { statusLabel } from './inbox-format';
import { refreshInbox } from './inbox-queries';
import { statusChangeRules, type StatusChangeValues } from './inbox-rules';
import { ReasonField } from './ReasonField';
import { statusChangeRequest, statusFailure } from './status-change';

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
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<StatusChangeValues>({
    // Until the organiser picks one, the choice follows the record: a reply, for one, moves it on.
    values: { status: current, reason: '' },
    resetOptions: { keepDirtyValues: true },
    resolver: rulesResolver(statusChangeRules),
  });
  const status = useWatch({ control, name: 'status' });

  const save = useMutation({
    mutationFn: (request: InboxStatusChange) => changeInboxStatus(name, id, request),
    onSuccess: async (item) => {
      setSaved(`Status saved: ${statusLabel(item.status)}.`);
      reset();
      await refreshInbox(queryClient, name);
    },
  });

  const submit = handleSubmit(
    (values) => {
      setSaved(null);
      save.mutate(statusChangeRequest(values));
    },
    () => setSaved(null),
  );

  const problem =
    errors.status?.message ??
    errors.reason?.message ??
    (save.isError ? statusFailure(save.error) : null);
  const choosable: readonly string[] = inboxChoosableStatuses[name];
  // A status only a decision sets (an accepted abstract) still shows as the current one.
  const statuses = choosable.includes(current) ? choosable : [current, ...choosable];
  return (
    <form
      aria-label="Change the status"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
    >
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-700">
          New status
        </label>
        <select
          id={selectId}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...register('status')}
        >
          {statuses.map((value) => (
            <option key={value} value={value} disabled={!choosable.includes(value)}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <ReasonField status={status} registration={register('reason')} />
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
