import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  staffRoleLabels,
  staffRoles,
  teamInvitationRules,
  teamMessages,
  type StaffRole,
  type SubthemeTitle,
  type TeamInvitationRequest,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { SubthemeChoices } from './SubthemeChoices';
import { invitationsQueryKey, inviteMember } from './team-api';
import { showFieldMessages } from '../../../components/field-messages';

interface Values {
  email: string;
  role: StaffRole | '';
  subthemes: SubthemeTitle[];
}

/** An administrator names an address and a role; the worker e-mails the set-password link. */
export function InviteForm() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver<Values>(teamInvitationRules),
    defaultValues: { email: '', role: '', subthemes: [] },
  });
  const role = useWatch({ control, name: 'role' });

  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: (answer, request) => {
      setSent(answer.message || teamMessages.invitationSent(request.email));
      reset();
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    },
    onError: (error) => {
      showFieldMessages(error, setError, (field) =>
        field === 'email' || field === 'role' || field === 'subthemes' ? field : undefined,
      );
    },
  });
  const fieldRefusal =
    invite.error instanceof ApiRequestError &&
    Object.keys(invite.error.fieldErrors ?? {}).some((field) =>
      ['email', 'role', 'subthemes'].includes(field),
    );

  const submit = handleSubmit(({ email, role: chosen, subthemes }) => {
    setSent(null);
    const request: TeamInvitationRequest = {
      email: email.trim(),
      role: chosen as StaffRole,
      ...(chosen === 'reviewer' ? { subthemes } : {}),
    };
    invite.mutate(request);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="invite-heading"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="invite-heading" className="text-lg font-semibold text-gray-900">
        Invite a team member
      </h2>
      <p className="text-sm text-gray-600">
        They receive an e-mail with a link to choose their password. The link works once.
      </p>
      {sent && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {sent}
        </div>
      )}
      {invite.isError && !fieldRefusal && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {(invite.error instanceof ApiRequestError && invite.error.serverMessage) ||
            'Failed to send the invitation. Please try again.'}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="invite-email" className="block text-sm font-medium text-gray-700">
            E-mail
          </label>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            className={inputClass}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'invite-email-error' : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id="invite-email-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.email.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-gray-700">
            Role
          </label>
          <select
            id="invite-role"
            className={inputClass}
            aria-invalid={Boolean(errors.role)}
            aria-describedby={errors.role ? 'invite-role-error' : undefined}
            {...register('role')}
          >
            <option value="">Choose a role</option>
            {staffRoles.map((staffRole) => (
              <option key={staffRole} value={staffRole}>
                {staffRoleLabels[staffRole]}
              </option>
            ))}
          </select>
          {errors.role && (
            <p id="invite-role-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.role.message}
            </p>
          )}
        </div>
      </div>
      {role === 'reviewer' && (
        <Controller
          control={control}
          name="subthemes"
          render={({ field, fieldState }) => (
            <SubthemeChoices
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <button type="submit" disabled={invite.isPending} className={buttonClass.primary}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
