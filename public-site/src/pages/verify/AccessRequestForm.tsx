import { messages, requestTimeoutsMs, validateAccessRequest } from '@caawg11/conference';
import { useRef, useState, type FormEvent } from 'react';
import { requestAccessLink } from '../../forms/calls';
import { describeFailure, type Failure } from '../../forms/failure';
import { TextField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { primaryButtonClass } from '../../forms/SubmitButton';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'error'; failure: Failure };

/** Asks for the registration e-mail and sends the access link. */
export function AccessRequestForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAccessRequest(email);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const answer = await requestAccessLink(email);
      setStatus(
        answer.success
          ? { kind: 'sent', email: email.trim() }
          : {
              kind: 'error',
              failure: { message: answer.message || messages.accessRequestProblem },
            },
      );
    } catch (error) {
      setStatus({
        kind: 'error',
        failure: describeFailure(error, {
          fallback: messages.accessRequestProblem,
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.accessRequest,
        }),
      });
    }
  };

  if (status.kind === 'sent') {
    return (
      <StatusBanner tone="success" title="Check your inbox">
        <p>
          If a registration exists for <strong className="break-all">{status.email}</strong>, we
          have sent a secure link to that address. The link is valid for 24 hours.
        </p>
        <p className="mt-2">Did not receive it? Check your spam folder, or request a new link.</p>
        <button
          type="button"
          className="mt-3 font-semibold text-brand-700 underline"
          onClick={() => setStatus({ kind: 'idle' })}
        >
          Request another link
        </button>
      </StatusBanner>
    );
  }

  const busy = status.kind === 'sending';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {status.kind === 'error' && (
        <StatusBanner tone="error" title="We could not send the link">
          <p>{status.failure.message}</p>
          {status.failure.detail && <p className="mt-1">{status.failure.detail}</p>}
        </StatusBanner>
      )}
      <TextField
        ref={input}
        id="access-email"
        label="Registration email address"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={fieldError ?? undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
      />
      <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
        {busy ? 'Sending...' : 'Send Access Link'}
      </button>
    </form>
  );
}
