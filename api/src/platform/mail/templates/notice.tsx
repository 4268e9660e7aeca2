import {
  defaultNoticeText,
  fillNoticeText,
  isNoticeTextKey,
  type NoticeText,
  type NoticeTextKey,
} from '@caawg11/conference';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-context.js';
import type { MailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Paragraph } from './parts.js';

/**
 * The text a notice is sent with: the organisers' own if they wrote one (the context holds
 * those of the message's language), else the default in the message's language.
 */
export function noticeTextFor(key: NoticeTextKey, context: MailContext): NoticeText {
  return context.noticeTexts?.[key] ?? defaultNoticeText(key, context.language);
}

/** `abstracts.accepted` for an abstract's acceptance; null for a decision without a text. */
export function decisionTextKey(inbox: string, status: string): NoticeTextKey | null {
  const key = `${inbox}.${status}`;
  return isNoticeTextKey(key) ? key : null;
}

/**
 * A notice written as plain text: blank lines separate paragraphs, line breaks stay. Values
 * are inserted as text, so nothing an organiser or a visitor typed becomes markup.
 */
export function NoticeEmail({
  text,
  values,
  context,
  children,
  frameText,
}: {
  text: NoticeText;
  values: Readonly<Record<string, string>>;
  context: MailContext;
  /** What follows the organisers' text and is not theirs to edit (bank details, an opt-out). */
  children?: ReactNode;
  /** The texts around the notice (the frame, buttons, facts) in the visitor's language. */
  frameText?: MailText;
}) {
  const subject = fillNoticeText(text.subject, values);
  const paragraphs = fillNoticeText(text.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <EmailLayout
      context={context}
      preview={paragraphs[1] ?? subject}
      title={subject}
      {...(frameText ? { text: frameText } : {})}
    >
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Paragraph>
      ))}
      {children}
    </EmailLayout>
  );
}
