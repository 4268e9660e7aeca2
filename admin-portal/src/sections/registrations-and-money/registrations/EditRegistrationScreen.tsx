import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@caawg11/conference/routing';
import {
  categoryOptionLabel,
  genders,
  participantCategories,
  registrationPresentationLabels,
  registrationPresentationTypes,
  registrationTitles,
  validateRegistration,
  yesNo,
  type PricingTier,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { fetchRegistration, updateRegistration } from '../../../api/registrations-api';
import { ApiRequestError } from '@caawg11/conference/http';
import type { AdminRegistrationDetails, AdminRegistrationUpdate } from '../../../api/types';
import { buttonClass } from '../../../components/buttons';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { inputClass } from '../../../components/forms';
import { paths } from '../../../paths';
import { queryKeys } from '../../queries';
import { RecordPaymentForm } from './RecordPaymentForm';
import { awaitingConfirmation } from './RegistrationDetailsDialog';
import { applyRegistrationChange } from './registration-cache';
import { fieldMessagesOf, showFieldMessages } from '../../../components/field-messages';

function formValues(registration: AdminRegistrationDetails): AdminRegistrationUpdate {
  return {
    title: registration.title as AdminRegistrationUpdate['title'],
    otherTitle: registration.otherTitle ?? '',
    firstName: registration.firstName,
    otherNames: registration.familyName,
    gender: registration.gender as AdminRegistrationUpdate['gender'],
    email: registration.email,
    phone: registration.phone,
    country: registration.country,
    city: registration.city,
    institution: registration.institution,
    participationType: registration.participationType,
    presentationType: registration.presentationType ?? '',
    participantCategory: registration.participantCategory,
    fieldTrip: registration.attendingFieldTrip ? 'Yes' : 'No',
  };
}

/** The registration form's rules, without what only a first submission carries. */
function validate(values: AdminRegistrationUpdate): Record<string, string> {
  const errors: Record<string, string> = {
    ...validateRegistration({
      ...values,
      marketingConsent: false,
      paymentConfirmation: true,
      programConsent: false,
      emailConsent: false,
      invoiceRequested: false,
      recaptchaToken: 'not-applicable',
    }),
  };
  delete errors.studentIdFile;
  delete errors.paymentConfirmation;
  delete errors.recaptchaToken;
  return errors;
}

interface FieldProps {
  id: keyof AdminRegistrationUpdate;
  label: string;
  error?: string;
  /** A line under the control, read with it. */
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}

function Field({ id, label, error, hint, children }: FieldProps) {
  const inputId = `edit-${id}`;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean);
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': Boolean(error),
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-yellow-800 wrap-anywhere">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TextInput({
  registration,
  ...props
}: { registration: UseFormRegisterReturn; type?: string } & Record<string, unknown>) {
  return <input className={inputClass} {...props} {...registration} />;
}

export function EditRegistrationScreen() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: queryKeys.registration(id),
    queryFn: () => fetchRegistration(id),
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Edit Registration</h1>
        <Link to={paths.registrations} className={buttonClass.secondary}>
          Back to registrations
        </Link>
      </div>
      {query.isPending ? (
        <Spinner label="Loading the registration" />
      ) : query.isError ? (
        <ErrorPanel
          message={
            query.error instanceof ApiRequestError && query.error.status === 404
              ? 'Registration not found'
              : 'Failed to load registrations'
          }
        />
      ) : (
        <>
          <EditForm registration={query.data} />
          <RecordPaymentForm registration={query.data} />
        </>
      )}
    </div>
  );
}

function EditForm({ registration }: { registration: AdminRegistrationDetails }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<AdminRegistrationUpdate>({ defaultValues: formValues(registration) });
  const save = useMutation({
    mutationFn: (values: AdminRegistrationUpdate) => updateRegistration(registration._id, values),
    onSuccess: (changed) => {
      applyRegistrationChange(queryClient, changed);
      queryClient.setQueryData(queryKeys.registration(changed._id), changed);
      reset(formValues(changed));
      setSaved(true);
    },
    onError: (error) => {
      showFieldMessages(error, setError);
    },
  });

  const title = useWatch({ control, name: 'title' });
  const participationType = useWatch({ control, name: 'participationType' });
  const tier: PricingTier = registration.pricingTier;

  const submit = handleSubmit((values) => {
    const problems = validate(values);
    const fields = Object.entries(problems);
    if (fields.length > 0) {
      for (const [field, message] of fields) {
        setError(field as keyof AdminRegistrationUpdate, { message });
      }
      return;
    }
    save.mutate(values);
  });

  const message = (field: keyof AdminRegistrationUpdate) => errors[field]?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      {saved && !isDirty && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          Registration updated.
          {registration.pendingEmail &&
            ` The address changes once ${registration.pendingEmail} is confirmed from the link sent to it; the current address has been told.`}
        </div>
      )}
      {save.isError && !fieldMessagesOf(save.error) && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {failureText(save.error, 'Failed to update the registration. Please try again.')}
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          Personal Information
        </legend>
        <Field id="title" label="Title" error={message('title')}>
          {(props) => (
            <select className={inputClass} {...props} {...register('title')}>
              {registrationTitles.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        {title === 'Other' && (
          <Field id="otherTitle" label="Please specify your title" error={message('otherTitle')}>
            {(props) => <TextInput {...props} registration={register('otherTitle')} />}
          </Field>
        )}
        <Field id="firstName" label="First name" error={message('firstName')}>
          {(props) => <TextInput {...props} registration={register('firstName')} />}
        </Field>
        <Field id="otherNames" label="Family name" error={message('otherNames')}>
          {(props) => <TextInput {...props} registration={register('otherNames')} />}
        </Field>
        <Field id="gender" label="Gender" error={message('gender')}>
          {(props) => (
            <select className={inputClass} {...props} {...register('gender')}>
              {genders.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="email"
          label="Email"
          error={message('email')}
          hint={
            registration.pendingEmail ? awaitingConfirmation(registration.pendingEmail) : undefined
          }
        >
          {(props) => <TextInput {...props} type="email" registration={register('email')} />}
        </Field>
        <Field id="phone" label="Phone" error={message('phone')}>
          {(props) => <TextInput {...props} type="tel" registration={register('phone')} />}
        </Field>
        <Field id="country" label="Country" error={message('country')}>
          {(props) => <TextInput {...props} registration={register('country')} />}
        </Field>
        <Field id="city" label="City" error={message('city')}>
          {(props) => <TextInput {...props} registration={register('city')} />}
        </Field>
        <Field id="institution" label="Institution" error={message('institution')}>
          {(props) => <TextInput {...props} registration={register('institution')} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          Registration Details
        </legend>
        <Field
          id="participantCategory"
          label="Registration Type"
          error={message('participantCategory')}
        >
          {(props) => (
            <select className={inputClass} {...props} {...register('participantCategory')}>
              {participantCategories.map((value) => (
                <option key={value} value={value}>
                  {categoryOptionLabel(value, tier)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="participationType"
          label="Participation Type"
          error={message('participationType')}
        >
          {(props) => (
            <select className={inputClass} {...props} {...register('participationType')}>
              <option value="attendee">Attendee</option>
              <option value="presenter">Presenter</option>
            </select>
          )}
        </Field>
        {participationType === 'presenter' && (
          <Field
            id="presentationType"
            label="Presentation Type"
            error={message('presentationType')}
          >
            {(props) => (
              <select className={inputClass} {...props} {...register('presentationType')}>
                <option value="">Choose...</option>
                {registrationPresentationTypes.map((value) => (
                  <option key={value} value={value}>
                    {registrationPresentationLabels[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="fieldTrip" label="Field Trip" error={message('fieldTrip')}>
          {(props) => (
            <select className={inputClass} {...props} {...register('fieldTrip')}>
              {yesNo.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <p className="text-sm text-gray-600">
        The fee follows the registration type at the{' '}
        {tier === 'early-bird' ? 'early-bird' : 'standard'} rate the registrant was quoted.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? 'Processing...' : 'Save changes'}
        </button>
        <Link to={paths.registrations} className={buttonClass.secondary}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
