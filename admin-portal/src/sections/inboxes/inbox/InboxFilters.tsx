import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { inboxStatuses, type InboxName } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { fetchInboxAssignees } from './inbox-api';
import { statusLabel } from './inbox-format';
import { inboxKeys } from './inbox-queries';
import type { InboxChoiceFilter } from './inbox-types';

const fieldClass = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm';
const labelClass = 'block text-sm font-medium text-gray-700';

interface Props {
  name: InboxName;
  filters: readonly InboxChoiceFilter[];
  /** The filters the URL holds, as the api names them. */
  values: URLSearchParams;
  /** Sets the given filters (an empty value clears one) and goes back to the first page. */
  onChange: (changes: Record<string, string>) => void;
}

/**
 * The list's filters. A choice applies at once; the search text applies when the form is sent
 * or along with the next choice, so typing does not ask the api for every letter. The choices
 * show the URL itself rather than a form value, as the team's names arrive after the first render.
 */
export function InboxFilters({ name, filters, values, onChange }: Props) {
  const id = useId();
  const { register, handleSubmit, getValues, setValue } = useForm<{ q: string }>({
    // The URL may move on its own (back button, a cleared filter): the field shows what it holds.
    values: { q: values.get('q') ?? '' },
  });
  const assignees = useQuery({ queryKey: inboxKeys.assignees, queryFn: fetchInboxAssignees });

  const choose = (param: string, value: string) =>
    onChange({ [param]: value, q: getValues('q').trim() });

  const submit = handleSubmit(({ q }) => onChange({ q: q.trim() }));

  function clear() {
    setValue('q', '');
    const cleared: Record<string, string> = { status: '', q: '', assignee: '', from: '', to: '' };
    for (const filter of filters) cleared[filter.param] = '';
    onChange(cleared);
  }

  const select = (param: string, label: string, options: { value: string; label: string }[]) => (
    <div key={param}>
      <label htmlFor={`${id}-${param}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${param}`}
        value={values.get(param) ?? ''}
        onChange={(event) => choose(param, event.target.value)}
        className={fieldClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const statuses: readonly string[] = inboxStatuses[name];
  return (
    <form
      role="search"
      aria-label="Filters"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 border-b border-gray-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-q`} className={labelClass}>
          Search
        </label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={200}
          className={fieldClass}
          {...register('q')}
        />
      </div>
      {select('status', 'Status', [
        { value: '', label: 'All statuses' },
        ...statuses.map((status) => ({ value: status, label: statusLabel(status) })),
      ])}
      {select('assignee', 'Assigned to', [
        { value: '', label: 'Anyone' },
        { value: 'me', label: 'Me' },
        { value: 'none', label: 'Nobody' },
        ...(assignees.data ?? []).map((member) => ({ value: member.id, label: member.email })),
      ])}
      {filters.map((filter) =>
        select(filter.param, filter.label, [
          { value: '', label: filter.anyLabel },
          ...filter.options.map((option) => ({ value: option, label: option })),
        ]),
      )}
      {(['from', 'to'] as const).map((param) => (
        <div key={param}>
          <label htmlFor={`${id}-${param}`} className={labelClass}>
            {param === 'from' ? 'From' : 'To'}
          </label>
          <input
            id={`${id}-${param}`}
            type="date"
            value={values.get(param) ?? ''}
            onChange={(event) => choose(param, event.target.value)}
            className={fieldClass}
          />
        </div>
      ))}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass.primary}>
          Apply filters
        </button>
        <button type="button" className={buttonClass.secondary} onClick={clear}>
          Clear filters
        </button>
      </div>
      {assignees.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          Failed to load the team: the list of people to filter by is incomplete.
        </p>
      )}
    </form>
  );
}
