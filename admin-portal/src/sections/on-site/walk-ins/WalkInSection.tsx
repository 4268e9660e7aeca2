import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  feeTable,
  formatUsd,
  genders,
  isStudentCategory,
  languageNames,
  languages,
  participantCategories,
  participationLabels,
  participationTypes,
  paymentMethodLabels,
  quoteFee,
  registrationPresentationLabels,
  registrationPresentationTypes,
  registrationRules,
  registrationTitles,
  systemClock,
  ticked,
  walkInMessages,
  walkInPaymentMethods,
  walkInPaymentRules,
  yesNo,
  type FormRules,
  type Language,
  type ParticipantCategory,
  type RegistrationRequest,
  type WalkInPayment,
  type WalkInRequest,
  type WalkInResult,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { apiDownload, apiRequest } from '../../../api/client';
import { useIdempotencyKey } from '../../../api/idempotency-key';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { fieldMessagesOf, showFieldMessages } from '../../../components/field-messages';

type Values = Omit<RegistrationRequest, 'recaptchaToken'> & {
  studentIdSeen: boolean;
  language: Language;
  paymentMethod: WalkInPayment['method'];
  paymentAmount: string;
  paymentReference: string;
};

const { recaptchaToken: _robotCheck, ...staffRegistrationRules } = registrationRules;

const formRules: FormRules<Values> = {
  ...staffRegistrationRules,
  studentIdSeen: (value, body) =>
    isStudentCategory((body as Values | undefined)?.participantCategory ?? '')
      ? ticked(walkInMessages.studentIdSeen)(value, body)
      : null,
  language: () => null,
  paymentMethod: walkInPaymentRules.method,
  paymentAmount: walkInPaymentRules.amount,
  paymentReference: walkInPaymentRules.reference,
};

/** The api names a payment's fields as the payment object does; the form keeps them flat. */
const formFieldOf: Record<string, keyof Values> = {
  method: 'paymentMethod',
  amount: 'paymentAmount',
  reference: 'paymentReference',
  studentIdFile: 'studentIdSeen',
};

const todaysFee = (category: ParticipantCategory): number => quoteFee(category, systemClock).feeUsd;

const emptyForm: Values = {
  title: 'Dr.',
  otherTitle: '',
  firstName: '',
  otherNames: '',
  gender: 'Female',
  email: '',
  phone: '',
  country: '',
  city: '',
  institution: '',
  participationType: 'attendee',
  presentationType: 'oral',
  participantCategory: 'non-member',
  fieldTrip: 'No',
  marketingConsent: false,
  paymentConfirmation: true,
  programConsent: false,
  emailConsent: false,
  invoiceRequested: false,
  studentIdSeen: false,
  language: 'en',
  paymentMethod: 'cash',
  paymentAmount: String(todaysFee('non-member')),
  paymentReference: '',
};

function toRequest(values: Values): WalkInRequest {
  const { paymentMethod, paymentAmount, paymentReference, ...fields } = values;
  return {
    ...fields,
    payment: {
      method: paymentMethod,
      amount: Number(paymentAmount),
      ...(paymentReference.trim() ? { reference: paymentReference.trim() } : {}),
    },
  };
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Choice({
  id,
  options,
  field,
  invalid,
}: {
  id: string;
  options: readonly (readonly [string, string])[];
  field: UseFormRegisterReturn;
  invalid?: boolean;
}) {
  return (
    <select id={id} className={inputClass} aria-invalid={invalid} {...field}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

const same = (values: readonly string[]) => values.map((value) => [value, value] as const);

/** Ties a field to its message, so a screen reader reads the message with the field. */
const describedBy = (id: string, error: unknown) => (error ? `${id}-error` : undefined);

/**
 * The walk-in desk: a delegate registered on the spot at today's fee, the money taken there
 * received at once, and the delegate checked in when it covers the fee.
 */
export function WalkInSection() {
  const permissions = usePermissions();
  const mayPrintBadge = permissions.can('read', 'Badge');
  const [outcome, setOutcome] = useState<WalkInResult | null>(null);
  const { idempotencyKey, renew } = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Values>({ resolver: rulesResolver<Values>(formRules), defaultValues: emptyForm });
  const [category, title, participationType] = useWatch({
    control,
    name: ['participantCategory', 'title', 'participationType'],
  });
  const fee = category ? todaysFee(category) : 0;
  useEffect(() => {
    setValue('paymentAmount', String(fee));
  }, [fee, setValue]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      apiRequest<WalkInResult>('/admin/walk-ins', {
        method: 'POST',
        body: toRequest(values),
        idempotencyKey,
      }),
    onSuccess: (result) => {
      renew();
      setOutcome(result);
    },
    onError: (error) => {
      showFieldMessages(error, setError, (field) => formFieldOf[field] ?? (field as keyof Values));
    },
  });
  const badge = useMutation({
    mutationFn: (registration: WalkInResult['registration']) =>
      apiDownload(
        `/admin/registrations/${encodeURIComponent(registration.id)}/badge`,
        `badge-${registration.reference}.pdf`,
      ),
  });

  function nextWalkIn() {
    setOutcome(null);
    save.reset();
    badge.reset();
    reset(emptyForm);
  }

  const text = (name: keyof Values, label: string, type = 'text') => (
    <Field id={`walk-in-${name}`} label={label} error={errors[name]?.message}>
      <input
        id={`walk-in-${name}`}
        type={type}
        className={inputClass}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(`walk-in-${name}`, errors[name])}
        {...register(name)}
      />
    </Field>
  );
  const check = (name: keyof Values, label: string) => (
    <div>
      <label className="flex items-start gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          className="mt-1"
          aria-invalid={Boolean(errors[name])}
          aria-describedby={describedBy(`walk-in-${name}`, errors[name])}
          {...register(name)}
        />
        {label}
      </label>
      {errors[name] && (
        <p id={`walk-in-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name].message}
        </p>
      )}
    </div>
  );

  if (outcome) {
    const checkedIn = outcome.checkIn.outcome === 'checked-in';
    return (
      <div className="max-w-2xl space-y-6">
        <h1 className="text-2xl font-bold text-gray-900">Walk-in desk</h1>
        <section
          role="status"
          aria-labelledby="walk-in-outcome"
          className={`space-y-3 rounded-lg border p-5 ${checkedIn ? 'border-green-300 bg-green-50' : 'border-yellow-300 bg-yellow-50'}`}
        >
          <h2 id="walk-in-outcome" className="text-lg font-semibold text-gray-900">
            {outcome.registration.name} is registered: {outcome.registration.reference}
          </h2>
          <p className="text-gray-800">
            {checkedIn
              ? 'Paid in full and checked in for today.'
              : `Not checked in: ${formatUsd(Number(outcome.registration.balanceDue), { cents: true })} still to pay.`}
          </p>
          <div className="flex flex-wrap gap-3">
            {mayPrintBadge && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={badge.isPending}
                onClick={() => badge.mutate(outcome.registration)}
              >
                Print badge
              </button>
            )}
            <button type="button" className={buttonClass.primary} onClick={nextWalkIn}>
              Next walk-in
            </button>
          </div>
          {badge.isError && (
            <p role="alert" className="text-sm text-red-700">
              The badge could not be downloaded. Please try again.
            </p>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Walk-in desk</h1>
        <p className="mt-1 text-gray-700">
          Register a delegate on the spot at today&apos;s fee, take the payment and check them in.
          The delegate receives the confirmation and the receipt by e-mail.
        </p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        className="space-y-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
        aria-label="Walk-in registration"
      >
        {save.isError && !fieldMessagesOf(save.error) && (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
          >
            {save.error instanceof ApiRequestError && save.error.status === 409
              ? save.error.message
              : 'The walk-in could not be registered. Please try again.'}
          </div>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-gray-900">Delegate</legend>
          <Field id="walk-in-title" label="Title" error={errors.title?.message}>
            <Choice
              id="walk-in-title"
              options={same(registrationTitles)}
              field={register('title')}
            />
          </Field>
          {title === 'Other' && text('otherTitle', 'Other title')}
          {text('firstName', 'First name')}
          {text('otherNames', 'Other names')}
          <Field id="walk-in-gender" label="Gender" error={errors.gender?.message}>
            <Choice id="walk-in-gender" options={same(genders)} field={register('gender')} />
          </Field>
          {text('email', 'E-mail', 'email')}
          {text('phone', 'Phone', 'tel')}
          {text('country', 'Country')}
          {text('city', 'City')}
          {text('institution', 'Institution / Organisation')}
          <Field id="walk-in-language" label="Language of e-mails">
            <Choice
              id="walk-in-language"
              options={languages.map((language) => [language, languageNames[language]] as const)}
              field={register('language')}
            />
          </Field>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-gray-900">Registration</legend>
          <Field id="walk-in-participationType" label="Attending as">
            <Choice
              id="walk-in-participationType"
              options={participationTypes.map((type) => [type, participationLabels[type]] as const)}
              field={register('participationType')}
            />
          </Field>
          {participationType === 'presenter' && (
            <Field
              id="walk-in-presentationType"
              label="Presentation type"
              error={errors.presentationType?.message}
            >
              <Choice
                id="walk-in-presentationType"
                options={registrationPresentationTypes.map(
                  (type) => [type, registrationPresentationLabels[type]] as const,
                )}
                field={register('presentationType')}
              />
            </Field>
          )}
          <Field id="walk-in-participantCategory" label="Registration type">
            <Choice
              id="walk-in-participantCategory"
              options={participantCategories.map(
                (value) => [value, feeTable[value].label] as const,
              )}
              field={register('participantCategory')}
            />
          </Field>
          <Field id="walk-in-fieldTrip" label="Field trip">
            <Choice id="walk-in-fieldTrip" options={same(yesNo)} field={register('fieldTrip')} />
          </Field>
          <p className="text-sm text-gray-800 sm:col-span-2" aria-live="polite">
            Fee today: <strong>{formatUsd(fee)}</strong>
          </p>
          {isStudentCategory(category) && (
            <div className="sm:col-span-2">
              {check('studentIdSeen', 'I saw the student ID or admission letter')}
            </div>
          )}
          <div className="space-y-2 sm:col-span-2">
            {check(
              'paymentConfirmation',
              'The delegate understands the registration is confirmed only once the fee is paid',
            )}
            {check(
              'programConsent',
              'The delegate agrees that their name and organisation may appear in the conference programme and list of participants',
            )}
            {check('emailConsent', 'The delegate agrees to receive e-mails about this conference')}
            {check(
              'marketingConsent',
              'The delegate would like to hear about future AAWG events and activities',
            )}
            {check('invoiceRequested', 'Attach a pro-forma invoice to the confirmation e-mail')}
          </div>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-gray-900">Payment taken</legend>
          <Field id="walk-in-paymentMethod" label="Method">
            <Choice
              id="walk-in-paymentMethod"
              options={walkInPaymentMethods.map(
                (method) => [method, paymentMethodLabels[method]] as const,
              )}
              field={register('paymentMethod')}
            />
          </Field>
          <Field
            id="walk-in-paymentAmount"
            label="Amount (USD)"
            error={errors.paymentAmount?.message}
          >
            <input
              id="walk-in-paymentAmount"
              type="number"
              min="0.01"
              step="0.01"
              className={inputClass}
              aria-invalid={Boolean(errors.paymentAmount)}
              aria-describedby={describedBy('walk-in-paymentAmount', errors.paymentAmount)}
              {...register('paymentAmount')}
            />
          </Field>
          {text('paymentReference', 'Payment reference (optional)')}
        </fieldset>
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? 'Registering...' : 'Register'}
        </button>
      </form>
    </div>
  );
}
