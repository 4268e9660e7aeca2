import type {
  DataResult,
  ListResult,
  RoleChange,
  StaffRole,
  SubthemeTitle,
  TeamInvitation,
  TeamInvitationRequest,
  TeamMember,
  TwoFactorRequirement,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export function fetchTeam(): Promise<ListResult<TeamMember>> {
  return apiRequest('/admin/team');
}

export async function changeMemberRole(id: string, role: StaffRole): Promise<void> {
  await apiRequest(`/admin/team/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role } satisfies RoleChange,
  });
}

export async function disableMember(id: string): Promise<void> {
  await apiRequest(`/admin/team/${encodeURIComponent(id)}/disable`, { method: 'PUT' });
}

export const invitationsQueryKey = ['team', 'invitations'] as const;

/** Invitations that can still be accepted, newest first. */
export function fetchInvitations(): Promise<ListResult<TeamInvitation>> {
  return apiRequest('/admin/team/invitations');
}

/** Answers with the api's confirmation, e.g. 'Invitation sent to …'. */
export function inviteMember(request: TeamInvitationRequest): Promise<DataResult<TeamInvitation>> {
  return apiRequest('/admin/team/invitations', { method: 'POST', body: request });
}

export async function setMemberSubthemes(
  id: string,
  subthemes: SubthemeTitle[],
): Promise<TeamMember> {
  return (
    await apiRequest<DataResult<TeamMember>>(`/admin/team/${encodeURIComponent(id)}/subthemes`, {
      method: 'PUT',
      body: { subthemes },
    })
  ).data;
}

/** Removes the member's second factor; they set it up again at their next sign-in. */
export function resetMemberTwoFactor(id: string): Promise<DataResult<TeamMember>> {
  return apiRequest(`/admin/team/${encodeURIComponent(id)}/two-factor/reset`, { method: 'POST' });
}

export const twoFactorRequirementQueryKey = ['team', 'two-factor-requirement'] as const;

export async function fetchTwoFactorRequirement(): Promise<TwoFactorRequirement> {
  return (await apiRequest<DataResult<TwoFactorRequirement>>('/admin/team/two-factor-requirement'))
    .data;
}

export function saveTwoFactorRequirement(
  requirement: TwoFactorRequirement,
): Promise<DataResult<TwoFactorRequirement>> {
  return apiRequest('/admin/team/two-factor-requirement', { method: 'PUT', body: requirement });
}
