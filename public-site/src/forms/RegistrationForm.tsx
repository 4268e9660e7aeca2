import {
  categoryOptionLabel,
  formatUsd,
  genders,
  messages,
  participantCategories,
  participationLabels,
  participationTypes,
  pricingTierLabels,
  registrationPresentationLabels,
  registrationPresentationTypes,
  registrationTitles,
  requestTimeoutsMs,
  validateRegistration,
  yesNo,
  type PricingTier,
  type RegistrationRequest,
  type RegistrationResult,
} from '@caawg11/conference';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWatch, type PathValue } from 'react-hook-form';
import { Link } from '@caawg11/conference/routing';
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { registrationContent as text } from '../content/registration';
import { submitRegistration } from './calls';
import { describeFailure } from './failure';
import { CheckboxField, ChoiceGroup, SelectField, TextField, optionsOf } from './Field';
import { ErrorText } from './ErrorText';
import { scrollToElement, scrollToTop } from './scroll';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { UploadProgress } from './UploadProgress';
import { useSubmissionForm } from './useSubmissionForm';

/** The sent fields with the student's ID file, which only students send. */
type RegistrationValues = RegistrationRequest & { studentIdFile: File | null };

const emptyRegistration: RegistrationValues = {
  title: '',
  otherTitle: '',
  firstName: '',
  otherNames: '',
  gender: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  institution: '',
  participationType: '',
  presentationType: '',
  participantCategory: '',
  fieldTrip: '',
  marketingConsent: false,
  paymentConfirmation: false,
  programConsent: false,
  emailConsent: false,
  invoiceRequested: false,
  recaptchaToken: '',
  studentIdFile: null,
};

/** The order of the fields on screen: the first invalid one gets the focus. */
const fieldOrder = [
  'title',
  'otherTitle',
  'firstName',
  'otherNames',
  'gender',
  'email',
  'phone',
  'country',
  'city',
  'institution',
  'participationType',
  'presentationType',
  'participantCategory',
  'studentIdFile',
  'fieldTrip',
  'paymentConfirmation',
  'recaptchaToken',
] as const;

const idOf = (field: string) => `registration-${field}`;

/** The file counts only for a student: another category never sends one. */
const studentFileOf = ({ studentIdFile, participantCategory }: RegistrationValues) =>
  participantCategory === 'student' ? studentIdFile : null;

const registrationRules = (values: RegistrationValues) => {
  const { studentIdFile: _file, ...fields } = values;
  return validateRegistration(fields, { studentIdFile: studentFileOf(values) });
};

const describeRegistrationFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.registrationProblem,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.registration,
  });

/** The radio groups, whose values the form sets itself. */
type Choice = 'participationType' | 'presentationType' | 'fieldTrip';

/** The registration form with its states. */
export function RegistrationForm({ tier }: { tier: PricingTier }) {
  const [progress, setProgress] = useState<number | null>(null);
  const robotCheck = useRef<RobotCheckHandle>(null);
  const banner = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async (values: RegistrationValues) => {
    const { studentIdFile: _file, ...fields } = values;
    const file = studentFileOf(values);
    setProgress(file ? 0 : null);
    try {
      return await submitRegistration(fields, file, file ? setProgress : undefined);
    } finally {
      setProgress(null);
      // A payload the server has seen cannot be sent again: the visitor solves a new one.
      robotCheck.current?.reset();
    }
  };

  const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: emptyRegistration,
    rules: registrationRules,
    fieldOrder,
    idOf,
    send,
    describeFailure: describeRegistrationFailure,
    describeRefusal: (answer) => ({ message: answer.message || messages.registrationFailed }),
  });
  const [title, participationType, presentationType, participantCategory, fieldTrip] = useWatch({
    control: form.control,
    name: ['title', 'participationType', 'presentationType', 'participantCategory', 'fieldTrip'],
  });
  const outcomeKind = outcome?.kind;

  // A success starts the page over from its top, where the confirmation shows; a failure brings the
  // banner at the top of the form into view, beside the entries to correct. Both announce it.
  useEffect(() => {
    if (!outcomeKind) return;
    if (outcomeKind === 'success') scrollToTop();
    else scrollToElement(banner.current);
    banner.current?.focus({ preventScroll: true });
  }, [outcomeKind]);

  const isStudent = participantCategory === 'student';

  const choose = <K extends Choice>(name: K, value: PathValue<RegistrationValues, K>) => {
    form.setValue(name, value);
    form.clearErrors(name);
  };

  const onFileChosen = (file: File | null) => {
    form.setValue('studentIdFile', file);
    const fileError = file
      ? registrationRules({ ...form.getValues(), studentIdFile: file }).studentIdFile
      : undefined;
    if (fileError) {
      form.setError('studentIdFile', { type: 'rule', message: fileError });
    } else {
      form.clearErrors('studentIdFile');
    }
  };

  const category = field('participantCategory');

  if (outcome?.kind === 'success') {
    return <RegistrationSuccess result={outcome.answer} bannerRef={banner} />;
  }

  const titleOptions = optionsOf(registrationTitles);
  const categoryOptions = participantCategories.map((category) => ({
    value: category,
    label: categoryOptionLabel(category, tier),
  }));

  return (
    <div>
      {outcome?.kind === 'failure' && (
        <StatusBanner ref={banner} tone="error" title={text.failureTitle} className="mb-6">
          <p>{outcome.failure.message}</p>
          {outcome.failure.detail && <p className="mt-1">{outcome.failure.detail}</p>}
          {outcome.failure.status === 409 && (
            <p className="mt-1">
              <Link to="/verify" className="font-semibold underline">
                Request the link to your registration
              </Link>
            </p>
          )}
        </StatusBanner>
      )}
      <form noValidate onSubmit={onSubmit} aria-describedby="registration-intro">
        <p id="registration-intro" className="mb-6 text-sm text-gray-700">
          {text.formIntro}
        </p>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold text-brand-900">
            Personal Information
          </legend>
          <SelectField
            id={idOf('title')}
            label="Title"
            required
            placeholder="Select your title"
            options={titleOptions}
            {...field('title')}
          />
          {title === 'Other' && (
            <TextField
              id={idOf('otherTitle')}
              label="Other title"
              required
              {...field('otherTitle')}
            />
          )}
          <TextField
            id={idOf('firstName')}
            label="First Name"
            required
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            id={idOf('otherNames')}
            label="Other Names (surname)"
            required
            autoComplete="family-name"
            {...field('otherNames')}
          />
          <SelectField
            id={idOf('gender')}
            label="Gender"
            required
            placeholder="Select gender"
            options={optionsOf(genders)}
            {...field('gender')}
          />
          <TextField
            id={idOf('email')}
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            id={idOf('phone')}
            label="Phone Number"
            type="tel"
            required
            autoComplete="tel"
            hint="Include your country code, for example +256 772 000 000."
            {...field('phone')}
          />
          <TextField
            id={idOf('country')}
            label="Country"
            required
            autoComplete="country-name"
            {...field('country')}
          />
          <TextField
            id={idOf('city')}
            label="City"
            required
            autoComplete="address-level2"
            {...field('city')}
          />
          <TextField
            id={idOf('institution')}
            label="Institution/Organisation"
            required
            autoComplete="organization"
            className="sm:col-span-2"
            {...field('institution')}
          />
        </fieldset>

        <fieldset className="mt-8 grid gap-5">
          <legend className="mb-4 text-lg font-semibold text-brand-900">Participation</legend>
          <ChoiceGroup
            id={idOf('participationType')}
            name="participationType"
            legend="Attending as"
            required
            options={participationTypes.map((type) => ({
              value: type,
              label: participationLabels[type],
            }))}
            value={participationType}
            error={errors.participationType}
            onChange={(value) => {
              choose('participationType', value as RegistrationRequest['participationType']);
              if (value !== 'presenter') choose('presentationType', '');
            }}
          />
          {participationType === 'presenter' && (
            <ChoiceGroup
              id={idOf('presentationType')}
              name="presentationType"
              legend="Presentation type"
              required
              className="ml-4 border-l-2 border-brand-100 pl-4"
              options={registrationPresentationTypes.map((type) => ({
                value: type,
                label: registrationPresentationLabels[type],
              }))}
              value={presentationType}
              error={errors.presentationType}
              onChange={(value) =>
                choose('presentationType', value as RegistrationRequest['presentationType'])
              }
            />
          )}
          <SelectField
            id={idOf('participantCategory')}
            label="Participant Category"
            required
            placeholder="Select your category"
            options={categoryOptions}
            {...category}
            onChange={(event) => {
              void category.onChange(event);
              form.clearErrors('studentIdFile');
            }}
          />
          {isStudent && (
            <div>
              <label
                htmlFor={idOf('studentIdFile')}
                className="block text-sm font-medium text-gray-800"
              >
                {text.studentFileLabel}
                <span aria-hidden="true" className="text-red-700">
                  {' '}
                  *
                </span>
              </label>
              <input
                ref={fileInput}
                id={idOf('studentIdFile')}
                type="file"
                accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                aria-required="true"
                aria-invalid={errors.studentIdFile ? true : undefined}
                aria-describedby={`${idOf('studentIdFile')}-hint${errors.studentIdFile ? ` ${idOf('studentIdFile')}-error` : ''}`}
                onChange={(e) => onFileChosen(e.target.files?.[0] ?? null)}
                className="mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
              />
              <p id={`${idOf('studentIdFile')}-hint`} className="mt-1 text-xs text-gray-600">
                {text.studentFileHint}
              </p>
              <ErrorText id={`${idOf('studentIdFile')}-error`} message={errors.studentIdFile} />
            </div>
          )}
          <ChoiceGroup
            id={idOf('fieldTrip')}
            name="fieldTrip"
            legend={text.fieldTripQuestion}
            required
            options={optionsOf(yesNo)}
            value={fieldTrip}
            error={errors.fieldTrip}
            onChange={(value) => choose('fieldTrip', value as RegistrationRequest['fieldTrip'])}
          />
        </fieldset>

        <fieldset className="mt-8 grid gap-4">
          <legend className="mb-4 text-lg font-semibold text-brand-900">
            {text.invoiceLegend}
          </legend>
          <CheckboxField
            id={idOf('invoiceRequested')}
            label={text.invoiceRequest}
            {...field('invoiceRequested')}
          />
        </fieldset>

        <fieldset className="mt-8 grid gap-4">
          <legend className="mb-4 text-lg font-semibold text-brand-900">Consent</legend>
          <CheckboxField
            id={idOf('paymentConfirmation')}
            label={
              <>
                {text.consents.paymentConfirmation}
                <span aria-hidden="true" className="text-red-700">
                  {' '}
                  *
                </span>
              </>
            }
            aria-required="true"
            {...field('paymentConfirmation')}
          />
          <CheckboxField
            id={idOf('programConsent')}
            label={text.consents.programConsent}
            {...field('programConsent')}
          />
          <CheckboxField
            id={idOf('emailConsent')}
            label={text.consents.emailConsent}
            {...field('emailConsent')}
          />
          <CheckboxField
            id={idOf('marketingConsent')}
            label={text.consents.marketingConsent}
            {...field('marketingConsent')}
          />
        </fieldset>

        <div className="mt-8">
          <RobotCheck
            ref={robotCheck}
            id={idOf('recaptchaToken')}
            error={errors.recaptchaToken}
            onChange={(token) => {
              form.setValue('recaptchaToken', token);
              form.clearErrors('recaptchaToken');
            }}
          />
        </div>

        {progress !== null && <UploadProgress fraction={progress} label="Uploading your file" />}

        <div className="mt-8">
          <SubmitButton busy={sending} className="w-full sm:w-auto">
            {text.submit}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

function RegistrationSuccess({
  result,
  bannerRef,
}: {
  result: RegistrationResult;
  bannerRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <StatusBanner ref={bannerRef} tone="success" title={text.successTitle}>
      <p>{result.message}</p>
      <p className="mt-3">
        Your registration ID:{' '}
        <strong className="font-mono text-lg tracking-wide">{result.reference}</strong>
      </p>
      <p className="mt-1">
        Registration fee: <strong>{formatUsd(result.feeUsd)}</strong> (
        {pricingTierLabels[result.tier]} rate)
      </p>
      <p className="mt-3">{text.successReferenceNote}</p>
      <p className="mt-1">{text.confirmationNote}</p>
      <p className="mt-3">
        {text.accessLinkNote}{' '}
        <Link to="/verify" className="font-semibold underline">
          Registration access page
        </Link>
      </p>
    </StatusBanner>
  );
}
