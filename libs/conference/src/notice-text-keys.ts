/**
 * The e-mails organisers trigger (decisions, replies, payment reminders), by key, and the shape
 * of one text. The English defaults and their translations both build on these.
 */
export const noticeTextKeys = [
  'abstract-decisions.oral',
  'abstract-decisions.poster',
  'abstract-decisions.reject',
  'memberships.approved',
  'memberships.declined',
  'bookings.confirmed',
  'bookings.declined',
  'contact-messages.reply',
  'payments.reminder',
] as const;
export type NoticeTextKey = (typeof noticeTextKeys)[number];

export function isNoticeTextKey(key: string): key is NoticeTextKey {
  return (noticeTextKeys as readonly string[]).includes(key);
}

export interface NoticeText {
  subject: string;
  body: string;
}
