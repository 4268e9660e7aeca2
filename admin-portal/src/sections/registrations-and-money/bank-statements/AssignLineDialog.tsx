import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { BankStatementLineView, BankStatementView } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { assignStatementLine } from './bank-statements-api';
import { searchRegistrations } from '../../../api/registrations-api';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { registrantName } from '../../../format';
import { queryKeys } from '../../queries';

interface Props {
  statementId: string;
  line: BankStatementLineView;
  onDone: (statement: BankStatementView) => void;
  onClose: () => void;
}

/** Finds the registration a transfer pays, by the registrant's name or e-mail, and assigns it. */
export function AssignLineDialog({ statementId, line, onDone, onClose }: Props) {
  const [searched, setSearched] = useState(line.payerName);
  const form = useForm<{ search: string }>({ defaultValues: { search: line.payerName } });
  const results = useQuery({
    queryKey: queryKeys.registrationSearch(searched),
    queryFn: () => searchRegistrations(searched),
    enabled: searched.trim().length >= 2,
  });
  const assign = useMutation({
    mutationFn: (registrationId: string) =>
      assignStatementLine(statementId, line.id, registrationId),
    onSuccess: onDone,
  });
  const submit = form.handleSubmit(({ search }) => setSearched(search.trim()));
  const found = results.data ?? [];

  return (
    <Dialog
      title="Assign this transfer"
      wide
      onClose={onClose}
      actions={
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Cancel
        </button>
      }
    >
      <p className="text-sm text-gray-700">
        {line.amount} {line.currency} from {line.payerName || 'an unnamed payer'}: “{line.reference}
        ”
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <div className="grow">
          <label htmlFor="assign-search" className="block text-sm font-medium text-gray-700">
            Registrant’s name or e-mail
          </label>
          <input
            id="assign-search"
            type="search"
            className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
            {...form.register('search')}
          />
        </div>
        <button type="submit" className={buttonClass.secondary}>
          Search
        </button>
      </form>
      <div className="mt-4" aria-live="polite">
        {results.isFetching ? (
          <p className="text-sm text-gray-600">Searching…</p>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to search registrations
          </p>
        ) : searched.trim().length >= 2 && found.length === 0 ? (
          <p className="text-sm text-gray-600">No registration matches “{searched}”.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {found.map((registration) => (
              <li
                key={registration._id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="text-sm">
                  <span className="font-semibold">{registration.reference}</span>{' '}
                  {registrantName(registration)}, {registration.email}, fee{' '}
                  {registration.registrationFee} USD ({registration.paymentStatus})
                </span>
                <button
                  type="button"
                  className={buttonClass.primary}
                  disabled={assign.isPending}
                  onClick={() => assign.mutate(registration._id)}
                >
                  Assign to {registration.reference}
                </button>
              </li>
            ))}
          </ul>
        )}
        {assign.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {assign.error instanceof ApiRequestError
              ? (Object.values(assign.error.fieldErrors ?? {})[0] ??
                assign.error.serverMessage ??
                assign.error.message)
              : 'Failed to assign the transfer'}
          </p>
        )}
      </div>
    </Dialog>
  );
}
