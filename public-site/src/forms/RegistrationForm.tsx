import {
  categoryOptionLabel,
  formatUsd,
  genders,
  hasErrors,
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
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { registrationContent as text } from '../content/registration';
import { submitRegistration } from './calls';
import { describeFailure, type Failure } from './failure';
import { CheckboxField, ChoiceGroup, SelectField, TextField, optionsOf } from './Field';
import { ErrorText } from './ErrorText';
import { focusFirstInvalid, scrollToElement, scrollToTop } from './scroll';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { UploadProgress } from './UploadProgress';
import { useFormFields } from './useFormFields';

const emptyRegistration: RegistrationRequest = {
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
  recaptchaToken: '',
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

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; result: RegistrationResult }
  | { kind: 'error'; failure: Failure };

/** The registration form with its states. */
export function RegistrationForm({ tier }: { tier: PricingTier }) {
  const { values, errors, setErrors, setField, clearError } = useFormFields(emptyRegistration);
  const [studentIdFile, setStudentIdFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [progress, setProgress] = useState<number | null>(null);
  const robotCheck = useRef<RobotCheckHandle>(null);
  const banner = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A success starts the page over from its top, where the confirmation shows; a failure brings the
  // banner at the top of the form into view, beside the entries to correct. Both announce it.
  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    if (status.kind === 'success') scrollToTop();
    else scrollToElement(banner.current);
    banner.current?.focus({ preventScroll: true });
  }, [status]);

  const isStudent = values.participantCategory === 'student';

  const onFileChosen = (file: File | null) => {
    setStudentIdFile(file);
    const fileError = file
      ? validateRegistration(values, { studentIdFile: file }).studentIdFile
      : undefined;
    if (fileError) {
      setErrors((current) => ({ ...current, studentIdFile: fileError }));
    } else {
      clearError('studentIdFile');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const file = isStudent ? studentIdFile : null;
    const found = validateRegistration(values, { studentIdFile: file });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(fieldOrder, found, idOf);
      return;
    }
    setStatus({ kind: 'submitting' });
    setProgress(file ? 0 : null);
    let failure: Failure | null = null;
    try {
      const result = await submitRegistration(values, file, file ? setProgress : undefined);
      if (result.success) {
        robotCheck.current?.reset();
        setStatus({ kind: 'success', result });
      } else {
        failure = { message: result.message || messages.registrationFailed };
      }
    } catch (error) {
      failure = describeFailure(error, {
        fallback: messages.registrationProblem,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.registration,
      });
    }
    setProgress(null);
    if (failure) {
      if (failure.fieldErrors) setErrors(failure.fieldErrors);
      // A payload the server has seen cannot be sent again: the visitor solves a new one.
      robotCheck.current?.reset();
      setStatus({ kind: 'error', failure });
    }
  };

  if (status.kind === 'success') {
    return <RegistrationSuccess result={status.result} bannerRef={banner} />;
  }

  const busy = status.kind === 'submitting';
  const titleOptions = optionsOf(registrationTitles);
  const categoryOptions = participantCategories.map((category) => ({
    value: category,
    label: categoryOptionLabel(category, tier),
  }));

  return (
    <div>
      {status.kind === 'error' && (
        <StatusBanner ref={banner} tone="error" title={text.failureTitle} className="mb-6">
          <p>{status.failure.message}</p>
          {status.failure.detail && <p className="mt-1">{status.failure.detail}</p>}
          {status.failure.status === 409 && (
            <p className="mt-1">
              <Link to="/verify" className="font-semibold underline">
                Request the link to your registration
              </Link>
            </p>
          )}
        </StatusBanner>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-describedby="registration-intro"
      >
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
            value={values.title}
            error={errors.title}
            onChange={(e) => setField('title', e.target.value as RegistrationRequest['title'])}
          />
          {values.title === 'Other' && (
            <TextField
              id={idOf('otherTitle')}
              label="Other title"
              required
              value={values.otherTitle}
              error={errors.otherTitle}
              onChange={(e) => setField('otherTitle', e.target.value)}
            />
          )}
          <TextField
            id={idOf('firstName')}
            label="First Name"
            required
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => setField('firstName', e.target.value)}
          />
          <TextField
            id={idOf('otherNames')}
            label="Other Names (surname)"
            required
            autoComplete="family-name"
            value={values.otherNames}
            error={errors.otherNames}
            onChange={(e) => setField('otherNames', e.target.value)}
          />
          <SelectField
            id={idOf('gender')}
            label="Gender"
            required
            placeholder="Select gender"
            options={optionsOf(genders)}
            value={values.gender}
            error={errors.gender}
            onChange={(e) => setField('gender', e.target.value as RegistrationRequest['gender'])}
          />
          <TextField
            id={idOf('email')}
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => setField('email', e.target.value)}
          />
          <TextField
            id={idOf('phone')}
            label="Phone Number"
            type="tel"
            required
            autoComplete="tel"
            hint="Include your country code, for example +256 772 000 000."
            value={values.phone}
            error={errors.phone}
            onChange={(e) => setField('phone', e.target.value)}
          />
          <TextField
            id={idOf('country')}
            label="Country"
            required
            autoComplete="country-name"
            value={values.country}
            error={errors.country}
            onChange={(e) => setField('country', e.target.value)}
          />
          <TextField
            id={idOf('city')}
            label="City"
            required
            autoComplete="address-level2"
            value={values.city}
            error={errors.city}
            onChange={(e) => setField('city', e.target.value)}
          />
          <TextField
            id={idOf('institution')}
            label="Institution/Organisation"
            required
            autoComplete="organization"
            className="sm:col-span-2"
            value={values.institution}
            error={errors.institution}
            onChange={(e) => setField('institution', e.target.value)}
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
            value={values.participationType}
            error={errors.participationType}
            onChange={(value) => {
              setField('participationType', value as RegistrationRequest['participationType']);
              if (value !== 'presenter') setField('presentationType', '');
            }}
          />
          {values.participationType === 'presenter' && (
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
              value={values.presentationType}
              error={errors.presentationType}
              onChange={(value) =>
                setField('presentationType', value as RegistrationRequest['presentationType'])
              }
            />
          )}
          <SelectField
            id={idOf('participantCategory')}
            label="Participant Category"
            required
            placeholder="Select your category"
            options={categoryOptions}
            value={values.participantCategory}
            error={errors.participantCategory}
            onChange={(e) => {
              setField(
                'participantCategory',
                e.target.value as RegistrationRequest['participantCategory'],
              );
              clearError('studentIdFile');
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
            value={values.fieldTrip}
            error={errors.fieldTrip}
            onChange={(value) => setField('fieldTrip', value as RegistrationRequest['fieldTrip'])}
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
            checked={values.paymentConfirmation}
            error={errors.paymentConfirmation}
            onChange={(e) => setField('paymentConfirmation', e.target.checked)}
          />
          <CheckboxField
            id={idOf('programConsent')}
            label={text.consents.programConsent}
            checked={values.programConsent}
            onChange={(e) => setField('programConsent', e.target.checked)}
          />
          <CheckboxField
            id={idOf('emailConsent')}
            label={text.consents.emailConsent}
            checked={values.emailConsent}
            onChange={(e) => setField('emailConsent', e.target.checked)}
          />
          <CheckboxField
            id={idOf('marketingConsent')}
            label={text.consents.marketingConsent}
            checked={values.marketingConsent}
            onChange={(e) => setField('marketingConsent', e.target.checked)}
          />
        </fieldset>

        <div className="mt-8">
          <RobotCheck
            ref={robotCheck}
            id={idOf('recaptchaToken')}
            error={errors.recaptchaToken}
            onChange={(token) => setField('recaptchaToken', token)}
          />
        </div>

        {progress !== null && <UploadProgress fraction={progress} label="Uploading your file" />}

        <div className="mt-8">
          <SubmitButton busy={busy} className="w-full sm:w-auto">
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
