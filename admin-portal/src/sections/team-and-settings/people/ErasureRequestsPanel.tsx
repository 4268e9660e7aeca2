import { EmptyState } from '../../../components/EmptyState';
import { QueryContent } from '../../../components/QueryContent';
import { buttonClass } from '../../../components/buttons';
import { formatDateTime } from '../../../format';
import { useSectionQuery } from '../../use-section-query';
import { fetchErasureRequests } from './people-api';

/** Registrants' open requests for erasure, from their access-link page, oldest first. */
export function ErasureRequestsPanel({ onLookUp }: { onLookUp: (email: string) => void }) {
  const requests = useSectionQuery({
    queryKey: ['people', 'erasure-requests'],
    queryFn: fetchErasureRequests,
  });
  return (
    <section
      aria-labelledby="erasure-requests-title"
      className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="erasure-requests-title" className="px-4 pt-4 text-lg font-semibold text-gray-900">
        Open erasure requests
      </h2>
      <QueryContent
        query={requests}
        loading="Loading the erasure requests"
        failure="The erasure requests could not be loaded. Please try again."
        inset
      >
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title="No open requests" text="No registrant is waiting to be erased." />
          ) : (
            <ul className="divide-y divide-gray-100">
              {data.map((request) => (
                <li
                  key={request.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-gray-900">{request.name}</p>
                    <p className="wrap-anywhere text-gray-700">{request.email}</p>
                    <p className="text-gray-600">
                      {request.reference ?? `#${request.registrationId}`}, asked{' '}
                      <time dateTime={request.requestedAt}>
                        {formatDateTime(request.requestedAt)}
                      </time>
                    </p>
                  </div>
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => onLookUp(request.email)}
                  >
                    Look up {request.name}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </section>
  );
}
