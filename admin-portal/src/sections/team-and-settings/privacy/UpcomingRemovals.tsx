import type { RetentionUpcomingView } from '@caawg11/conference';
import { ScrollArea } from '../../../components/ScrollArea';
import { formatDate } from '../../../format';

/** Per kind, the records the daily job removes or anonymises within the look-ahead, soonest first. */
export function UpcomingRemovals({ view }: { view: RetentionUpcomingView }) {
  return (
    <div className="divide-y divide-gray-100">
      {view.kinds.map((kind) => {
        const headingId = `upcoming-${kind.kind}`;
        return (
          <section key={kind.kind} aria-labelledby={headingId} className="p-4">
            <h3 id={headingId} className="text-sm font-semibold text-gray-900">
              {kind.label}: {kind.count === 0 ? 'nothing' : kind.count}
            </h3>
            {kind.records.length > 0 && (
              <ScrollArea label={kind.label}>
                <table className="mt-2 min-w-full text-sm">
                  <thead className="text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                    <tr>
                      <th scope="col" className="py-2 pr-4">
                        Record
                      </th>
                      <th scope="col" className="py-2">
                        Due on
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {kind.records.map((record) => (
                      <tr key={record.recordId}>
                        <td className="py-2 pr-4 text-gray-900">{record.reference}</td>
                        <td className="py-2 text-gray-700">{formatDate(record.dueOn)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {kind.count > kind.records.length && (
                  <p className="mt-2 text-sm text-gray-600">
                    The first {kind.records.length} of {kind.count} are shown.
                  </p>
                )}
              </ScrollArea>
            )}
          </section>
        );
      })}
    </div>
  );
}
