import {
  accommodationPricesUsd,
  accommodationTypes,
  hasErrors,
  messages,
  requestTimeoutsMs,
  sharingPreferences,
  validateBooking,
  type BookingRequest,
} from '@caawg11/conference';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { accommodationContent as text } from '../content/accommodation';
import { submitBooking } from './calls';
import { describeFailure, type Failure } from './failure';
import { SelectField, TextAreaField, TextField, optionsOf } from './Field';
import { focusFirstInvalid, scrollToElement } from './scroll';
import { StatusBanner } from './StatusBanner';
import { primaryButtonClass, SubmitButton } from './SubmitButton';
import { useFormFields } from './useFormFields';

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

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; failure: Failure };

/** The accommodation booking request. */
export function BookingForm() {
  const { values, errors, setErrors, setField, reset } = useFormFields(emptyBooking);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const robotCheck = useRef<RobotCheckHandle>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    scrollToElement(outcome.current);
    outcome.current?.focus({ preventScroll: true });
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const found = validateBooking(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(fieldOrder, found, idOf);
      return;
    }
    setStatus({ kind: 'submitting' });
    let failure: Failure | null = null;
    try {
      const answer = await submitBooking(values);
      // The form shows its fixed failure text whatever the server said, so no server detail leaks.
      if (!answer.success) failure = { message: messages.bookingProblem };
    } catch (error) {
      failure = describeFailure(error, {
        fallback: messages.bookingProblem,
        preferServerMessage: false,
        timeoutMs: requestTimeoutsMs.booking,
      });
    }
    // The robot-check payload is spent after every attempt.
    robotCheck.current?.reset();
    if (failure) {
      if (failure.fieldErrors) setErrors(failure.fieldErrors);
      setStatus({ kind: 'error', failure });
    } else {
      setStatus({ kind: 'success' });
    }
  };

  if (status.kind === 'success') {
    return (
      <StatusBanner ref={outcome} tone="success" title={text.successTitle}>
        <p>{text.successText}</p>
        <button
          type="button"
          className={`${primaryButtonClass} mt-4`}
          onClick={() => {
            reset();
            setStatus({ kind: 'idle' });
          }}
        >
          {text.anotherBooking}
        </button>
      </StatusBanner>
    );
  }

  const busy = status.kind === 'submitting';
  return (
    <div>
      {status.kind === 'error' && (
        <StatusBanner ref={outcome} tone="error" title={text.failureTitle} className="mb-6">
          <p>{status.failure.message}</p>
          {status.failure.detail && <p className="mt-1">{status.failure.detail}</p>}
        </StatusBanner>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-5 sm:grid-cols-2"
      >
        <p className="text-sm text-gray-700 sm:col-span-2">{text.formIntro}</p>
        <TextField
          id={idOf('fullName')}
          label="Full Name"
          required
          autoComplete="name"
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => setField('fullName', e.target.value)}
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
          label="Phone Number (with country code)"
          type="tel"
          required
          autoComplete="tel"
          placeholder="+256 772 000 000"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => setField('phone', e.target.value)}
        />
        <TextField
          id={idOf('nationality')}
          label="Nationality"
          required
          value={values.nationality}
          error={errors.nationality}
          onChange={(e) => setField('nationality', e.target.value)}
        />
        <SelectField
          id={idOf('accommodationType')}
          label="Accommodation Type"
          options={accommodationTypes.map((type) => ({
            value: type,
            label: `${type} - $${accommodationPricesUsd[type]} per night`,
          }))}
          value={values.accommodationType}
          error={errors.accommodationType}
          onChange={(e) =>
            setField('accommodationType', e.target.value as BookingRequest['accommodationType'])
          }
        />
        <SelectField
          id={idOf('sharingPreference')}
          label="Sharing Preference"
          options={optionsOf(sharingPreferences)}
          value={values.sharingPreference}
          error={errors.sharingPreference}
          onChange={(e) =>
            setField('sharingPreference', e.target.value as BookingRequest['sharingPreference'])
          }
        />
        <TextField
          id={idOf('checkInDate')}
          label="Check-in Date"
          type="date"
          required
          value={values.checkInDate}
          error={errors.checkInDate}
          onChange={(e) => setField('checkInDate', e.target.value)}
        />
        <TextField
          id={idOf('checkOutDate')}
          label="Check-out Date"
          type="date"
          required
          min={values.checkInDate || undefined}
          value={values.checkOutDate}
          error={errors.checkOutDate}
          onChange={(e) => setField('checkOutDate', e.target.value)}
        />
        <TextAreaField
          id={idOf('specialRequests')}
          label="Special Requests"
          className="sm:col-span-2"
          hint="Late arrival, dietary needs, accessibility, or anything else we should know."
          value={values.specialRequests}
          onChange={(e) => setField('specialRequests', e.target.value)}
        />
        <div className="sm:col-span-2">
          <RobotCheck
            ref={robotCheck}
            id={idOf('recaptchaToken')}
            error={errors.recaptchaToken}
            onChange={(token) => setField('recaptchaToken', token)}
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} className="w-full sm:w-auto">
            {text.submit}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
