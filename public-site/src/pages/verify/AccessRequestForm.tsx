import {
  messages,
  requestTimeoutsMs,
  validateAccessRequest,
  type ApiResult,
} from '@caawg11/conference';
import { requestAccessLink } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { TextField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { primaryButtonClass } from '../../forms/SubmitButton';
import { useSubmissionForm } from '../../forms/useSubmissionForm';

interface AccessRequest {
  email: string;
}

const accessRequestRules = ({ email }: AccessRequest) => ({
  email: validateAccessRequest(email) ?? undefined,
});

const sendAccessRequest = ({ email }: AccessRequest) => requestAccessLink(email);

const accessRequestFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.accessRequestProblem,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.accessRequest,
  });

const accessRequestRefusal = (answer: ApiResult) => ({
  message: answer.message || messages.accessRequestProblem,
});

/** Asks for the registration e-mail and sends the access link. */
export function AccessRequestForm() {
  const { form, field, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
    defaultValues: { email: '' } satisfies AccessRequest,
    rules: accessRequestRules,
    send: sendAccessRequest,
    describeFailure: accessRequestFailure,
    describeRefusal: accessRequestRefusal,
    focusFirstError: true,
    // "Request another link" brings the form back with the address still in it.
    clearOnSuccess: false,
  });

  if (outcome?.kind === 'success') {
    return (
      <StatusBanner tone="success" title="Check your inbox">
        <p>
          If a registration exists for{' '}
          <strong className="break-all">{form.getValues('email').trim()}</strong>, we have sent a
          secure link to that address. The link is valid for 24 hours.
        </p>
        <p className="mt-2">Did not receive it? Check your spam folder, or request a new link.</p>
        <button
          type="button"
          className="mt-3 font-semibold text-brand-700 underline"
          onClick={dismissOutcome}
        >
          Request another link
        </button>
      </StatusBanner>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {outcome?.kind === 'failure' && (
        <StatusBanner tone="error" title="We could not send the link">
          <p>{outcome.failure.message}</p>
          {outcome.failure.detail && <p className="mt-1">{outcome.failure.detail}</p>}
        </StatusBanner>
      )}
      <TextField
        {...field('email')}
        id="access-email"
        label="Registration email address"
        type="email"
        autoComplete="email"
        required
      />
      <button type="submit" disabled={sending} className={`${primaryButtonClass} w-full`}>
        {sending ? 'Sending...' : 'Send Access Link'}
      </button>
    </form>
  );
}
