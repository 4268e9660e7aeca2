import type { HistoryEntry } from '@caawg11/conference';
import { formatDateTime, historyActionLabel, historyChanges } from './inbox-format';

/** The record's audit history: who changed what, and when, oldest first. */
export function HistoryList({ history }: { history: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-lg font-semibold text-gray-900">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-gray-600">No changes yet.</p>
      ) : (
        <ol aria-label="History" className="space-y-3">
          {history.map((entry) => (
            <li key={entry.id} className="border-l-2 border-brand-100 pl-3 text-sm">
              <p className="font-medium text-gray-900">{historyActionLabel(entry.action)}</p>
              <p className="text-gray-700">{historyChanges(entry)}</p>
              <p className="text-xs text-gray-600">
                {entry.actor ?? 'System'}, {formatDateTime(entry.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
