import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  isStaffRole,
  minPasswordLength,
  passwordChangeRules,
  repeats,
  staffRoleLabels,
  type FormRules,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { storeToken } from '../../../api/client';
import { useAuth } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { changeOwnPassword } from './account-api';
import { SignOutEverywhere } from './SignOutEverywhere';
import { TwoFactorPanel } from './TwoFactorPanel';
import { showFieldMessages } from '../../../components/field-messages';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const passwordFormRules: FormRules<Values> = {
  ...passwordChangeRules,
  confirmation: repeats('newPassword'),
};
const emptyForm: Values = { currentPassword: '', newPassword: '', confirmation: '' };

/** The signed-in organiser's own account: who they are, their password and their sign-ins. */
export function AccountSection() {
  const { user } = useAuth();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: rulesResolver(passwordFormRules), defaultValues: emptyForm });
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: (result) => {
      // The api ended every earlier sign-in; the fresh token keeps this one going.
      if (result.token) storeToken(result.token);
      reset(emptyForm);
      setChanged(true);
    },
    onError: (error) => {
      showFieldMessages(error, setError, (field) =>
        field === 'currentPassword' || field === 'newPassword' ? field : undefined,
      );
    },
  });
  const fieldRefusal =
    change.error instanceof ApiRequestError &&
    Boolean(change.error.fieldErrors?.currentPassword || change.error.fieldErrors?.newPassword);

  const submit = handleSubmit(({ currentPassword, newPassword: chosen }) => {
    setChanged(false);
    change.mutate({ currentPassword, newPassword: chosen });
  });

  const field = (name: keyof Values, label: string, autoComplete: string, hint?: string) => {
    const id = `account-${name}`;
    const error = errors[name]?.message;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <input
          id={id}
          type="password"
          autoComplete={autoComplete}
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...register(name)}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
            {hint}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">My account</h1>
      {user && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-white p-5 text-sm shadow-sm ring-1 ring-gray-200">
          <dt className="font-medium whitespace-nowrap text-gray-700">E-mail</dt>
          <dd className="min-w-0 break-all text-gray-900">{user.email}</dd>
          <dt className="font-medium text-gray-700">Role</dt>
          <dd className="text-gray-900">
            {isStaffRole(user.role) ? staffRoleLabels[user.role] : user.role}
          </dd>
        </dl>
      )}
      <TwoFactorPanel />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="password-heading"
        className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
          Change your password
        </h2>
        <p className="text-sm text-gray-600">
          Changing it signs you out everywhere else you are signed in.
        </p>
        {changed && (
          <div
            role="status"
            className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
          >
            Your password has been changed.
          </div>
        )}
        {change.isError && !fieldRefusal && (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
          >
            {(change.error instanceof ApiRequestError && change.error.serverMessage) ||
              'Failed to change the password. Please try again.'}
          </div>
        )}
        {field('currentPassword', 'Current password', 'current-password')}
        {field(
          'newPassword',
          'New password',
          'new-password',
          `At least ${minPasswordLength} characters.`,
        )}
        {field('confirmation', 'Confirm new password', 'new-password')}
        <button type="submit" disabled={change.isPending} className={buttonClass.primary}>
          Change password
        </button>
      </form>
      <SignOutEverywhere />
    </div>
  );
}
