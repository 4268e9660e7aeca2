import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTwoFactorStatus, twoFactorStatusQueryKey } from '../../../auth/two-factor-api';
import { TwoFactorSetupForm } from '../../../auth/TwoFactorSetupForm';

/** The account's second factor: on, with its recovery codes left, or the set-up. */
export function TwoFactorPanel() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorStatusQueryKey, queryFn: fetchTwoFactorStatus });
  return (
    <section
      aria-labelledby="two-factor-heading"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="two-factor-heading" className="text-lg font-semibold text-gray-900">
        Two-factor authentication
      </h2>
      {status.isPending && <p className="text-sm text-gray-600">Loading...</p>}
      {status.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the two-factor authentication status.
        </p>
      )}
      {status.data?.enabled && (
        <p className="text-sm text-gray-700">
          Two-factor authentication is on. Signing in asks for a code from your authenticator app.
          Recovery codes left: {status.data.recoveryCodesLeft}. If you lose your phone, a conference
          administrator can reset it.
        </p>
      )}
      {status.data && !status.data.enabled && (
        <>
          <p className="text-sm text-gray-700">
            {status.data.required
              ? 'Your role requires two-factor authentication.'
              : 'Protect your account with a code from an authenticator app at each sign-in.'}
          </p>
          <TwoFactorSetupForm
            onDone={() => void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey })}
          />
        </>
      )}
    </section>
  );
}
