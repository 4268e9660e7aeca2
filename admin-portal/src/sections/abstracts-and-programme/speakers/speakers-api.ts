import type {
  AdminInvitedSpeaker,
  ApiResult,
  DataResult,
  InvitedSpeakerInput,
  ListResult,
} from '@caawg11/conference';
import { apiRequest, apiUpload } from '../../../api/client';

export const invitedSpeakersQueryKey = ['invited-speakers'] as const;

const speakerPath = (id: string) => `/admin/speakers/${encodeURIComponent(id)}`;

export async function fetchInvitedSpeakers(): Promise<AdminInvitedSpeaker[]> {
  return (await apiRequest<ListResult<AdminInvitedSpeaker>>('/admin/speakers')).data;
}

export function addInvitedSpeaker(input: InvitedSpeakerInput): Promise<DataResult<{ id: string }>> {
  return apiRequest('/admin/speakers', { method: 'POST', body: input });
}

export function updateInvitedSpeaker(id: string, input: InvitedSpeakerInput): Promise<ApiResult> {
  return apiRequest(speakerPath(id), { method: 'PUT', body: input });
}

export function moveInvitedSpeaker(id: string, direction: 'up' | 'down'): Promise<ApiResult> {
  return apiRequest(`${speakerPath(id)}/move`, { method: 'POST', body: { direction } });
}

export function deleteInvitedSpeaker(id: string): Promise<ApiResult> {
  return apiRequest(speakerPath(id), { method: 'DELETE' });
}

export function uploadSpeakerPhoto(id: string, photo: File): Promise<ApiResult> {
  const form = new FormData();
  form.append('photo', photo);
  return apiUpload(`${speakerPath(id)}/photo`, form);
}

export function removeSpeakerPhoto(id: string): Promise<ApiResult> {
  return apiRequest(`${speakerPath(id)}/photo`, { method: 'DELETE' });
}
