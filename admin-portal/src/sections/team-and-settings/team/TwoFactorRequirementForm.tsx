import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRoleLabels, staffRoles, type StaffRole } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import {
  fetchTwoFactorRequirement,
  saveTwoFactorRequirement,
  twoFactorRequirementQueryKey,
} from './team-api';

/** Which roles must sign in with two factors; their members set it up at their next sign-in. */
export function TwoFactorRequirementForm() {
  const queryClient = useQueryClient();
  const requirement = useQuery({
    queryKey: twoFactorRequirementQueryKey,
    queryFn: fetchTwoFactorRequirement,
  });
  // The saved roles until the admin ticks or unticks one.
  const [edited, setEdited] = useState<StaffRole[] | null>(null);
  const chosen = edited ?? requirement.data?.requiredRoles ?? [];
  const save = useMutation({
    mutationFn: saveTwoFactorRequirement,
    onSuccess: (result) => queryClient.setQueryData(twoFactorRequirementQueryKey, result.data),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ requiredRoles: chosen });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="two-factor-requirement-heading"
      className="space-y-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="two-factor-requirement-heading" className="text-lg font-semibold text-gray-900">
        Two-factor authentication
      </h2>
      {requirement.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the two-factor requirement.
        </p>
      )}
      <fieldset>
        <legend className="text-sm text-gray-700">
          Members of these roles must sign in with two factors; those without them set it up at
          their next sign-in.
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3">
          {staffRoles.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={chosen.includes(role)}
                disabled={!requirement.data}
                onChange={(event) =>
                  setEdited(
                    event.target.checked
                      ? [...chosen, role]
                      : chosen.filter((item) => item !== role),
                  )
                }
              />
              {staffRoleLabels[role]}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          {save.data.message}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass.primary}
        disabled={!requirement.data || save.isPending}
      >
        Save
      </button>
    </form>
  );
}
