import type {
  DataResult,
  ListResult,
  SubthemeTitle,
  TeamInvitation,
  TeamInvitationRequest,
  TeamMember,
} from '@caawg11/conference';
import { apiRequest } from '../../api/client';

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
