import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from '@caawg11/conference/routing';
import { passwordResetRules, repeats, teamMessages, type FormRules } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { failureText } from '../../../api/failure-text';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/NewPasswordFields';
import { rulesResolver } from '../../../components/rules-resolver';
import { paths } from '../../../paths';
import { confirmPasswordReset } from './password-reset-api';
import { primaryButtonClass, ResetAlert, ResetCard, secondaryLinkClass } from './ResetCard';

type Values = NewPasswordValues;

/** The token comes from the link; the member types the new password twice. */
const newPasswordRules: FormRules<Values> = {
  password: passwordResetRules.password,
  confirmation: repeats('password'),
};

function AskAgain() {
  return (
    <Link to={paths.forgotPassword} className={`mt-4 ${secondaryLinkClass}`}>
      Ask for a new link
    </Link>
  );
}

/** Where the password-reset e-mail's link leads: the member chooses a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver(newPasswordRules),
    defaultValues: { password: '', confirmation: '' },
  });
  const reset = useMutation({
    mutationFn: (password: string) => confirmPasswordReset({ token, password }),
    onError: (error) => {
      const problem = error instanceof ApiRequestError ? error.fieldErrors?.password : undefined;
      if (problem) setError('password', { message: problem });
    },
  });
  const submit = handleSubmit(({ password }) => reset.mutate(password));

  if (token === '') {
    return (
      <ResetCard title="Choose a new password">
        <ResetAlert>{teamMessages.passwordResetInvalid}</ResetAlert>
        <AskAgain />
      </ResetCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <ResetCard title="Choose a new password">
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 p-3 text-green-800"
          >
            {teamMessages.passwordResetDone}
          </p>
          <Link
            to={paths.dashboard}
            className="block w-full rounded-md bg-brand-900 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
          >
            Sign in
          </Link>
        </div>
      </ResetCard>
    );
  }

  const fieldRefusal = reset.error instanceof ApiRequestError && reset.error.fieldErrors;
  const linkDead = reset.error instanceof ApiRequestError && reset.error.status === 410;
  return (
    <ResetCard title="Choose a new password">
      <p className="text-gray-800">
        Every sign-in of your account ends once the new password is set.
      </p>
      {reset.isError && !fieldRefusal && (
        <div className="mt-4">
          <ResetAlert>
            {failureText(reset.error, 'Failed to set the password. Please try again.')}
          </ResetAlert>
          {linkDead && <AskAgain />}
        </div>
      )}
      <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          idPrefix="reset"
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          register={register}
          errors={errors}
        />
        <button type="submit" disabled={reset.isPending} className={primaryButtonClass}>
          Set new password
        </button>
      </form>
    </ResetCard>
  );
}
