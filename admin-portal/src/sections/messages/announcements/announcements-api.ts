import type {
  AnnouncementDetails,
  AnnouncementDraft,
  AnnouncementPreview,
  AnnouncementSummary,
  AudienceCount,
  AudienceSession,
  DataResult,
  ListResult,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const announcementsQueryKey = ['announcements'] as const;

export function fetchAnnouncements(): Promise<ListResult<AnnouncementSummary>> {
  return apiRequest('/admin/announcements');
}

export async function fetchAnnouncement(id: string): Promise<AnnouncementDetails> {
  return (
    await apiRequest<DataResult<AnnouncementDetails>>(
      `/admin/announcements/${encodeURIComponent(id)}`,
    )
  ).data;
}

export async function fetchAudienceSessions(): Promise<AudienceSession[]> {
  return (await apiRequest<DataResult<AudienceSession[]>>('/admin/announcements/sessions')).data;
}

export async function countAudience(
  query: Pick<AnnouncementDraft, 'audience' | 'essential'>,
): Promise<AudienceCount> {
  return (
    await apiRequest<DataResult<AudienceCount>>('/admin/announcements/audience', {
      method: 'POST',
      body: query,
    })
  ).data;
}

export async function previewAnnouncement(
  draft: AnnouncementDraft,
): Promise<AnnouncementPreview[]> {
  return (
    await apiRequest<DataResult<AnnouncementPreview[]>>('/admin/announcements/preview', {
      method: 'POST',
      body: draft,
    })
  ).data;
}

export function sendAnnouncement(
  draft: AnnouncementDraft,
): Promise<DataResult<AnnouncementDetails>> {
  return apiRequest('/admin/announcements', { method: 'POST', body: draft });
}

export function resendFailed(id: string): Promise<DataResult<AnnouncementDetails>> {
  return apiRequest(`/admin/announcements/${encodeURIComponent(id)}/resend-failed`, {
    method: 'POST',
  });
}
