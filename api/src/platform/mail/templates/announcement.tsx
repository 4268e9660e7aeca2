import { edition, fillNoticeText } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import type { MailTemplateData } from '../mail-message.js';
import { NoticeEmail } from './notice.js';
import { Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** What the organisers' placeholders become for this recipient; '' where they have none. */
function valuesOf(data: MailTemplateData['announcement']): Record<string, string> {
  return {
    name: data.name,
    reference: data.reference ?? '',
    accessLink: data.accessLink ?? '',
  };
}

/** A personal link belongs in the body only: a subject is shown in every mailbox list and log. */
export function announcementSubject(data: MailTemplateData['announcement']): string {
  return fillNoticeText(data.subject, { ...valuesOf(data), accessLink: '' });
}

/** The organisers' text in the recipient's language, then the unsubscribe link if it has one. */
export function AnnouncementEmail({ data, context, language }: TemplateProps<'announcement'>) {
  const text = mailText(language);
  return (
    <NoticeEmail
      text={{ subject: data.subject, body: data.body }}
      values={valuesOf(data)}
      context={context}
      frameText={text}
    >
      {data.unsubscribeLink ? (
        <Paragraph>
          {text('announcement.unsubscribe', {
            shortName: edition.shortName,
            unsubscribeLink: data.unsubscribeLink,
          })}
        </Paragraph>
      ) : null}
    </NoticeEmail>
  );
}

AnnouncementEmail.PreviewProps = {
  context: previewContext,
  data: {
    subject: 'Shuttle times for {{name}}',
    body: 'Dear {{name}},\n\nThe shuttle leaves the Speke Resort at 07:30 each morning.\n\nYour registration page: {{accessLink}}',
    name: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    accessLink: 'https://caawg11.example.org/my-registration?token=preview',
    unsubscribeLink: 'https://caawg11.example.org/api/announcements/unsubscribe?token=preview',
  },
} satisfies TemplateProps<'announcement'>;
