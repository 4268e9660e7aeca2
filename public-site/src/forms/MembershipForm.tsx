import { useEffect, useRef } from 'react';
import {
  membershipTitles,
  messages,
  requestTimeoutsMs,
  uiTimingsMs,
  validateMembership,
  type ApiResult,
  type MembershipRequest,
} from '@caawg11/conference';
import { postJson } from '@caawg11/conference/http';
import { describeFailure } from './failure';
import { SelectField, TextAreaField, TextField, optionsOf } from './Field';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { HoneypotField } from './HoneypotField';
import { useSubmissionForm } from './useSubmissionForm';

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
    { ...application, email: application.email.trim(), ...hidden },
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

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending}>
      {outcome?.kind === 'success' && (
        <StatusBanner
          ref={bannerRef}
          tone="success"
          title={messages.membershipSuccess}
          className="mb-5"
        />
      )}
      {outcome?.kind === 'failure' && (
        <StatusBanner ref={bannerRef} tone="error" title={outcome.failure.message} className="mb-5">
          {outcome.failure.detail}
        </StatusBanner>
      )}
      <p className="mb-4 text-sm text-gray-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...text('title')}
          label="Title"
          required
          placeholder="Select your title"
          options={optionsOf(membershipTitles)}
        />
        <TextField {...text('name')} label="Full name" required autoComplete="name" />
        <TextField
          {...text('organisation')}
          label="Organisation"
          required
          autoComplete="organization"
        />
        <TextField {...text('profession')} label="Profession" required />
        <TextField {...text('qualification')} label="Highest qualification" required />
        <TextField
          {...text('email')}
          type="email"
          label="Email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextAreaField
          {...text('address')}
          label="Postal address"
          rows={3}
          className="sm:col-span-2"
          autoComplete="street-address"
        />
        <TextField {...text('phone')} type="tel" label="Phone" autoComplete="tel" />
        <TextField {...text('mobile')} type="tel" label="Mobile" />
        <TextField {...text('fax')} type="tel" label="Fax" />
        <TextField {...text('webpage')} type="url" label="Web page" autoComplete="url" />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-gray-400 px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Cancel
        </button>
        <SubmitButton busy={sending}>Submit Application</SubmitButton>
      </div>
      <HoneypotField />
    </form>
  );
}
