import { useState, type FormEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from '@caawg11/conference/routing';
import {
  adminPageSizeDefault,
  fieldTripFilterLabels,
  fieldTripFilters,
  paymentStatuses,
  type FieldTripFilter,
  type PaymentStatus,
} from '@caawg11/conference';
import { fetchRegistrations, searchRegistrations } from '../../../api/registrations-api';
import type { AdminRegistrationDetails } from '../../../api/types';
import { apiDownload } from '../../../api/client';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { ExportButtons } from '../../../components/ExportButtons';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Pagination } from '../../../components/Pagination';
import { Spinner } from '../../../components/Spinner';
import { queryKeys } from '../../queries';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import { RegistrationTable } from './RegistrationTable';
import { FieldTripSeatsPanel } from './FieldTripSeatsPanel';
import { useSectionQuery } from '../../use-section-query';

const statusOptions: { value: '' | PaymentStatus; label: string }[] = [
  { value: '', label: 'All Statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

function statusParam(value: string | null): PaymentStatus | '' {
  return (paymentStatuses as readonly string[]).includes(value ?? '')
    ? (value as PaymentStatus)
    : '';
}

function addOnParam(value: string | null): FieldTripFilter | '' {
  return (fieldTripFilters as readonly string[]).includes(value ?? '')
    ? (value as FieldTripFilter)
    : '';
}

/** Narrows the search results in the browser by e-mail, first or family name. */
function matches(registration: AdminRegistrationDetails, text: string): boolean {
  const needle = text.toLowerCase();
  return [
    registration.email,
    registration.firstName,
    registration.familyName,
    `${registration.firstName} ${registration.familyName}`,
    registration.reference,
  ].some((value) => value.toLowerCase().includes(needle));
}

export function RegistrationsSection() {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const addOn = addOnParam(params.get('addOn'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchText = params.get('q') ?? '';
  const [draft, setDraft] = useState(searchText);
  const [selected, setSelected] = useState<AdminRegistrationDetails | null>(null);
  const limit = adminPageSizeDefault;
  const permissions = usePermissions();
  const canExport = permissions.can('export', 'Registration');
  const canSeeFieldTrip = permissions.can('read', 'FieldTrip');

  const list = useSectionQuery({
    queryKey: queryKeys.registrationPage(page, limit, status, addOn),
    queryFn: () => fetchRegistrations(page, limit, status || undefined, addOn || undefined),
    placeholderData: keepPreviousData,
    enabled: searchText === '',
  });
  const search = useSectionQuery({
    queryKey: queryKeys.registrationSearch(searchText),
    queryFn: () => searchRegistrations(searchText),
    enabled: searchText !== '',
  });

  function update(next: { status?: string; addOn?: string; page?: number; q?: string }) {
    const merged = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) => {
      if (value) merged.set(key, value);
      else merged.delete(key);
    };
    if ('status' in next) set('status', next.status);
    if ('addOn' in next) set('addOn', next.addOn);
    if ('q' in next) set('q', next.q);
    set('page', next.page && next.page > 1 ? String(next.page) : undefined);
    setParams(merged);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    // An empty search goes back to the normal list.
    update({ q: draft.trim(), page: 1 });
  }

  const searching = searchText !== '';
  const rows: AdminRegistrationDetails[] = searching
    ? (search.data ?? []).filter(
        (row) =>
          matches(row, searchText) &&
          (!status || row.paymentStatus === status) &&
          (!addOn || (row.fieldTripSeat?.status ?? 'none') === addOn),
      )
    : (list.data?.data ?? []);
  const loading = searching ? search.isPending : list.isPending;
  const failed = searching ? search.isError : list.isError;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold text-gray-900">Manage Registrations</h1>
        {canExport && (
          <ExportButtons
            onExport={(format) => {
              const query = new URLSearchParams({ format });
              if (status) query.set('paymentStatus', status);
              return apiDownload(
                `/admin/registrations/export?${query.toString()}`,
                `registrations.${format}`,
              );
            }}
          />
        )}
      </div>
      {canSeeFieldTrip && <FieldTripSeatsPanel />}
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <div className="flex flex-col gap-4 border-b border-gray-200 px-4 py-4 xl:flex-row xl:items-end xl:justify-between">
          <h2 className="text-lg font-semibold text-gray-900">Registration List</h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <div>
              <label htmlFor="status-filter" className="block text-sm font-medium text-gray-700">
                Filter by status
              </label>
              <select
                id="status-filter"
                value={status}
                onChange={(event) => update({ status: event.target.value, page: 1 })}
                className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm sm:w-44"
              >
                {statusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="add-on-filter" className="block text-sm font-medium text-gray-700">
                Filter by add-on
              </label>
              <select
                id="add-on-filter"
                value={addOn}
                onChange={(event) => update({ addOn: event.target.value, page: 1 })}
                className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm sm:w-52"
              >
                <option value="">All add-ons</option>
                {fieldTripFilters.map((filter) => (
                  <option key={filter} value={filter}>
                    {fieldTripFilterLabels[filter]}
                  </option>
                ))}
              </select>
            </div>
            <form role="search" onSubmit={submitSearch} className="flex gap-2">
              <input
                type="search"
                aria-label="Search by email or name"
                placeholder="Search by email or name"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className="w-full min-w-0 rounded-md border border-gray-300 px-3 py-2 text-sm sm:w-64"
              />
              <button type="submit" className={buttonClass.primary}>
                Search
              </button>
            </form>
          </div>
        </div>

        {loading ? (
          <Spinner label="Loading registrations" />
        ) : failed ? (
          <div className="p-4">
            <ErrorPanel
              message={
                searching ? 'Error searching for registration' : 'Failed to load registrations'
              }
            />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title="No registrations found"
            text="Try adjusting your search or filter to find what you're looking for."
          />
        ) : (
          <>
            <RegistrationTable registrations={rows} onView={setSelected} />
            {searching ? (
              <Pagination
                page={1}
                pageSize={Math.max(rows.length, 1)}
                shown={rows.length}
                total={rows.length}
                onPage={() => undefined}
              />
            ) : (
              <Pagination
                page={page}
                pageSize={limit}
                shown={rows.length}
                total={list.data?.count ?? 0}
                onPage={(next) => update({ page: next })}
              />
            )}
          </>
        )}
      </section>
      {selected && (
        <RegistrationDetailsDialog
          registration={selected}
          onClose={() => setSelected(null)}
          onChanged={setSelected}
        />
      )}
    </div>
  );
}
