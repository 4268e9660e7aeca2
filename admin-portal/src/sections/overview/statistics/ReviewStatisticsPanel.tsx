import { abstractDecisionLabels } from '@caawg11/conference';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { percent } from '../../../format';
import { fetchReviewStatistics, reviewQueryKeys } from '../../abstracts-and-programme/review';
import { useSectionQuery } from '../../use-section-query';
import { Bar } from './Bar';

const card = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200';

/** Abstracts by subtheme and by decision, and each reviewer's progress. */
export function ReviewStatisticsPanel() {
  const { data, isPending, isError } = useSectionQuery({
    queryKey: reviewQueryKeys.statistics,
    queryFn: fetchReviewStatistics,
  });
  return (
    <section className={card} aria-labelledby="review-statistics-heading">
      <h2 id="review-statistics-heading" className="text-lg font-semibold text-gray-900">
        Abstracts and Reviews
      </h2>
      {isPending ? (
        <Spinner label="Loading review statistics" />
      ) : isError ? (
        <ErrorPanel message="Failed to load review statistics" />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-3">
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-brand-700">Abstracts by subtheme</h3>
            {data.bySubtheme.map((row) => (
              <Bar
                key={row.subtheme}
                label={row.subtheme}
                count={row.count}
                percent={percent(
                  row.count,
                  data.bySubtheme.reduce((sum, item) => sum + item.count, 0),
                )}
              />
            ))}
          </div>
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-brand-700">Abstracts by decision</h3>
            {data.byDecision.map((row) => (
              <Bar
                key={row.decision}
                label={
                  row.decision === 'none' ? 'Not decided' : abstractDecisionLabels[row.decision]
                }
                count={row.count}
                percent={percent(
                  row.count,
                  data.byDecision.reduce((sum, item) => sum + item.count, 0),
                )}
              />
            ))}
          </div>
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-brand-700">Reviews done per reviewer</h3>
            {data.byReviewer.map((row) => (
              <Bar
                key={row.email}
                label={`${row.email}: ${row.reviewed} of ${row.assigned}`}
                count={row.reviewed}
                percent={percent(row.reviewed, row.assigned)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
