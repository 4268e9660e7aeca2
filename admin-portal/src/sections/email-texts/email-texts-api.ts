import type {
  DataResult,
  ListResult,
  NoticePreview,
  NoticeText,
  NoticeTextKey,
  NoticeTextView,
} from '@caawg11/conference';
import { apiRequest } from '../../api/client';

export const noticeTextsQueryKey = ['notice-texts'] as const;

function textPath(key: NoticeTextKey): string {
  return `/admin/notice-texts/${encodeURIComponent(key)}`;
}

export function fetchNoticeTexts(): Promise<ListResult<NoticeTextView>> {
  return apiRequest('/admin/notice-texts');
}

export async function saveNoticeText(
  key: NoticeTextKey,
  text: NoticeText,
): Promise<NoticeTextView> {
  return (
    await apiRequest<DataResult<NoticeTextView>>(textPath(key), { method: 'PUT', body: text })
  ).data;
}

/** Back to the default text. */
export async function restoreNoticeText(key: NoticeTextKey): Promise<NoticeTextView> {
  return (await apiRequest<DataResult<NoticeTextView>>(textPath(key), { method: 'DELETE' })).data;
}

/** The draft as the newest real record would receive it. */
export async function previewNoticeText(
  key: NoticeTextKey,
  text: NoticeText,
): Promise<NoticePreview> {
  return (
    await apiRequest<DataResult<NoticePreview>>(`${textPath(key)}/preview`, {
      method: 'POST',
      body: text,
    })
  ).data;
}
