import {
  isBlank,
  messages,
  packageOptionLabel,
  customPackageOption,
  sponsorPackages,
  requestTimeoutsMs,
  sponsorshipFieldErrors,
  uiTimingsMs,
  validateSponsorship,
  type ApiResult,
  type SponsorshipRequest,
} from '@caawg11/conference';
import { Dialog } from '@caawg11/conference/dialog';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fullScreenDialogClass } from '../components/dialogStyles';
import { useMessageText } from '../i18n/message-text';
import { submitSponsorshipInquiry } from './calls';
import { describeFailure } from './failure';
import { SelectField, TextAreaField, TextField } from './Field';
import { SubmitButton } from './SubmitButton';
import { HoneypotField } from './HoneypotField';
import { useChoiceLabel, useFailureText, useIntlLocale } from './text';
import { useSubmissionForm } from './useSubmissionForm';
import { PrivacyNoticeLine } from './PrivacyNoticeLine';

interface SponsorshipInquiryDialogProps {
  /** The 'name - price' option preselected in the package list, or '' for none. */
  initialPackage: string;
  onClose: () => void;
}

const idOf = (field: string) => `sponsorship-${field}`;

const sponsorshipFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.sponsorshipProblem,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.sponsorship,
  });

const sponsorshipRefusal = (answer: ApiResult) => ({
  message: answer.message || messages.sponsorshipFailed,
});

/**
 * The sponsorship inquiry as a modal dialog: focus moves in, stays in, and returns to the
 * button that opened it; Escape or Cancel closes it. Mount it to open it: a fresh mount is a
 * fresh form.
 */
export function SponsorshipInquiryDialog({
  initialPackage,
  onClose,
}: SponsorshipInquiryDialogProps) {
  const { t } = useTranslation('forms');
  const messageText = useMessageText();
  const choiceLabel = useChoiceLabel();
  const failureText = useFailureText();
  const locale = useIntlLocale();
  const { form, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: {
      name: '',
      email: '',
      company: '',
      phone: '',
      packageInterest: initialPackage,
      message: '',
    } satisfies SponsorshipRequest,
    rules: sponsorshipFieldErrors,
    send: submitSponsorshipInquiry,
    describeFailure: sponsorshipFailure,
    describeRefusal: sponsorshipRefusal,
  });
  // The dialog's one alert, set by each submit; the fields it names stay marked while blank.
  const [required, setRequired] = useState<string | null>(null);
  const succeeded = outcome?.kind === 'success';
  const dialog = useRef<HTMLDialogElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const latestOnClose = useRef(onClose);

  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  // The thank-you panel stays 3 seconds, then the dialog closes (and the form is gone).
  useEffect(() => {
    if (!succeeded) return;
    dialog.current?.focus();
    const timer = setTimeout(() => latestOnClose.current(), uiTimingsMs.sponsorshipSuccessClose);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!sending) setRequired(validateSponsorship(form.getValues()));
    onSubmit(event);
  };

  const values = form.watch();
  const missing = (field: 'name' | 'email' | 'company') =>
    required && isBlank(values[field]) ? messages.required : undefined;
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;
  // The values the api accepts ('Gold - $10,000'), each labelled in the page's language.
  const packageOptions = [
    ...sponsorPackages.map((pkg) => ({
      value: packageOptionLabel(pkg),
      label: t('sponsorship.packageOption', {
        name: choiceLabel('sponsorshipPackages', pkg.name),
        price: pkg.priceUsd,
        locale,
      }),
    })),
    {
      value: customPackageOption,
      label: choiceLabel('sponsorshipPackages', customPackageOption),
    },
  ];
  const busy = sending;
  const input = (name: keyof SponsorshipRequest) => ({ id: idOf(name), ...form.register(name) });
  const { ref: registerName, ...nameInput } = input('name');

  // While the inquiry is being sent, Escape leaves it open (the Cancel button is disabled too).
  const closeUnlessBusy = () => {
    if (!sending) onClose();
  };

  return (
    <Dialog
      ref={dialog}
      aria-labelledby="sponsorship-dialog-title"
      onClose={closeUnlessBusy}
      initialFocus={firstField}
      className={`${fullScreenDialogClass} flex items-start justify-center overflow-y-auto bg-black/60 p-4 focus:outline-none sm:items-center`}
    >
      <div className="my-8 w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6">
        <h2 id="sponsorship-dialog-title" className="text-2xl font-bold text-brand-900">
          {t('sponsorship.dialogTitle')}
        </h2>
        {succeeded ? (
          <div role="status" className="mt-6 rounded-lg bg-green-50 p-6 text-center text-green-900">
            <p className="text-2xl font-bold">{t('sponsorship.thankYou')}</p>
            <p className="mt-2">{messageText(messages.sponsorshipSuccess)}</p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <p className="text-sm text-gray-700">{t('sponsorship.intro')}</p>
            {required && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                {messageText(required)}
              </p>
            )}
            {failure && (
              <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                <p className="font-medium">{failure.message}</p>
                {failure.detail && <p className="mt-1">{failure.detail}</p>}
              </div>
            )}
            <TextField
              {...nameInput}
              ref={(element) => {
                registerName(element);
                firstField.current = element;
              }}
              label={t('sponsorship.fullName')}
              required
              autoComplete="name"
              error={missing('name')}
            />
            <TextField
              {...input('email')}
              label={t('sponsorship.email')}
              type="email"
              required
              autoComplete="email"
              error={missing('email')}
            />
            <TextField
              {...input('company')}
              label={t('sponsorship.company')}
              required
              autoComplete="organization"
              error={missing('company')}
            />
            <TextField
              {...input('phone')}
              label={t('sponsorship.phone')}
              type="tel"
              autoComplete="tel"
            />
            <SelectField
              {...input('packageInterest')}
              label={t('sponsorship.package')}
              placeholder={t('sponsorship.selectPackage')}
              options={packageOptions}
            />
            <TextAreaField {...input('message')} label={t('sponsorship.message')} />
            <PrivacyNoticeLine className="sm:text-right" />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={onClose}
                disabled={busy}
                className="rounded-md border border-gray-400 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
              >
                {t('cancel')}
              </button>
              <SubmitButton busy={busy}>{t('sponsorship.submit')}</SubmitButton>
            </div>
            <HoneypotField />
          </form>
        )}
      </div>
    </Dialog>
  );
}
