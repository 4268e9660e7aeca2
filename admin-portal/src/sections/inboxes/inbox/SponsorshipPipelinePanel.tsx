import { formatUsd } from '@caawg11/conference';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import { fetchSponsorshipPipeline } from './inbox-api';
import { inboxKeys } from './inbox-queries';

const failed = 'Failed to load the sponsorship pipeline';

/** The money in sight: confirmed sponsorship and what is still being discussed. */
export function SponsorshipPipelinePanel() {
  const pipeline = useSectionQuery({
    queryKey: inboxKeys.sponsorshipPipeline,
    queryFn: fetchSponsorshipPipeline,
  });
  return (
    <section aria-label="Pipeline" className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <QueryContent
        query={pipeline}
        loading="Loading the sponsorship pipeline"
        failure={failed}
        inset
      >
        {(data) => (
          <>
            <dl className="grid gap-4 p-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-medium text-gray-600">Confirmed</dt>
                <dd className="text-2xl font-bold text-gray-900">{formatUsd(data.confirmedUsd)}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-gray-600">In discussion</dt>
                <dd className="text-2xl font-bold text-gray-900">
                  {formatUsd(data.inDiscussionUsd)}
                </dd>
              </div>
            </dl>
            {data.unpricedCount > 0 && (
              <p className="px-4 pb-4 text-sm text-gray-600">
                {data.unpricedCount === 1
                  ? '1 inquiry has no amount yet and is not counted.'
                  : `${data.unpricedCount} inquiries have no amount yet and are not counted.`}
              </p>
            )}
          </>
        )}
      </QueryContent>
    </section>
  );
}
