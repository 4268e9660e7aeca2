import type {
  ApiResult,
  DataResult,
  ProgrammeDraft,
  ProgrammePlacementInput,
  ProgrammeSessionInput,
} from '@caawg11/conference';
import { apiRequest } from '../../api/client';

export const programmeQueryKey = ['programme'] as const;

export async function fetchProgrammeDraft(): Promise<ProgrammeDraft> {
  return (await apiRequest<DataResult<ProgrammeDraft>>('/admin/programme')).data;
}

export function createSession(input: ProgrammeSessionInput): Promise<ApiResult> {
  return apiRequest('/admin/programme/sessions', { method: 'POST', body: input });
}

export function updateSession(id: string, input: ProgrammeSessionInput): Promise<ApiResult> {
  return apiRequest(`/admin/programme/sessions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function deleteSession(id: string): Promise<ApiResult> {
  return apiRequest(`/admin/programme/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Places the abstract in the session, or moves it there from wherever it was. */
export function placeAbstract(
  abstractId: string,
  input: ProgrammePlacementInput,
): Promise<ApiResult> {
  return apiRequest(`/admin/programme/placements/${encodeURIComponent(abstractId)}`, {
    method: 'PUT',
    body: input,
  });
}

export function unplaceAbstract(abstractId: string): Promise<ApiResult> {
  return apiRequest(`/admin/programme/placements/${encodeURIComponent(abstractId)}`, {
    method: 'DELETE',
  });
}

export function publishProgramme(): Promise<DataResult<ProgrammeDraft>> {
  return apiRequest('/admin/programme/publish', { method: 'POST' });
}
