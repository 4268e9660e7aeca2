import { useState, type FormEvent } from 'react';
import { auditRecordTypeLabels, auditRecordTypes } from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { inputClass } from '../../components/forms';
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
  const [draft, setDraft] = useState(filters);
  const change = (name: keyof AuditLogFilters, value: string, immediately: boolean) => {
    const next = { ...draft, [name]: value } as AuditLogFilters;
    setDraft(next);
    if (immediately) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim(), recordId: draft.recordId.trim() });
  };

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
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
          value={draft.actor}
          onChange={(event) => change('actor', event.target.value, false)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="audit-record-type" className={labelClass}>
          Record type
        </label>
        <select
          id="audit-record-type"
          value={draft.recordType}
          onChange={(event) => change('recordType', event.target.value, true)}
          className={inputClass}
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
        <input
          id="audit-record-id"
          value={draft.recordId}
          onChange={(event) => change('recordId', event.target.value, false)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          From
        </label>
        <input
          id="audit-from"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => change('from', event.target.value, true)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          To
        </label>
        <input
          id="audit-to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => change('to', event.target.value, true)}
          className={inputClass}
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
            setDraft(noFilters);
            onApply(noFilters);
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
