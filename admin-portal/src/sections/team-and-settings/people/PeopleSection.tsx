import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@caawg11/conference/routing';
import { maxErasureReasonLength, maxLengths, type ErasureResult } from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormField } from '../../../components/FormField';
import { QueryContent } from '../../../components/QueryContent';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { useSectionQuery } from '../../use-section-query';
import { ErasureRequestsPanel } from './ErasureRequestsPanel';
import { PersonRecords } from './PersonRecords';
import { erasePerson, exportPerson, fetchPerson } from './people-api';

function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function countText(count: number): string {
  return count === 1 ? '1 record' : `${count} records`;
}

/**
 * Everything held about one e-mail address on one screen, with its export and its erasure
 * (administrators only), and the registrants' open requests for erasure.
 */
export function PeopleSection() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const [typed, setTyped] = useState(email);
  const [dialog, setDialog] = useState<'export' | 'erase' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [erased, setErased] = useState<ErasureResult | null>(null);
  const permissions = usePermissions();
  const mayAct = permissions.can('manage', 'Person');
  const queryClient = useQueryClient();

  const person = useSectionQuery({
    queryKey: ['people', 'person', email],
    queryFn: () => fetchPerson(email),
    enabled: email !== '',
  });
  const exporting = useMutation({
    mutationFn: () => exportPerson(email),
    onSuccess: () => setDialog(null),
  });
  const erasing = useMutation({
    mutationFn: () => erasePerson(email, reason.trim()),
    onSuccess: async (result) => {
      setDialog(null);
      setReason('');
      setErased(result);
      await queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  });

  function lookUp(address: string) {
    setTyped(address);
    setErased(null);
    setParams(
      address.trim() ? new URLSearchParams({ email: address.trim() }) : new URLSearchParams(),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    lookUp(typed);
  }

  function confirmErase() {
    if (!reason.trim()) {
      setReasonError('Please give the reason for the erasure.');
      return;
    }
    setReasonError(undefined);
    erasing.mutate();
  }

  const count = person.data?.records.length ?? 0;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">People</h1>
      <ErasureRequestsPanel onLookUp={lookUp} />
      <section
        aria-labelledby="people-search-title"
        className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="people-search-title" className="text-lg font-semibold text-gray-900">
          Everything held about a person
        </h2>
        <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <FormField id="people-email" label="E-mail address">
              {(control) => (
                <input
                  {...control}
                  type="email"
                  required
                  maxLength={maxLengths.email}
                  autoComplete="off"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
          <button type="submit" className={buttonClass.primary}>
            Look up
          </button>
        </form>
        {erased && (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            Erased. What the books keep is now named “{erased.marker}”.
          </p>
        )}
      </section>

      {email !== '' && (
        <QueryContent
          query={person}
          loading="Looking up what is held"
          failure="What is held about this address could not be loaded. Please try again."
        >
          {(result) =>
            result.records.length === 0 ? (
              <EmptyState title="Nothing held" text={`No record names ${result.email}.`} />
            ) : (
              <div className="space-y-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="wrap-anywhere text-sm text-gray-700">
                    {countText(result.records.length)} held about{' '}
                    <strong className="text-gray-900">{result.email}</strong>
                  </p>
                  {mayAct && (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={buttonClass.secondary}
                        onClick={() => setDialog('export')}
                      >
                        Export
                      </button>
                      <button
                        type="button"
                        className={buttonClass.danger}
                        onClick={() => setDialog('erase')}
                      >
                        Erase
                      </button>
                    </div>
                  )}
                </div>
                <PersonRecords email={result.email} records={result.records} />
              </div>
            )
          }
        </QueryContent>
      )}

      {dialog === 'export' && (
        <ConfirmDialog
          title="Export this person’s data"
          confirmLabel="Export"
          busyLabel="Exporting…"
          tone="success"
          busy={exporting.isPending}
          onConfirm={() => exporting.mutate()}
          onCancel={() => setDialog(null)}
        >
          <p className="text-sm text-gray-700">
            A ZIP with the {countText(count)} held about {email} and the files they uploaded.
          </p>
          {exporting.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {failureText(exporting.error, 'The export failed. Please try again.')}
            </p>
          )}
        </ConfirmDialog>
      )}

      {dialog === 'erase' && (
        <ConfirmDialog
          title="Erase this person"
          confirmLabel={`Erase ${countText(count)}`}
          busyLabel="Erasing…"
          tone="danger"
          busy={erasing.isPending}
          onConfirm={confirmErase}
          onCancel={() => setDialog(null)}
        >
          <div className="space-y-3 text-sm text-gray-700">
            <p>
              The {countText(count)} held about {email} will be anonymised and their files deleted.
              Receipt and credit-note numbers, amounts, dates and the registration type are kept for
              the books. This cannot be undone.
            </p>
            <FormField id="erasure-reason" label="Reason" error={reasonError}>
              {(control) => (
                <textarea
                  {...control}
                  required
                  rows={3}
                  maxLength={maxErasureReasonLength}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
            {erasing.isError && (
              <p role="alert" className="text-red-700">
                {failureText(erasing.error, 'The erasure failed. Please try again.')}
              </p>
            )}
          </div>
        </ConfirmDialog>
      )}
    </div>
  );
}
