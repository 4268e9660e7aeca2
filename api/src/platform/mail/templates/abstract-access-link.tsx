import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function AbstractAccessLinkEmail({
  data,
  context,
  language,
}: TemplateProps<'abstract-access-link'>) {
  const text = mailText(language);
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('abstractAccessLink.preview', { reference: data.reference, until })}
      title={text('abstractAccessLink.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>
        {text('abstractAccessLink.intro', {
          reference: data.reference,
          title: data.abstractTitle,
        })}
      </Paragraph>
      <ActionButton href={data.link}>{text('abstractAccessLink.openPage')}</ActionButton>
      <Paragraph>
        {text('abstractAccessLink.validity', {
          until,
          abstractsUrl: siteLink(context, '/abstracts'),
        })}
      </Paragraph>
      <Paragraph>
        {text.rich(
          'abstractAccessLink.notRequested',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.abstracts} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

AbstractAccessLinkEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Fatou Diop',
    reference: 'ABS-0042',
    abstractTitle: 'Groundwater recharge in the Albertine Graben',
    link: 'http://localhost:4300/my-abstract?token=preview-token',
    expiresAt: '2025-07-02T10:30:00.000Z',
  },
} satisfies TemplateProps<'abstract-access-link'>;
