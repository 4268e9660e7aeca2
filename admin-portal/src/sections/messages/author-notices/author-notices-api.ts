import type {
  AbstractNoticePreview,
  AbstractNoticeQueue,
  AbstractNoticeSendResult,
  DataResult,
  NoticeOutcome,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const authorNoticesQueryKey = ['abstract-notices'] as const;

export async function fetchNoticeQueue(): Promise<AbstractNoticeQueue> {
  return (await apiRequest<DataResult<AbstractNoticeQueue>>('/admin/abstract-notices')).data;
}

export async function fetchNoticePreview(outcome: NoticeOutcome): Promise<AbstractNoticePreview> {
  return (
    await apiRequest<DataResult<AbstractNoticePreview>>(
      `/admin/abstract-notices/preview?outcome=${encodeURIComponent(outcome)}`,
    )
  ).data;
}

export function sendNotices(
  outcomes: NoticeOutcome[],
): Promise<DataResult<AbstractNoticeSendResult>> {
  return apiRequest('/admin/abstract-notices/send', { method: 'POST', body: { outcomes } });
}
