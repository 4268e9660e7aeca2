import { ApiRequestError } from '@caawg11/conference/http';
import type {
  ApiResult,
  DataResult,
  ProgrammeDraft,
  ProgrammePlacementInput,
  ProgrammePublishPreview,
  ProgrammeSessionInput,
  SessionDeleteRefusal,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const programmeQueryKey = ['programme'] as const;

/** Under the programme's key, so every change to the draft refreshes it too. */
export const publishPreviewQueryKey = [...programmeQueryKey, 'publish-preview'] as const;

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

/** Without `confirm`, the api refuses to delete a session that holds talks (see below). */
export function deleteSession(id: string, confirm: boolean): Promise<ApiResult> {
  const query = confirm ? '?confirm=true' : '';
  return apiRequest(`/admin/programme/sessions/${encodeURIComponent(id)}${query}`, {
    method: 'DELETE',
  });
}

/** The api's refusal to delete a session whose talks the organiser has not confirmed. */
export function sessionDeleteRefusal(error: unknown): SessionDeleteRefusal | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = error.body as Partial<SessionDeleteRefusal> | undefined;
  return Array.isArray(body?.placedTalks) ? (body as SessionDeleteRefusal) : null;
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

/** The presenters that publishing now would e-mail, with what changes for each. */
export async function fetchPublishPreview(): Promise<ProgrammePublishPreview> {
  return (await apiRequest<DataResult<ProgrammePublishPreview>>('/admin/programme/publish-preview'))
    .data;
}
