import { useForm, useWatch } from 'react-hook-form';
import { auditRecordTypeLabels, auditRecordTypes } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import type { AuditLogFilters } from './audit-log-api';

interface Props {
  filters: AuditLogFilters;
  onApply: (filters: AuditLogFilters) => void;
}

const labelClass = 'block text-sm font-medium text-gray-700';

const noFilters: AuditLogFilters = { actor: '', recordType: '', recordId: '', from: '', to: '' };

/**
 * The log's filters. A choice from a list or a calendar applies at once; typed text applies
 * with Enter or the button, so the log is not fetched again at every key.
 */
export function AuditLogFilterForm({ filters, onApply }: Props) {
  const { register, handleSubmit, getValues, reset, control } = useForm<AuditLogFilters>({
    defaultValues: filters,
  });
  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const applyAtOnce = { onChange: () => onApply(getValues()) };
  const submit = handleSubmit((draft) =>
    onApply({ ...draft, actor: draft.actor.trim(), recordId: draft.recordId.trim() }),
  );

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 border-b border-gray-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="lg:col-span-2">
        <label htmlFor="audit-actor" className={labelClass}>
          Person
        </label>
        <input
          id="audit-actor"
          type="search"
          placeholder="Part of an e-mail address"
          className={inputClass}
          {...register('actor')}
        />
      </div>
      <div>
        <label htmlFor="audit-record-type" className={labelClass}>
          Record type
        </label>
        <select
          id="audit-record-type"
          className={inputClass}
          {...register('recordType', applyAtOnce)}
        >
          <option value="">All record types</option>
          {auditRecordTypes.map((type) => (
            <option key={type} value={type}>
              {auditRecordTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-record-id" className={labelClass}>
          Record ID
        </label>
        <input id="audit-record-id" className={inputClass} {...register('recordId')} />
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          From
        </label>
        <input
          id="audit-from"
          type="date"
          max={to || undefined}
          className={inputClass}
          {...register('from', applyAtOnce)}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          To
        </label>
        <input
          id="audit-to"
          type="date"
          min={from || undefined}
          className={inputClass}
          {...register('to', applyAtOnce)}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={buttonClass.primary}>
          Apply filters
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => {
            reset(noFilters);
            onApply(noFilters);
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
