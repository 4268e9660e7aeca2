import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  hasErrors,
  membershipTitles,
  messages,
  requestTimeoutsMs,
  uiTimingsMs,
  validateMembership,
  type ApiResult,
  type MembershipRequest,
} from '@caawg11/conference';
import { postJson } from '@caawg11/conference/http';
import { describeFailure, type Failure } from './failure';
import { SelectField, TextAreaField, TextField, optionsOf } from './Field';
import { focusFirstInvalid } from './scroll';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { useFormFields } from './useFormFields';
import { HoneypotField, honeypotValue } from './HoneypotField';

export const emptyMembership: MembershipRequest = {
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

export function submitMembership(
  application: MembershipRequest,
  hidden: Record<string, string> = {},
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/membership.php',
    { ...application, email: application.email.trim(), ...hidden },
    { timeoutMs: requestTimeoutsMs.membership },
  );
}

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; failure: Failure };

/**
 * The membership application: checked on submit with the shared rules;
 * "Processing..." while sent; on success the fields clear and, 3 seconds later, the modal
 * closes (`onDone`) and the status resets; on failure the entries stay with a red message.
 */
export function MembershipForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { values, errors, setErrors, setField, reset } = useFormFields(emptyMembership);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const mounted = useRef(true);
  const bannerRef = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status.kind === 'success' || status.kind === 'error') bannerRef.current?.focus();
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => {
      setStatus({ kind: 'idle' });
      done.current();
    }, uiTimingsMs.membershipSuccessClose);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const found = validateMembership(values);
    if (hasErrors(found)) {
      setErrors(found);
      setStatus({ kind: 'idle' });
      focusFirstInvalid(fieldOrder, found, idOf);
      return;
    }
    const hidden = honeypotValue(event.currentTarget);
    setStatus({ kind: 'submitting' });
    try {
      const answer = await submitMembership(values, hidden);
      if (!mounted.current) return;
      if (answer.success) {
        reset();
        setStatus({ kind: 'success' });
      } else {
        setStatus({
          kind: 'error',
          failure: { message: answer.message || messages.membershipFailed },
        });
      }
    } catch (error) {
      if (!mounted.current) return;
      const failure = describeFailure(error, {
        fallback: messages.membershipProblem,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.membership,
      });
      if (failure.fieldErrors) setErrors(failure.fieldErrors);
      setStatus({ kind: 'error', failure });
    }
  };

  const text = (field: Exclude<keyof MembershipRequest, 'title' | 'address'>) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  const busy = status.kind === 'submitting';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      {status.kind === 'success' && (
        <StatusBanner
          ref={bannerRef}
          tone="success"
          title={messages.membershipSuccess}
          className="mb-5"
        />
      )}
      {status.kind === 'error' && (
        <StatusBanner ref={bannerRef} tone="error" title={status.failure.message} className="mb-5">
          {status.failure.detail}
        </StatusBanner>
      )}
      <p className="mb-4 text-sm text-gray-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={idOf('title')}
          name="title"
          label="Title"
          required
          placeholder="Select your title"
          options={optionsOf(membershipTitles)}
          value={values.title}
          error={errors.title}
          onChange={(event) => setField('title', event.target.value as MembershipRequest['title'])}
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
          id={idOf('address')}
          name="address"
          label="Postal address"
          rows={3}
          className="sm:col-span-2"
          value={values.address}
          error={errors.address}
          autoComplete="street-address"
          onChange={(event) => setField('address', event.target.value)}
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
        <SubmitButton busy={busy}>Submit Application</SubmitButton>
      </div>
      <HoneypotField />
    </form>
  );
}
