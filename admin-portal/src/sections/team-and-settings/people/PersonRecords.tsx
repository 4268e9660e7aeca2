import { Link } from '@caawg11/conference/routing';
import { personRecordKindLabels, personRecordKinds, type PersonRecord } from '@caawg11/conference';
import { formatDateTime } from '../../../format';
import { screenOf } from './people-api';

/** What is held about the address, grouped by kind, each record linked to its screen. */
export function PersonRecords({ email, records }: { email: string; records: PersonRecord[] }) {
  const groups = personRecordKinds
    .map((kind) => ({ kind, records: records.filter((record) => record.kind === kind) }))
    .filter((group) => group.records.length > 0);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`people-${group.kind}`}
          className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
        >
          <h3
            id={`people-${group.kind}`}
            className="px-4 pt-4 text-base font-semibold text-gray-900"
          >
            {personRecordKindLabels[group.kind]} ({group.records.length})
          </h3>
          <ul className="divide-y divide-gray-100">
            {group.records.map((record) => {
              const screen = screenOf(record, email);
              return (
                <li key={`${record.kind}-${record.id}`} className="px-4 py-3 text-sm">
                  <p className="wrap-anywhere font-medium text-gray-900">
                    {screen ? (
                      <Link
                        to={screen}
                        className="text-brand-700 underline-offset-2 hover:underline"
                      >
                        {record.reference}
                      </Link>
                    ) : (
                      record.reference
                    )}
                  </p>
                  <p className="wrap-anywhere text-gray-700">{record.summary}</p>
                  <p className="text-gray-600">
                    <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
