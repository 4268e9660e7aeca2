import type { DataResult, RetentionSettings, RetentionUpcomingView } from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const privacyQueryKeys = {
  retention: ['retention-settings'] as const,
  upcoming: ['retention-upcoming'] as const,
};

export async function fetchRetentionSettings(): Promise<RetentionSettings> {
  return (await apiRequest<DataResult<RetentionSettings>>('/admin/retention')).data;
}

export async function saveRetentionSettings(
  settings: RetentionSettings,
): Promise<RetentionSettings> {
  return (
    await apiRequest<DataResult<RetentionSettings>>('/admin/retention', {
      method: 'PUT',
      body: settings,
    })
  ).data;
}

export async function fetchRetentionUpcoming(): Promise<RetentionUpcomingView> {
  return (await apiRequest<DataResult<RetentionUpcomingView>>('/admin/retention/upcoming')).data;
}
