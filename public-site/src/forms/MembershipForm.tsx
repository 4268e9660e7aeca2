import { useEffect, useRef } from 'react';
import {
  privacyNoticeVersion,
  membershipTitles,
  messages,
  requestTimeoutsMs,
  uiTimingsMs,
  validateMembership,
  type ApiResult,
  type MembershipRequest,
} from '@caawg11/conference';
import { postJson } from '@caawg11/conference/http';
import { Trans, useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/message-text';
import { describeFailure } from './failure';
import { SelectField, TextAreaField, TextField } from './Field';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { HoneypotField } from './HoneypotField';
import { useChoiceOptions, useFailureText } from './text';
import { useSubmissionForm } from './useSubmissionForm';
import { PrivacyNoticeLine } from './PrivacyNoticeLine';

const emptyMembership: MembershipRequest = {
  title: '',
  name: '',
  organisation: '',
  profession: '',
  qualification: '',
  address: '',
  phone: '',
  mobile: '',
  fax: '',
  email: '',
  webpage: '',
};

const fieldOrder = [
  'title',
  'name',
  'organisation',
  'profession',
  'qualification',
  'address',
  'phone',
  'mobile',
  'fax',
  'email',
  'webpage',
] as const;

const idOf = (field: string) => `membership-${field}`;

function submitMembership(
  application: MembershipRequest,
  hidden: Record<string, string>,
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/membership.php',
    { ...application, email: application.email.trim(), privacyNoticeVersion, ...hidden },
    { timeoutMs: requestTimeoutsMs.membership },
  );
}

const membershipFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.membershipProblem,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.membership,
  });

const membershipRefusal = (answer: ApiResult) => ({
  message: answer.message || messages.membershipFailed,
});

/**
 * The membership application: checked on submit with the shared rules;
 * "Processing..." while sent; on success the fields clear and, 3 seconds later, the modal
 * closes (`onDone`) and the status resets; on failure the entries stay with a red message.
 */
export function MembershipForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('forms');
  const messageText = useMessageText();
  const choiceOptions = useChoiceOptions();
  const failureText = useFailureText();
  const { field, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
    defaultValues: emptyMembership,
    rules: validateMembership,
    fieldOrder,
    idOf,
    send: submitMembership,
    describeFailure: membershipFailure,
    describeRefusal: membershipRefusal,
    invalidClearsOutcome: true,
  });
  const bannerRef = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  });

  const shown = outcome?.kind ?? null;
  useEffect(() => {
    if (shown) bannerRef.current?.focus();
    if (shown !== 'success') return;
    const timer = setTimeout(() => {
      dismissOutcome();
      done.current();
    }, uiTimingsMs.membershipSuccessClose);
    return () => clearTimeout(timer);
  }, [shown, dismissOutcome]);

  const text = (name: keyof MembershipRequest) => ({ id: idOf(name), ...field(name) });
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending}>
      {outcome?.kind === 'success' && (
        <StatusBanner
          ref={bannerRef}
          tone="success"
          title={messageText(messages.membershipSuccess)}
          className="mb-5"
        />
      )}
      {failure && (
        <StatusBanner ref={bannerRef} tone="error" title={failure.message} className="mb-5">
          {failure.detail}
        </StatusBanner>
      )}
      <p className="mb-4 text-sm text-gray-600">
        <Trans
          t={t}
          i18nKey="membership.required"
          components={{ mark: <span className="text-red-700" /> }}
        />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...text('title')}
          label={t('membership.title')}
          required
          placeholder={t('membership.selectTitle')}
          options={choiceOptions('titles', membershipTitles)}
        />
        <TextField {...text('name')} label={t('membership.name')} required autoComplete="name" />
        <TextField
          {...text('organisation')}
          label={t('membership.organisation')}
          required
          autoComplete="organization"
        />
        <TextField {...text('profession')} label={t('membership.profession')} required />
        <TextField {...text('qualification')} label={t('membership.qualification')} required />
        <TextField
          {...text('email')}
          type="email"
          label={t('membership.email')}
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextAreaField
          {...text('address')}
          label={t('membership.address')}
          rows={3}
          className="sm:col-span-2"
          autoComplete="street-address"
        />
        <TextField {...text('phone')} type="tel" label={t('membership.phone')} autoComplete="tel" />
        <TextField {...text('mobile')} type="tel" label={t('membership.mobile')} />
        <TextField {...text('fax')} type="tel" label={t('membership.fax')} />
        <TextField
          {...text('webpage')}
          type="url"
          label={t('membership.webpage')}
          autoComplete="url"
        />
      </div>
      <PrivacyNoticeLine className="mt-6 sm:text-right" />
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-gray-400 px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50"
        >
          {t('cancel')}
        </button>
        <SubmitButton busy={sending}>{t('membership.submit')}</SubmitButton>
      </div>
      <HoneypotField />
    </form>
  );
}
