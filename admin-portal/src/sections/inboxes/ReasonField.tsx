import { useId } from 'react';
import { inboxNeedsReason, inboxTextMaxLength } from '@caawg11/conference';

/** The reason of a status change: required for the decisions whose notice tells why. */
export function ReasonField({
  status,
  value,
  onChange,
}: {
  status: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const required = inboxNeedsReason(status);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Reason
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        required={required}
        aria-describedby={`${id}-hint`}
        maxLength={inboxTextMaxLength}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {required
          ? 'Required: the person who wrote in is told why.'
          : 'Optional: kept in the history.'}
      </p>
    </div>
  );
}
