import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inboxNeedsReason, inboxTextMaxLength } from '@caawg11/conference';

/** The reason of a status change: required for the decisions whose notice tells why. */
export function ReasonField({
  status,
  registration,
}: {
  status: string;
  registration: UseFormRegisterReturn<'reason'>;
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
        required={required}
        aria-describedby={`${id}-hint`}
        maxLength={inboxTextMaxLength}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
        {...registration}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {required
          ? 'Required: the person who wrote in is told why.'
          : 'Optional: kept in the history.'}
      </p>
    </div>
  );
}
