import {
  defaultLanguage,
  type DataResult,
  type Language,
  type ListResult,
  type NoticePreview,
  type NoticeText,
  type NoticeTextKey,
  type NoticeTextView,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const noticeTextsQueryKey = ['notice-texts'] as const;

/** The list of one language's texts; the base key covers every language. */
export function noticeTextsLanguageKey(language: Language) {
  return [...noticeTextsQueryKey, language] as const;
}

/** `?language=fr` for a language other than English, whose requests stay as they were. */
function languageQuery(language: Language): string {
  return language === defaultLanguage ? '' : `?language=${language}`;
}

function textPath(key: NoticeTextKey, language: Language, action = ''): string {
  return `/admin/notice-texts/${encodeURIComponent(key)}${action}${languageQuery(language)}`;
}

export function fetchNoticeTexts(
  language: Language = defaultLanguage,
): Promise<ListResult<NoticeTextView>> {
  return apiRequest(`/admin/notice-texts${languageQuery(language)}`);
}

export async function saveNoticeText(
  key: NoticeTextKey,
  text: NoticeText,
  language: Language = defaultLanguage,
): Promise<NoticeTextView> {
  return (
    await apiRequest<DataResult<NoticeTextView>>(textPath(key, language), {
      method: 'PUT',
      body: text,
    })
  ).data;
}

/** Back to the language's default text. */
export async function restoreNoticeText(
  key: NoticeTextKey,
  language: Language = defaultLanguage,
): Promise<NoticeTextView> {
  return (
    await apiRequest<DataResult<NoticeTextView>>(textPath(key, language), { method: 'DELETE' })
  ).data;
}

/** The draft as the newest real record would receive it, in the draft's language. */
export async function previewNoticeText(
  key: NoticeTextKey,
  text: NoticeText,
  language: Language = defaultLanguage,
): Promise<NoticePreview> {
  return (
    await apiRequest<DataResult<NoticePreview>>(textPath(key, language, '/preview'), {
      method: 'POST',
      body: text,
    })
  ).data;
}
