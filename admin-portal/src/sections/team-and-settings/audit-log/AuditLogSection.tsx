import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from '@caawg11/conference/routing';
import { adminPageSizeDefault, auditLogLoadFailed } from '@caawg11/conference';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import {
  auditLogQueryKey,
  fetchAuditLog,
  filterNames,
  filtersOf,
  pageOf,
  type AuditLogFilters,
} from './audit-log-api';
import { AuditLogFilterForm } from './AuditLogFilterForm';
import { AuditLogTable } from './AuditLogTable';

/** Who did what to which record, and when: filters and page in the URL, so a view can be shared. */
export function AuditLogSection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const limit = adminPageSizeDefault;
  const log = useSectionQuery({
    queryKey: auditLogQueryKey(filters, page, limit),
    queryFn: () => fetchAuditLog(filters, page, limit),
    placeholderData: keepPreviousData,
  });

  function show(next: AuditLogFilters, nextPage: number) {
    const query = new URLSearchParams();
    for (const name of filterNames) if (next[name]) query.set(name, next[name]);
    if (nextPage > 1) query.set('page', String(nextPage));
    // Applying the filters already shown asks again, so the log can be brought up to date.
    const unchanged =
      nextPage === page && filterNames.every((name) => next[name] === filters[name]);
    if (unchanged) void log.refetch();
    else setParams(query);
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Audit log</h1>
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <AuditLogFilterForm
          key={JSON.stringify(filters)}
          filters={filters}
          onApply={(next) => show(next, 1)}
        />
        <QueryContent
          query={log}
          loading="Loading the audit log"
          failure={auditLogLoadFailed}
          inset
        >
          {({ data: entries, count: total }) =>
            entries.length === 0 ? (
              <EmptyState
                title="No entries found"
                text="Nothing in the audit log matches these filters."
              />
            ) : (
              <>
                <AuditLogTable entries={entries} total={total} />
                <Pagination
                  page={page}
                  pageSize={limit}
                  shown={entries.length}
                  total={total}
                  onPage={(next) => show(filters, next)}
                />
              </>
            )
          }
        </QueryContent>
      </section>
    </div>
  );
}
