import {
  isBlank,
  messages,
  packageInterestOptions,
  requestTimeoutsMs,
  uiTimingsMs,
  validateSponsorship,
  type SponsorshipRequest,
} from '@caawg11/conference';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sponsorshipContent as text } from '../content/sponsorship';
import { submitSponsorshipInquiry } from './calls';
import { describeFailure, type Failure } from './failure';
import { SelectField, TextAreaField, TextField, optionsOf } from './Field';
import { SubmitButton } from './SubmitButton';
import { HoneypotField, honeypotValue } from './HoneypotField';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; failure: Failure };

interface SponsorshipInquiryDialogProps {
  /** The 'name - price' option preselected in the package list, or '' for none. */
  initialPackage: string;
  onClose: () => void;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const idOf = (field: string) => `sponsorship-${field}`;

/**
 * The sponsorship inquiry as a modal dialog: focus moves in, stays in, and returns to the
 * button that opened it; Escape or Cancel closes it. Mount it to open it: a fresh mount is a
 * fresh form.
 */
export function SponsorshipInquiryDialog({
  initialPackage,
  onClose,
}: SponsorshipInquiryDialogProps) {
  const [values, setValues] = useState<SponsorshipRequest>({
    name: '',
    email: '',
    company: '',
    phone: '',
    packageInterest: initialPackage,
    message: '',
  });
  const [required, setRequired] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const dialog = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const latestOnClose = useRef(onClose);

  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  // Focus moves into the dialog and, when it closes, back to whatever opened it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstField.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  // The thank-you panel stays 3 seconds, then the dialog closes (and the form is gone).
  useEffect(() => {
    if (status.kind !== 'success') return;
    dialog.current?.focus();
    const timer = setTimeout(() => latestOnClose.current(), uiTimingsMs.sponsorshipSuccessClose);
    return () => clearTimeout(timer);
  }, [status]);

  const setField = (name: keyof SponsorshipRequest, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && status.kind !== 'submitting') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // tabindex="-1" takes an element out of the Tab order, whatever its kind.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (element) => element.tabIndex >= 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialog.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const problem = validateSponsorship(values);
    setRequired(problem);
    if (problem) return;
    const hidden = honeypotValue(event.currentTarget);
    setStatus({ kind: 'submitting' });
    try {
      const answer = await submitSponsorshipInquiry(values, hidden);
      setStatus(
        answer.success
          ? { kind: 'success' }
          : { kind: 'error', failure: { message: answer.message || messages.sponsorshipFailed } },
      );
    } catch (error) {
      setStatus({
        kind: 'error',
        failure: describeFailure(error, {
          fallback: messages.sponsorshipProblem,
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.sponsorship,
        }),
      });
    }
  };

  const missing = (field: 'name' | 'email' | 'company') =>
    required && isBlank(values[field]) ? messages.required : undefined;
  const busy = status.kind === 'submitting';

  return (
    <div className="fixed inset-0 z-[60] flex items-start justify-center overflow-y-auto bg-black/60 p-4 sm:items-center">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sponsorship-dialog-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="my-8 w-full max-w-lg rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
      >
        <h2 id="sponsorship-dialog-title" className="text-2xl font-bold text-brand-900">
          {text.dialogTitle}
        </h2>
        {status.kind === 'success' ? (
          <div role="status" className="mt-6 rounded-lg bg-green-50 p-6 text-center text-green-900">
            <p className="text-2xl font-bold">{text.thankYou}</p>
            <p className="mt-2">{messages.sponsorshipSuccess}</p>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
            <p className="text-sm text-gray-700">{text.dialogIntro}</p>
            {required && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                {required}
              </p>
            )}
            {status.kind === 'error' && (
              <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                <p className="font-medium">{status.failure.message}</p>
                {status.failure.detail && <p className="mt-1">{status.failure.detail}</p>}
              </div>
            )}
            <TextField
              ref={firstField}
              id={idOf('name')}
              label="Full Name"
              required
              autoComplete="name"
              value={values.name}
              error={missing('name')}
              onChange={(e) => setField('name', e.target.value)}
            />
            <TextField
              id={idOf('email')}
              label="Email Address"
              type="email"
              required
              autoComplete="email"
              value={values.email}
              error={missing('email')}
              onChange={(e) => setField('email', e.target.value)}
            />
            <TextField
              id={idOf('company')}
              label="Company/Organization"
              required
              autoComplete="organization"
              value={values.company}
              error={missing('company')}
              onChange={(e) => setField('company', e.target.value)}
            />
            <TextField
              id={idOf('phone')}
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => setField('phone', e.target.value)}
            />
            <SelectField
              id={idOf('packageInterest')}
              label="Sponsorship Package of Interest"
              placeholder="Select a package (optional)"
              options={optionsOf(packageInterestOptions)}
              value={values.packageInterest}
              onChange={(e) => setField('packageInterest', e.target.value)}
            />
            <TextAreaField
              id={idOf('message')}
              label="Message"
              value={values.message}
              onChange={(e) => setField('message', e.target.value)}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={onClose}
                disabled={busy}
                className="rounded-md border border-gray-400 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
              >
                {text.cancel}
              </button>
              <SubmitButton busy={busy}>{text.submit}</SubmitButton>
            </div>
            <HoneypotField />
          </form>
        )}
      </div>
    </div>
  );
}
