import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from '@caawg11/conference/routing';
import {
  adminPageSizeDefault,
  inboxLoadFailed,
  inboxSubjects,
  inboxTitles,
  type InboxName,
} from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { EmptyState } from '../../../components/EmptyState';
import { ExportButtons } from '../../../components/ExportButtons';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import { BookingNightsPanel } from './BookingNightsPanel';
import { BookOfAbstractsButton } from './BookOfAbstractsButton';
import { exportInbox, fetchInboxPage } from './inbox-api';
import { inboxKeys } from './inbox-queries';
import { InboxFilters } from './InboxFilters';
import { InboxResults } from './InboxResults';
import { filterQuery, listPosition, pageQuery } from './list-params';
import { SponsorshipPipelinePanel } from './SponsorshipPipelinePanel';
import { inboxView } from './views';

/** An inbox's list: filters, order and page in the URL, so any view can be bookmarked. */
export function InboxListSection({ name }: { name: InboxName }) {
  const view = inboxView(name);
  const title = inboxTitles[name];
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const position = listPosition(name, params);
  const filters = filterQuery(name, view.filters, params);
  const query = pageQuery(name, view.filters, params);
  const queryString = query.toString();

  const list = useSectionQuery({
    queryKey: inboxKeys.list(name, queryString),
    queryFn: () => fetchInboxPage(name, query),
    placeholderData: keepPreviousData,
  });

  /** Applies changes to the URL; a new filter or order starts again at page one. */
  function update(changes: Record<string, string>, page = 1) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  }

  function sortBy(sortKey: string) {
    const order = position.sort === sortKey && position.order === 'asc' ? 'desc' : 'asc';
    update({ sort: sortKey, order });
  }

  const subject = inboxSubjects[name];
  const canExport = permissions.can('export', subject);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {canExport && (
          <div className="flex flex-col gap-2 sm:items-end">
            <ExportButtons onExport={(format) => exportInbox(name, format, filters)} />
            {name === 'abstracts' && <BookOfAbstractsButton />}
          </div>
        )}
      </div>
      {name === 'bookings' && <BookingNightsPanel />}
      {name === 'sponsorship-inquiries' && <SponsorshipPipelinePanel />}
      <section
        aria-label={`${title} list`}
        className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
      >
        <InboxFilters
          name={name}
          filters={view.filters}
          values={filters}
          onChange={(changes) => update(changes)}
        />
        <QueryContent
          query={list}
          loading={`Loading ${title.toLowerCase()}`}
          failure={inboxLoadFailed[name]}
          inset
        >
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState
                title="Nothing found"
                text="No records match these filters. Try clearing some of them."
              />
            ) : (
              <InboxResults
                key={queryString}
                name={name}
                title={title}
                columns={view.columns}
                rows={data.data}
                total={data.count}
                page={position.page}
                pageSize={adminPageSizeDefault}
                sort={position.sort}
                order={position.order}
                canUpdate={permissions.can('update', subject)}
                listSearch={params.toString() ? `?${params.toString()}` : ''}
                onSort={sortBy}
                onPage={(page) => update({}, page)}
              />
            )
          }
        </QueryContent>
      </section>
    </div>
  );
}
