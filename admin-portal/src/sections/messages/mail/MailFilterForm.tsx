import { useForm } from 'react-hook-form';
import { mailStatusLabels, mailStatuses, mailTemplateLabels } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { noFilters, type MailLogFilters } from './mail-api';

interface Props {
  filters: MailLogFilters;
  onApply: (filters: MailLogFilters) => void;
}

const labelClass = 'block text-sm font-medium text-gray-700';

/**
 * The log's filters. A choice from a list applies at once; typed text applies with Enter or the
 * button, so the log is not fetched again at every key.
 */
export function MailFilterForm({ filters, onApply }: Props) {
  const { register, handleSubmit, getValues, reset } = useForm<MailLogFilters>({
    defaultValues: filters,
  });
  const applyAtOnce = { onChange: () => onApply(getValues()) };
  const submit = handleSubmit((draft) => onApply({ ...draft, search: draft.search.trim() }));

  return (
    <form
      role="search"
      aria-label="Filter the mail log"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 border-b border-gray-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <div className="lg:col-span-2">
        <label htmlFor="mail-search" className={labelClass}>
          Address
        </label>
        <input
          id="mail-search"
          type="search"
          placeholder="Part of an e-mail address or Message-ID"
          className={inputClass}
          {...register('search')}
        />
      </div>
      <div>
        <label htmlFor="mail-template" className={labelClass}>
          Template
        </label>
        <select id="mail-template" className={inputClass} {...register('template', applyAtOnce)}>
          <option value="">All templates</option>
          {Object.entries(mailTemplateLabels).map(([template, label]) => (
            <option key={template} value={template}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="mail-status" className={labelClass}>
          Status
        </label>
        <select id="mail-status" className={inputClass} {...register('status', applyAtOnce)}>
          <option value="">All statuses</option>
          {mailStatuses.map((status) => (
            <option key={status} value={status}>
              {mailStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
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
