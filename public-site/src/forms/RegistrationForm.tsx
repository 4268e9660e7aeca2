import {
  edition,
  feeFor,
  formatUsd,
  genders,
  mailboxes,
  messages,
  participantCategories,
  participationTypes,
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
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';
import { submitRegistration } from './calls';
import { describeFailure } from './failure';
import { CheckboxField, ChoiceGroup, FileField, SelectField, TextField } from './Field';
import { scrollToElement, scrollToTop } from './scroll';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { useChoiceLabel, useChoiceOptions, useFailureText, useIntlLocale } from './text';
import { UploadProgress } from './UploadProgress';
import { useSubmissionForm } from './useSubmissionForm';
import { PrivacyNoticeLine } from './PrivacyNoticeLine';

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

/** A day of the edition's calendar (YYYY-MM-DD), for the catalogues' date formats. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The radio groups, whose values the form sets itself. */
type Choice = 'participationType' | 'presentationType' | 'fieldTrip';

/** The registration form with its states. */
export function RegistrationForm({ tier }: { tier: PricingTier }) {
  const { t } = useTranslation('forms');
  const localizedPath = useLocalizedPath();
  const choiceLabel = useChoiceLabel();
  const choiceOptions = useChoiceOptions();
  const failureText = useFailureText();
  const locale = useIntlLocale();
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

  const titleOptions = choiceOptions('titles', registrationTitles);
  const categoryOptions = participantCategories.map((category) => ({
    value: category,
    label: t('registration.categoryOption', {
      category: choiceLabel('participantCategories', category),
      fee: feeFor(category, tier),
      locale,
    }),
  }));
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;

  return (
    <div>
      {outcome?.kind === 'failure' && failure && (
        <StatusBanner
          ref={banner}
          tone="error"
          title={t('registration.failureTitle')}
          className="mb-6"
        >
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
          {outcome.failure.status === 409 && (
            <p className="mt-1">
              <Link to={localizedPath('/verify')} className="font-semibold underline">
                {t('registration.requestLink')}
              </Link>
            </p>
          )}
        </StatusBanner>
      )}
      <form noValidate onSubmit={onSubmit} aria-describedby="registration-intro">
        <p id="registration-intro" className="mb-6 text-sm text-gray-700">
          {t('registration.intro')}
        </p>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold text-brand-900">
            {t('registration.personalInformation')}
          </legend>
          <SelectField
            id={idOf('title')}
            label={t('registration.title')}
            required
            placeholder={t('registration.selectTitle')}
            options={titleOptions}
            {...field('title')}
          />
          {title === 'Other' && (
            <TextField
              id={idOf('otherTitle')}
              label={t('registration.otherTitle')}
              required
              {...field('otherTitle')}
            />
          )}
          <TextField
            id={idOf('firstName')}
            label={t('registration.firstName')}
            required
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            id={idOf('otherNames')}
            label={t('registration.otherNames')}
            required
            autoComplete="family-name"
            {...field('otherNames')}
          />
          <SelectField
            id={idOf('gender')}
            label={t('registration.gender')}
            required
            placeholder={t('registration.selectGender')}
            options={choiceOptions('genders', genders)}
            {...field('gender')}
          />
          <TextField
            id={idOf('email')}
            label={t('registration.email')}
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            id={idOf('phone')}
            label={t('registration.phone')}
            type="tel"
            required
            autoComplete="tel"
            hint={t('registration.phoneHint')}
            {...field('phone')}
          />
          <TextField
            id={idOf('country')}
            label={t('registration.country')}
            required
            autoComplete="country-name"
            {...field('country')}
          />
          <TextField
            id={idOf('city')}
            label={t('registration.city')}
            required
            autoComplete="address-level2"
            {...field('city')}
          />
          <TextField
            id={idOf('institution')}
            label={t('registration.institution')}
            required
            autoComplete="organization"
            className="sm:col-span-2"
            {...field('institution')}
          />
        </fieldset>

        <fieldset className="mt-8 grid gap-5">
          <legend className="mb-4 text-lg font-semibold text-brand-900">
            {t('registration.participation')}
          </legend>
          <ChoiceGroup
            id={idOf('participationType')}
            name="participationType"
            legend={t('registration.attendingAs')}
            required
            options={participationTypes.map((type) => ({
              value: type,
              label: choiceLabel('participationTypes', type),
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
              legend={t('registration.presentationType')}
              required
              className="ml-4 border-l-2 border-brand-100 pl-4"
              options={registrationPresentationTypes.map((type) => ({
                value: type,
                label: choiceLabel('registrationPresentationTypes', type),
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
            label={t('registration.participantCategory')}
            required
            placeholder={t('registration.selectCategory')}
            options={categoryOptions}
            {...category}
            onChange={(event) => {
              void category.onChange(event);
              form.clearErrors('studentIdFile');
            }}
          />
          {isStudent && (
            <FileField
              id={idOf('studentIdFile')}
              label={t('registration.studentFileLabel')}
              required
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              ref={fileInput}
              onFileChosen={onFileChosen}
              hint={t('registration.studentFileHint')}
              error={errors.studentIdFile}
            />
          )}
          <ChoiceGroup
            id={idOf('fieldTrip')}
            name="fieldTrip"
            legend={t('registration.fieldTripQuestion', {
              dates: edition.fieldTrip.datesLabel,
              start: utcDay(edition.fieldTrip.startDate),
              end: utcDay(edition.fieldTrip.endDate),
              locale,
            })}
            required
            options={choiceOptions('yesNo', yesNo)}
            value={fieldTrip}
            error={errors.fieldTrip}
            onChange={(value) => choose('fieldTrip', value as RegistrationRequest['fieldTrip'])}
          />
        </fieldset>

        <fieldset className="mt-8 grid gap-4">
          <legend className="mb-4 text-lg font-semibold text-brand-900">
            {t('registration.invoiceLegend')}
          </legend>
          <CheckboxField
            id={idOf('invoiceRequested')}
            label={t('registration.invoiceRequest')}
            {...field('invoiceRequested')}
          />
        </fieldset>

        <fieldset className="mt-8 grid gap-4">
          <legend className="mb-4 text-lg font-semibold text-brand-900">
            {t('registration.consent')}
          </legend>
          <CheckboxField
            id={idOf('paymentConfirmation')}
            label={
              <>
                {t('registration.consents.paymentConfirmation')}
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
            label={t('registration.consents.programConsent')}
            {...field('programConsent')}
          />
          <CheckboxField
            id={idOf('emailConsent')}
            label={t('registration.consents.emailConsent')}
            {...field('emailConsent')}
          />
          <CheckboxField
            id={idOf('marketingConsent')}
            label={t('registration.consents.marketingConsent', {
              association: edition.associationShortName,
            })}
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

        {progress !== null && (
          <UploadProgress fraction={progress} label={t('registration.uploading')} />
        )}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <SubmitButton busy={sending} className="w-full sm:w-auto">
            {t('registration.submit')}
          </SubmitButton>
          <PrivacyNoticeLine />
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
  const { t } = useTranslation('forms');
  const localizedPath = useLocalizedPath();
  const messageText = useMessageText();
  const choiceLabel = useChoiceLabel();
  const locale = useIntlLocale();
  return (
    <StatusBanner ref={bannerRef} tone="success" title={t('registration.successTitle')}>
      <p>{messageText(result.message)}</p>
      <p className="mt-3">
        <Trans
          t={t}
          i18nKey="registration.yourId"
          values={{ reference: result.reference }}
          components={{ strong: <strong className="font-mono text-lg tracking-wide" /> }}
        />
      </p>
      <p className="mt-1">
        <Trans
          t={t}
          i18nKey="registration.fee"
          tOptions={{ locale }}
          values={{
            fee: formatUsd(result.feeUsd),
            amount: result.feeUsd,
            tier: choiceLabel('pricingTiers', result.tier),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p className="mt-3">{t('registration.successReferenceNote')}</p>
      <p className="mt-1">
        {t('registration.confirmationNote', { email: mailboxes.registration })}
      </p>
      <p className="mt-3">
        {t('registration.accessLinkNote')}{' '}
        <Link to={localizedPath('/verify')} className="font-semibold underline">
          {t('registration.accessPage')}
        </Link>
      </p>
    </StatusBanner>
  );
}
