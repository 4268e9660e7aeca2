import { useQuery } from '@tanstack/react-query';
import { fetchRegistration } from '../../../api/registrations-api';
import { formatDateTime } from '../../../format';

/**
 * What the registrant agreed to, each answer with the version of the privacy notice shown and
 * when. The list's rows do not carry them: they come with the registration's own record.
 */
export function RegistrationConsents({ registrationId }: { registrationId: string }) {
  const details = useQuery({
    queryKey: ['registration', registrationId, 'consents'],
    queryFn: () => fetchRegistration(registrationId),
  });
  const consents = details.data?.consents;
  return (
    <section aria-labelledby="registration-consents-heading" className="mt-6">
      <h3
        id="registration-consents-heading"
        className="text-sm font-semibold uppercase tracking-wide text-brand-700"
      >
        Consents
      </h3>
      {details.isPending ? (
        <p className="mt-2 text-sm text-gray-600">Loading the consents...</p>
      ) : details.isError ? (
        // Not an alert: the dialog's alerts are for the actions taken in it.
        <p className="mt-2 text-sm text-red-700">
          The consents could not be loaded. Please try again.
        </p>
      ) : !consents || consents.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No consents are recorded.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-gray-900">
          {consents.map((consent) => (
            <li key={consent.key}>
              <span className="font-medium">{consent.label}</span>: {consent.given ? 'Yes' : 'No'}
              <span className="text-gray-600">
                {' '}
                (privacy notice {consent.noticeVersion ?? 'not versioned'},{' '}
                {formatDateTime(consent.givenAt)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
