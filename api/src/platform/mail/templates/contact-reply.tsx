import { fillNoticeText } from '@caawg11/conference';
import type { MailContext } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import type { MailTemplateData } from '../mail-message.js';
import { NoticeEmail, noticeTextFor } from './notice.js';
import { previewContext, type TemplateProps } from './template-props.js';

function valuesOf(data: MailTemplateData['contact-reply']): Record<string, string> {
  return { name: data.name, subject: data.subject, message: data.message, reply: data.reply };
}

export function contactReplySubject(
  data: MailTemplateData['contact-reply'],
  context: MailContext,
): string {
  return fillNoticeText(noticeTextFor('contact-messages.reply', context).subject, valuesOf(data));
}

export function ContactReplyEmail({ data, context, language }: TemplateProps<'contact-reply'>) {
  return (
    <NoticeEmail
      text={noticeTextFor('contact-messages.reply', context)}
      values={valuesOf(data)}
      context={context}
      frameText={mailText(language)}
    />
  );
}

ContactReplyEmail.PreviewProps = {
  context: previewContext,
  data: {
    name: 'Amina Okello',
    subject: 'Visa letter',
    message: 'Can the organisers send an invitation letter for my visa application?',
    reply:
      'Yes: reply with your passport details and we will send the letter within two working days.',
  },
} satisfies TemplateProps<'contact-reply'>;
