import {
  messages,
  requestTimeoutsMs,
  validateAccessRequest,
  type ApiResult,
} from '@caawg11/conference';
import { Trans, useTranslation } from 'react-i18next';
import { requestAccessLink } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { TextField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { primaryButtonClass } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { useSubmissionForm } from '../../forms/useSubmissionForm';

interface AccessRequest {
  email: string;
}

const accessRequestRules = ({ email }: AccessRequest) => ({
  email: validateAccessRequest(email) ?? undefined,
});

const accessRequestFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.accessRequestProblem,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.accessRequest,
  });

const accessRequestRefusal = (answer: ApiResult) => ({
  message: answer.message || messages.accessRequestProblem,
});

interface AccessRequestFormProps {
  /** Whose links are asked for: the registration's (by default) or the abstracts'. */
  request?: (email: string) => Promise<ApiResult>;
  /** The namespace whose `form` texts the form shows. */
  namespace?: 'verify' | 'myAbstract';
  id?: string;
}

/** Asks for the e-mail address a link was sent to, and sends a fresh one. */
export function AccessRequestForm({
  request = requestAccessLink,
  namespace = 'verify',
  id = 'access-email',
}: AccessRequestFormProps) {
  const { t } = useTranslation([namespace, 'forms']);
  const failureText = useFailureText();
  const { form, field, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
    defaultValues: { email: '' } satisfies AccessRequest,
    rules: accessRequestRules,
    send: ({ email }: AccessRequest) => request(email),
    describeFailure: accessRequestFailure,
    describeRefusal: accessRequestRefusal,
    focusFirstError: true,
    // "Request another link" brings the form back with the address still in it.
    clearOnSuccess: false,
  });

  if (outcome?.kind === 'success') {
    return (
      <StatusBanner tone="success" title={t('form.successTitle')}>
        <p>
          <Trans
            t={t}
            i18nKey="form.sent"
            values={{ email: form.getValues('email').trim() }}
            components={{ strong: <strong className="break-all" /> }}
          />
        </p>
        <p className="mt-2">{t('form.notReceived')}</p>
        <button
          type="button"
          className="mt-3 font-semibold text-brand-700 underline"
          onClick={dismissOutcome}
        >
          {t('form.another')}
        </button>
      </StatusBanner>
    );
  }

  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && (
        <StatusBanner tone="error" title={t('form.failureTitle')}>
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <TextField
        {...field('email')}
        id={id}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
      />
      <button type="submit" disabled={sending} className={`${primaryButtonClass} w-full`}>
        {sending ? t('forms:sending') : t('form.send')}
      </button>
    </form>
  );
}
