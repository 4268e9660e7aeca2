import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@caawg11/conference/http';
import { storeToken } from '../../../api/client';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { endAllSessions } from './account-api';

/** Ends every sign-in of the organiser's account, after asking; this one goes on. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: endAllSessions,
    onSuccess: (result) => {
      if (result.token) storeToken(result.token);
      setConfirming(false);
      setDoneMessage(result.message);
    },
  });

  return (
    <section
      aria-labelledby="sessions-heading"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold text-gray-900">
        Your sign-ins
      </h2>
      <p className="text-sm text-gray-600">
        Logging out ends only the sign-in on this device. If you left the admin panel open somewhere
        else, or a device was lost, end every sign-in of your account at once: you stay signed in
        here.
      </p>
      {doneMessage && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {doneMessage}
        </div>
      )}
      <button
        type="button"
        className={buttonClass.danger}
        onClick={() => {
          setDoneMessage(null);
          end.reset();
          setConfirming(true);
        }}
      >
        Sign out everywhere else
      </button>
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere else?"
          confirmLabel="Sign out everywhere else"
          busyLabel="Signing out…"
          tone="danger"
          busy={end.isPending}
          onConfirm={() => end.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-gray-700">
            Every other device and browser signed in to your account is signed out and must sign in
            again.
          </p>
          {end.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {(end.error instanceof ApiRequestError && end.error.serverMessage) ||
                'Failed to end your other sign-ins. Please try again.'}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
