import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { recoveryCodeCount, twoFactorMessages, type TwoFactorEnabled } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../components/buttons';
import { inputClass } from '../components/forms';
import { enableTwoFactor, startTwoFactorSetup } from './two-factor-api';

function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    return error.fieldErrors?.code ?? error.serverMessage ?? fallback;
  }
  return fallback;
}

/**
 * Turning two factors on: a QR code (and its secret as text) for the authenticator app, a code
 * to confirm, then the recovery codes, shown this once, to copy or download and confirm saved.
 */
export function TwoFactorSetupForm({
  onDone,
}: {
  /** After the codes were confirmed saved; `token` when the api issued a full sign-in. */
  onDone: (enabled: TwoFactorEnabled) => void;
}) {
  const setup = useMutation({ mutationFn: startTwoFactorSetup });
  const enable = useMutation({ mutationFn: enableTwoFactor });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setCodeError(twoFactorMessages.wrongSetupCode);
      return;
    }
    setCodeError(null);
    enable.mutate(code.trim(), {
      onError: (error) => {
        setCodeError(refusal(error, 'Failed to turn two-factor authentication on.'));
        setCode('');
      },
    });
  };

  if (enable.data) {
    const codes = enable.data.recoveryCodes;
    const text = `${codes.join('\n')}\n`;
    return (
      <section aria-labelledby="recovery-codes-heading" className="space-y-4">
        <h3 id="recovery-codes-heading" className="text-base font-semibold text-gray-900">
          Your recovery codes
        </h3>
        <p className="text-sm text-gray-700">
          Two-factor authentication is on. Keep these {recoveryCodeCount} recovery codes somewhere
          safe: each one signs you in once if you lose your phone. They are shown only now.
        </p>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-1 gap-1 rounded-md bg-gray-50 p-4 font-mono text-base text-gray-900 sm:grid-cols-2"
        >
          {codes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              void navigator.clipboard?.writeText(text).then(() => setCopied(true));
            }}
          >
            Copy the codes
          </button>
          <a
            className={buttonClass.secondary}
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="caawg11-recovery-codes.txt"
          >
            Download the codes
          </a>
          {copied && (
            <p role="status" className="self-center text-sm text-green-800">
              Copied.
            </p>
          )}
        </div>
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
          />
          I have saved my recovery codes
        </label>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!saved}
          onClick={() => onDone(enable.data)}
        >
          Done
        </button>
      </section>
    );
  }

  if (!setup.data) {
    return (
      <div className="space-y-3">
        {setup.isError && (
          <p role="alert" className="text-sm text-red-700">
            {refusal(setup.error, 'Failed to start the set-up. Please try again.')}
          </p>
        )}
        <button
          type="button"
          className={buttonClass.primary}
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          {setup.isPending ? 'Starting...' : 'Set up two-factor authentication'}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={confirm} className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-gray-800">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            src={setup.data.qrCode}
            alt="QR code to add this account to an authenticator app"
            width={192}
            height={192}
            className="mt-2 h-48 w-48 rounded-md border border-gray-200 bg-white"
          />
          <p className="mt-2">If you cannot scan it, enter this key in the app:</p>
          <p
            className="mt-1 font-mono text-base tracking-wider break-all text-gray-900"
            aria-label="Key for manual entry"
          >
            {setup.data.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
        </li>
        <li>
          <label htmlFor="two-factor-setup-code" className="block">
            Enter the 6-digit code the app shows
          </label>
          <input
            id="two-factor-setup-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            className={`${inputClass} max-w-48`}
            value={code}
            aria-invalid={Boolean(codeError)}
            aria-describedby={codeError ? 'two-factor-setup-code-error' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {codeError && (
            <p id="two-factor-setup-code-error" role="alert" className="mt-1 text-sm text-red-700">
              {codeError}
            </p>
          )}
        </li>
      </ol>
      <button type="submit" className={buttonClass.primary} disabled={enable.isPending}>
        {enable.isPending ? 'Checking...' : 'Turn on two-factor authentication'}
      </button>
    </form>
  );
}
