import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxAssignee, InboxName } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { assignInboxRecord, fetchInboxAssignees } from './inbox-api';
import { inboxKeys } from './inbox-queries';

interface Values {
  /** A team member's id, or '' for nobody. */
  userId: string;
}

/** Hands the record to a team member, or back to nobody. */
export function AssignForm({
  name,
  id,
  current,
}: {
  name: InboxName;
  id: string;
  current: InboxAssignee | null;
}) {
  const selectId = useId();
  const queryClient = useQueryClient();
  const assignees = useQuery({ queryKey: inboxKeys.assignees, queryFn: fetchInboxAssignees });
  const [saved, setSaved] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: { userId: current?.id ?? '' },
  });

  const assign = useMutation({
    mutationFn: (userId: string | null) => assignInboxRecord(name, id, userId),
    onSuccess: async (item) => {
      setSaved(item.assignee ? `Assigned to ${item.assignee.email}.` : 'Assigned to nobody.');
      await queryClient.invalidateQueries({ queryKey: inboxKeys.inbox(name) });
    },
  });

  const submit = handleSubmit(({ userId }) => {
    setSaved(null);
    assign.mutate(userId === '' ? null : userId);
  });

  const members = assignees.data ?? [];
  // A member disabled since keeps their name here until the record is handed on.
  const options =
    current && !members.some((member) => member.id === current.id)
      ? [current, ...members]
      : members;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-700">
          Assigned to
        </label>
        <select
          id={selectId}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...register('userId')}
        >
          <option value="">Nobody</option>
          {options.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      {assignees.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the team: only the current assignee can be shown.
        </p>
      )}
      {assign.isError && (
        <p role="alert" className="text-sm text-red-700">
          {assign.error.message || 'Failed to assign the record. Please try again.'}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={assign.isPending}>
          Assign
        </button>
        <p role="status" className="text-sm text-green-800">
          {saved}
        </p>
      </div>
    </form>
  );
}
