import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@caawg11/conference/routing';
import {
  passwordResetRequestRules,
  teamMessages,
  type PasswordResetRequest,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { signInInputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { paths } from '../../../paths';
import { requestPasswordReset } from './password-reset-api';
import { primaryButtonClass, ResetAlert, ResetCard, secondaryLinkClass } from './ResetCard';

/**
 * Where "Forgot your password?" leads: the member names their address and is told, in the
 * same words for every address, that a link is on its way if an account uses it.
 */
export function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: rulesResolver(passwordResetRequestRules),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: requestPasswordReset });
  const submit = handleSubmit(({ email }) => request.mutate({ email: email.trim() }));

  if (request.isSuccess) {
    return (
      <ResetCard title="Reset your password">
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 p-3 text-green-800"
          >
            {teamMessages.passwordResetRequested}
          </p>
          <Link to={paths.dashboard} className={secondaryLinkClass}>
            Back to sign in
          </Link>
        </div>
      </ResetCard>
    );
  }

  return (
    <ResetCard title="Reset your password">
      <p className="text-gray-800">
        Enter the e-mail address of your account. We will send it a link to choose a new password.
      </p>
      {request.isError && (
        <div className="mt-4">
          <ResetAlert>
            {failureText(request.error, 'Failed to send the link. Please try again.')}
          </ResetAlert>
        </div>
      )}
      <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <div>
          <label htmlFor="reset-email" className="block text-sm font-medium text-gray-700">
            Email
          </label>
          <input
            id="reset-email"
            type="email"
            autoComplete="username"
            className={signInInputClass}
            aria-invalid={Boolean(errors.email)}
            {...register('email')}
          />
          {errors.email && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.email.message}
            </p>
          )}
        </div>
        <button type="submit" disabled={request.isPending} className={primaryButtonClass}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <Link to={paths.dashboard} className={`mt-4 ${secondaryLinkClass}`}>
        Back to sign in
      </Link>
    </ResetCard>
  );
}
