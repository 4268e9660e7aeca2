import {
  accommodationPricesUsd,
  accommodationTypes,
  messages,
  requestTimeoutsMs,
  sharingPreferences,
  validateBooking,
  type BookingRequest,
} from '@caawg11/conference';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { submitBooking } from './calls';
import { describeFailure } from './failure';
import { SelectField, TextAreaField, TextField } from './Field';
import { scrollToElement } from './scroll';
import { StatusBanner } from './StatusBanner';
import { primaryButtonClass, SubmitButton } from './SubmitButton';
import { useChoiceLabel, useChoiceOptions, useFailureText, useIntlLocale } from './text';
import { useSubmissionForm } from './useSubmissionForm';
import { PrivacyNoticeLine } from './PrivacyNoticeLine';

const emptyBooking: BookingRequest = {
  fullName: '',
  email: '',
  phone: '',
  nationality: '',
  accommodationType: '3-Bedroom Apartment',
  sharingPreference: 'No preference',
  checkInDate: '',
  checkOutDate: '',
  specialRequests: '',
  recaptchaToken: '',
};

const fieldOrder = [
  'fullName',
  'email',
  'phone',
  'nationality',
  'accommodationType',
  'sharingPreference',
  'checkInDate',
  'checkOutDate',
  'specialRequests',
  'recaptchaToken',
] as const;

const idOf = (field: string) => `booking-${field}`;

// The form shows its fixed failure text whatever the server said, so no server detail leaks.
const bookingProblem = () => ({ message: messages.bookingProblem });

const describeBookingFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.bookingProblem,
    preferServerMessage: false,
    timeoutMs: requestTimeoutsMs.booking,
  });

/** The accommodation booking request. */
export function BookingForm() {
  const { t } = useTranslation('forms');
  const choiceLabel = useChoiceLabel();
  const choiceOptions = useChoiceOptions();
  const failureText = useFailureText();
  const locale = useIntlLocale();
  const robotCheck = useRef<RobotCheckHandle>(null);
  const outcomeBanner = useRef<HTMLDivElement>(null);
  const { form, field, errors, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
    defaultValues: emptyBooking,
    rules: validateBooking,
    fieldOrder,
    idOf,
    send: async (values: BookingRequest) => {
      try {
        return await submitBooking(values);
      } finally {
        // The robot-check payload is spent after every attempt.
        robotCheck.current?.reset();
      }
    },
    describeFailure: describeBookingFailure,
    describeRefusal: bookingProblem,
  });
  const checkInDate = useWatch({ control: form.control, name: 'checkInDate' });

  const outcomeKind = outcome?.kind;

  useEffect(() => {
    if (!outcomeKind) return;
    scrollToElement(outcomeBanner.current);
    outcomeBanner.current?.focus({ preventScroll: true });
  }, [outcomeKind]);

  if (outcome?.kind === 'success') {
    return (
      <StatusBanner ref={outcomeBanner} tone="success" title={t('booking.successTitle')}>
        <p>{t('booking.successText')}</p>
        <button type="button" className={`${primaryButtonClass} mt-4`} onClick={dismissOutcome}>
          {t('booking.another')}
        </button>
      </StatusBanner>
    );
  }

  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;
  return (
    <div>
      {failure && (
        <StatusBanner
          ref={outcomeBanner}
          tone="error"
          title={t('booking.failureTitle')}
          className="mb-6"
        >
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <p className="text-sm text-gray-700 sm:col-span-2">{t('booking.intro')}</p>
        <TextField
          id={idOf('fullName')}
          label={t('booking.fullName')}
          required
          autoComplete="name"
          {...field('fullName')}
        />
        <TextField
          id={idOf('email')}
          label={t('booking.email')}
          type="email"
          required
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          id={idOf('phone')}
          label={t('booking.phone')}
          type="tel"
          required
          autoComplete="tel"
          placeholder={t('booking.phonePlaceholder')}
          {...field('phone')}
        />
        <TextField
          id={idOf('nationality')}
          label={t('booking.nationality')}
          required
          {...field('nationality')}
        />
        <SelectField
          id={idOf('accommodationType')}
          label={t('booking.accommodationType')}
          options={accommodationTypes.map((type) => ({
            value: type,
            label: t('booking.accommodationOption', {
              type: choiceLabel('accommodationTypes', type),
              price: accommodationPricesUsd[type],
              locale,
            }),
          }))}
          {...field('accommodationType')}
        />
        <SelectField
          id={idOf('sharingPreference')}
          label={t('booking.sharingPreference')}
          options={choiceOptions('sharingPreferences', sharingPreferences)}
          {...field('sharingPreference')}
        />
        <TextField
          id={idOf('checkInDate')}
          label={t('booking.checkIn')}
          type="date"
          required
          {...field('checkInDate')}
        />
        <TextField
          id={idOf('checkOutDate')}
          label={t('booking.checkOut')}
          type="date"
          required
          min={checkInDate || undefined}
          {...field('checkOutDate')}
        />
        <TextAreaField
          id={idOf('specialRequests')}
          label={t('booking.specialRequests')}
          className="sm:col-span-2"
          hint={t('booking.specialRequestsHint')}
          {...field('specialRequests')}
        />
        <div className="sm:col-span-2">
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
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6">
          <SubmitButton busy={sending} className="w-full sm:w-auto">
            {t('booking.submit')}
          </SubmitButton>
          <PrivacyNoticeLine />
        </div>
      </form>
    </div>
  );
}
