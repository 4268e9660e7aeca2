import { useState } from 'react';
import { buttonClass } from '../components/buttons';
import { useAuth } from './auth-context';
import { TwoFactorSetupForm } from './TwoFactorSetupForm';

/**
 * What a member whose role needs two factors sees after the password until they are set up:
 * the api lets their sign-in reach nothing else.
 */
export function TwoFactorSetupScreen() {
  const { user, logout, adoptToken } = useAuth();
  const [error, setError] = useState<string | null>(null);
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-lg space-y-4 rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Two-factor authentication</h1>
        <p className="text-sm text-gray-700">
          Your role requires two-factor authentication. Set it up with an authenticator app on your
          phone to continue{user ? ` as ${user.email}` : ''}.
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <TwoFactorSetupForm
          onDone={({ token }) => {
            if (!token) return;
            adoptToken(token).catch((failure: unknown) => setError((failure as Error).message));
          }}
        />
        <button type="button" className={buttonClass.link} onClick={() => void logout()}>
          Sign out
        </button>
      </div>
    </main>
  );
}
