import type { ConsentView } from '@caawg11/conference';
import { formatDateTime } from './inbox-format';

/** What the sender agreed to with the form: the privacy notice shown, its version and when. */
export function ConsentList({ consents }: { consents: readonly ConsentView[] }) {
  return (
    <section aria-labelledby="consents-heading" className="space-y-3">
      <h2 id="consents-heading" className="text-lg font-semibold text-gray-900">
        Consents
      </h2>
      {consents.length === 0 ? (
        <p className="text-sm text-gray-600">No consents are recorded.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {consents.map((consent) => (
            <li key={consent.key}>
              <p className="font-medium text-gray-900">
                {consent.label}: {consent.given ? 'Yes' : 'No'}
              </p>
              <p className="text-xs text-gray-600">
                Privacy notice {consent.noticeVersion ?? 'not versioned'},{' '}
                {formatDateTime(consent.givenAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
