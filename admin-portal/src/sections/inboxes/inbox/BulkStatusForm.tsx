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
import { changeInboxStatuses } from './inbox-api';
import { statusLabel } from './inbox-format';
import { refreshInbox } from './inbox-queries';
import { statusChangeRules, type StatusChangeValues } from './inbox-rules';
import { ReasonField } from './ReasonField';
import { statusChangeRequest, statusFailure } from './status-change';

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
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    control,
    formState: { errors },
  } = useForm<StatusChangeValues>({
    resolver: rulesResolver(statusChangeRules),
    defaultValues: { status: '', reason: '' },
  });
  const status = useWatch({ control, name: 'status' });

  const change = useMutation({
    mutationFn: ({ ids, request }: { ids: string[]; request: InboxStatusChange }) =>
      changeInboxStatuses(name, ids, request),
    onSuccess: async (updated, { ids, request }) => {
      const skipped = ids.length - updated;
      setDone(
        `${recordsText(updated)} changed to ${statusLabel(request.status)}.` +
          (skipped > 0 ? ` ${recordsText(skipped)} already had this status.` : ''),
      );
      resetField('reason');
      onDone();
      await refreshInbox(queryClient, name);
    },
  });

  const submit = handleSubmit(
    (values) => {
      setDone(null);
      change.mutate({ ids: selectedIds, request: statusChangeRequest(values) });
    },
    () => setDone(null),
  );

  const problem =
    errors.status?.message ??
    errors.reason?.message ??
    (change.isError ? statusFailure(change.error) : null);
  const statuses: readonly string[] = inboxChoosableStatuses[name];
  return (
    <form
      aria-label="Change the status of the selected records"
      onSubmit={(event) => void submit(event)}
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
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...register('status')}
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
        <ReasonField status={status} registration={register('reason')} />
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
