import { useState, type FormEvent } from 'react';
import { twoFactorMessages } from '@caawg11/conference';
import { signInInputClass } from '../components/forms';
import { useAuth } from './auth-context';

/** The sign-in's second step for an account with two factors: a code from the app or a recovery code. */
export function TwoFactorCodeStep() {
  const { submitCode, cancelCode } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(twoFactorMessages.codeRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await submitCode(code.trim());
    } catch (failure) {
      setError((failure as Error).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="text-lg font-semibold text-brand-900">Authentication code</h2>
      {error && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {error}
        </div>
      )}
      <div>
        <label htmlFor="admin-two-factor-code" className="block text-sm font-medium text-gray-700">
          Authentication code
        </label>
        <input
          id="admin-two-factor-code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          aria-describedby="admin-two-factor-code-hint"
          aria-invalid={Boolean(error)}
          className={signInInputClass}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id="admin-two-factor-code-hint" className="mt-1 text-sm text-gray-600">
          The 6-digit code your authenticator app shows, or one of your recovery codes.
        </p>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-60"
      >
        {busy ? 'Checking...' : 'Verify'}
      </button>
      <button
        type="button"
        onClick={cancelCode}
        className="w-full rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
      >
        Back to the password
      </button>
    </form>
  );
}
