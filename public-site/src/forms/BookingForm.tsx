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
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { accommodationContent as text } from '../content/accommodation';
import { submitBooking } from './calls';
import { describeFailure } from './failure';
import { SelectField, TextAreaField, TextField, optionsOf } from './Field';
import { scrollToElement } from './scroll';
import { StatusBanner } from './StatusBanner';
import { primaryButtonClass, SubmitButton } from './SubmitButton';
import { useSubmissionForm } from './useSubmissionForm';

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
      <StatusBanner ref={outcomeBanner} tone="success" title={text.successTitle}>
        <p>{text.successText}</p>
        <button type="button" className={`${primaryButtonClass} mt-4`} onClick={dismissOutcome}>
          {text.anotherBooking}
        </button>
      </StatusBanner>
    );
  }

  return (
    <div>
      {outcome?.kind === 'failure' && (
        <StatusBanner ref={outcomeBanner} tone="error" title={text.failureTitle} className="mb-6">
          <p>{outcome.failure.message}</p>
          {outcome.failure.detail && <p className="mt-1">{outcome.failure.detail}</p>}
        </StatusBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <p className="text-sm text-gray-700 sm:col-span-2">{text.formIntro}</p>
        <TextField
          id={idOf('fullName')}
          label="Full Name"
          required
          autoComplete="name"
          {...field('fullName')}
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
          label="Phone Number (with country code)"
          type="tel"
          required
          autoComplete="tel"
          placeholder="+256 772 000 000"
          {...field('phone')}
        />
        <TextField
          id={idOf('nationality')}
          label="Nationality"
          required
          {...field('nationality')}
        />
        <SelectField
          id={idOf('accommodationType')}
          label="Accommodation Type"
          options={accommodationTypes.map((type) => ({
            value: type,
            label: `${type} - $${accommodationPricesUsd[type]} per night`,
          }))}
          {...field('accommodationType')}
        />
        <SelectField
          id={idOf('sharingPreference')}
          label="Sharing Preference"
          options={optionsOf(sharingPreferences)}
          {...field('sharingPreference')}
        />
        <TextField
          id={idOf('checkInDate')}
          label="Check-in Date"
          type="date"
          required
          {...field('checkInDate')}
        />
        <TextField
          id={idOf('checkOutDate')}
          label="Check-out Date"
          type="date"
          required
          min={checkInDate || undefined}
          {...field('checkOutDate')}
        />
        <TextAreaField
          id={idOf('specialRequests')}
          label="Special Requests"
          className="sm:col-span-2"
          hint="Late arrival, dietary needs, accessibility, or anything else we should know."
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
        <div className="sm:col-span-2">
          <SubmitButton busy={sending} className="w-full sm:w-auto">
            {text.submit}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
