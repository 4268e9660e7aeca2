import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@caawg11/conference/routing';
import { loginRules } from '@caawg11/conference';
import { signInInputClass } from '../components/forms';
import { rulesResolver } from '../components/rules-resolver';
import { paths } from '../paths';
import { useAuth } from './auth-context';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';

interface Credentials {
  email: string;
  password: string;
}

export function LoginScreen() {
  const { login, error: authError, awaitingCode } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<Credentials>({
    resolver: rulesResolver(loginRules),
    defaultValues: { email: '', password: '' },
  });

  // One message above the form, never one per field: a refusal must not tell which was wrong.
  const submit = handleSubmit(
    async ({ email, password }) => {
      setError(null);
      try {
        await login(email.trim(), password);
      } catch (failure) {
        setError((failure as Error).message);
      }
    },
    (refused) => setError(refused.email?.message ?? refused.password?.message ?? null),
  );

  const shown = awaitingCode ? null : (error ?? authError);
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-center text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-2 text-center text-sm text-gray-600">
          Please login to access the admin dashboard
        </p>
        {shown && (
          <div
            role="alert"
            className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
          >
            {shown}
          </div>
        )}
        {awaitingCode ? (
          <TwoFactorCodeStep />
        ) : (
          <>
            <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
              <div>
                <label htmlFor="admin-email" className="block text-sm font-medium text-gray-700">
                  Email address
                </label>
                <input
                  id="admin-email"
                  type="email"
                  autoComplete="username"
                  className={signInInputClass}
                  {...register('email')}
                />
              </div>
              <div>
                <label htmlFor="admin-password" className="block text-sm font-medium text-gray-700">
                  Password
                </label>
                <input
                  id="admin-password"
                  type="password"
                  autoComplete="current-password"
                  className={signInInputClass}
                  {...register('password')}
                />
              </div>
              <button
                type="submit"
                disabled={isSubmitting}
                className="w-full rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-60"
              >
                {isSubmitting ? 'Signing in...' : 'Sign in'}
              </button>
            </form>
            <p className="mt-4 text-center text-sm">
              <Link
                to={paths.forgotPassword}
                className="font-medium text-brand-900 underline hover:text-brand-700"
              >
                Forgot your password?
              </Link>
            </p>
          </>
        )}
        <Link
          to="/"
          className="mt-4 block w-full rounded-md border border-brand-900 px-4 py-2 text-center font-semibold text-brand-900 hover:bg-brand-50"
        >
          Return to Homepage
        </Link>
      </div>
    </main>
  );
}
