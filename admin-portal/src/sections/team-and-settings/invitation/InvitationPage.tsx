import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@caawg11/conference/routing';
import {
  edition,
  invitationAcceptanceRules,
  repeats,
  staffRoleLabels,
  teamMessages,
  type FormRules,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { failureText } from '../../../api/failure-text';
import { Spinner } from '../../../components/Spinner';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/NewPasswordFields';
import { rulesResolver } from '../../../components/rules-resolver';
import { paths } from '../../../paths';
import { acceptInvitation, fetchInvitation } from './invitation-api';

type Values = NewPasswordValues;

/** The token comes from the link; the invitee types the password twice. */
const passwordFormRules: FormRules<Values> = {
  password: invitationAcceptanceRules.password,
  confirmation: repeats('password'),
};

function refusalOf(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.serverMessage) || fallback;
}

function Alert({ children }: { children: string }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
    >
      {children}
    </div>
  );
}

/**
 * Where the link in an invitation e-mail leads: the invitee, not signed in, chooses the
 * password of their new back-office account.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    // A used or expired link stays so; asking again would only repeat the refusal.
    retry: false,
    staleTime: Infinity,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver(passwordFormRules),
    defaultValues: { password: '', confirmation: '' },
  });
  const accept = useMutation({
    mutationFn: (password: string) => acceptInvitation({ token, password }),
    onError: (error) => {
      const problem = error instanceof ApiRequestError ? error.fieldErrors?.password : undefined;
      if (problem) setError('password', { message: problem });
    },
  });
  const submit = handleSubmit(({ password }) => accept.mutate(password));

  let content;
  if (token === '') {
    content = <Alert>{teamMessages.invitationInvalid}</Alert>;
  } else if (invitation.isPending) {
    content = <Spinner label="Loading the invitation" />;
  } else if (invitation.isError) {
    content = <Alert>{failureText(invitation.error, 'Failed to load the invitation')}</Alert>;
  } else if (accept.isSuccess) {
    content = (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-green-800"
        >
          Your account is ready.
        </p>
        <Link
          to={paths.dashboard}
          className="block w-full rounded-md bg-brand-900 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
        >
          Sign in
        </Link>
      </div>
    );
  } else {
    const fieldRefusal = accept.error instanceof ApiRequestError && accept.error.fieldErrors;
    content = (
      <>
        <p className="text-gray-800">
          You have been invited to the {edition.shortName} back office as{' '}
          {staffRoleLabels[invitation.data.role]}.
        </p>
        <p className="mt-2 text-sm text-gray-700">
          E-mail: <span className="font-semibold">{invitation.data.email}</span>
        </p>
        {accept.isError && !fieldRefusal && (
          <div className="mt-4">
            <Alert>
              {refusalOf(accept.error, 'Failed to set the password. Please try again.')}
            </Alert>
          </div>
        )}
        <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
          {/* Lets the browser's password manager save the new password under this address. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={invitation.data.email}
            readOnly
            hidden
          />
          <NewPasswordFields
            idPrefix="invitation"
            labels={{ password: 'Password', confirmation: 'Confirm password' }}
            register={register}
            errors={errors}
          />
          <button
            type="submit"
            disabled={accept.isPending}
            className="w-full rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Set password
          </button>
        </form>
      </>
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-900">
          Join the {edition.shortName} back office
        </h1>
        {content}
      </div>
    </main>
  );
}
