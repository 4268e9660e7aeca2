import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoleLabels, staffRoles, type StaffRole, type TeamMember } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScrollArea } from '../../../components/ScrollArea';
import { QueryContent } from '../../../components/QueryContent';
import { wrapAnywhereClass } from '../../../components/table';
import { queryKeys } from '../../queries';
import { useSectionQuery } from '../../use-section-query';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { SubthemesDialog } from './SubthemesDialog';
import { changeMemberRole, disableMember, fetchTeam, resetMemberTwoFactor } from './team-api';
import { TwoFactorRequirementForm } from './TwoFactorRequirementForm';

/** The organisers' accounts: each member's role and whether they may still sign in. */
export function TeamSection() {
  const queryClient = useQueryClient();
  const team = useSectionQuery({ queryKey: queryKeys.team, queryFn: fetchTeam });
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.team });
  const roleChange = useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) => changeMemberRole(id, role),
    onSettled: refresh,
  });
  const disabling = useMutation({ mutationFn: disableMember, onSettled: refresh });
  const twoFactorReset = useMutation({
    mutationFn: resetMemberTwoFactor,
    onSuccess: () => setResetting(null),
    onSettled: refresh,
  });
  const failure = roleChange.error ?? disabling.error ?? twoFactorReset.error;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Team</h1>
      {failure && <ErrorPanel message={failure.message} />}
      <QueryContent query={team} loading="Loading the team" failure="Failed to load the team">
        {({ data: members }) => (
          <ScrollArea label="Team members">
            <table className="min-w-full divide-y divide-gray-200 bg-white text-sm">
              <thead>
                <tr className="text-left text-gray-700">
                  <th className="px-4 py-2">E-mail</th>
                  <th className="px-4 py-2">Role</th>
                  <th className="px-4 py-2">Subthemes</th>
                  <th className="px-4 py-2">Status</th>
                  <th className="px-4 py-2">Two factors</th>
                  <th className="px-4 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {members.map((member) => (
                  <tr key={member.id}>
                    <td className={`px-4 py-2 ${wrapAnywhereClass}`}>{member.email}</td>
                    <td className="px-4 py-2">
                      <select
                        aria-label={`Role of ${member.email}`}
                        value={member.role}
                        disabled={member.status === 'disabled' || roleChange.isPending}
                        onChange={(event) =>
                          roleChange.mutate({
                            id: member.id,
                            role: event.target.value as StaffRole,
                          })
                        }
                        className="rounded-md border border-gray-300 px-2 py-1"
                      >
                        {staffRoles.map((role) => (
                          <option key={role} value={role}>
                            {staffRoleLabels[role]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-4 py-2">
                      {member.role === 'reviewer' && (
                        <div className="space-y-1">
                          <p className="text-gray-700">
                            {member.subthemes.length > 0
                              ? member.subthemes.join('; ')
                              : 'No subthemes yet'}
                          </p>
                          <button
                            type="button"
                            className={buttonClass.link}
                            aria-label={`Edit subthemes of ${member.email}`}
                            onClick={() => setEditing(member)}
                          >
                            Edit subthemes
                          </button>
                        </div>
                      )}
                    </td>
                    <td className="px-4 py-2">{member.status}</td>
                    <td className="px-4 py-2">
                      <div className="space-y-1">
                        <p>{member.twoFactor ? 'On' : 'Off'}</p>
                        {member.twoFactor && (
                          <button
                            type="button"
                            className={buttonClass.link}
                            aria-label={`Reset two factors of ${member.email}`}
                            onClick={() => setResetting(member)}
                          >
                            Reset
                          </button>
                        )}
                      </div>
                    </td>
                    <td className="px-4 py-2 text-right">
                      {member.status === 'active' && (
                        <button
                          type="button"
                          disabled={disabling.isPending}
                          onClick={() => disabling.mutate(member.id)}
                          className="rounded-md border border-red-300 px-3 py-1 text-red-700 hover:bg-red-50"
                        >
                          Disable
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </QueryContent>
      {twoFactorReset.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          {twoFactorReset.data.message}
        </p>
      )}
      <TwoFactorRequirementForm />
      <InviteForm />
      <PendingInvitations />
      {resetting && (
        <ConfirmDialog
          title="Reset two-factor authentication?"
          confirmLabel="Reset two factors"
          busyLabel="Resetting..."
          tone="danger"
          busy={twoFactorReset.isPending}
          onConfirm={() => twoFactorReset.mutate(resetting.id)}
          onCancel={() => setResetting(null)}
        >
          {resetting.email} will be signed out everywhere, and their authenticator app and recovery
          codes will stop working. They sign in with their password and set two factors up again.
        </ConfirmDialog>
      )}
      {editing && (
        <SubthemesDialog
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
