import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function ContactAcknowledgementEmail({
  data,
  context,
  language,
}: TemplateProps<'contact-acknowledgement'>) {
  const text = mailText(language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('contactAcknowledgement.preview', { subject: data.subject })}
      title={text('contactAcknowledgement.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.name })}</Paragraph>
      <Paragraph>
        {text('contactAcknowledgement.thanks', { shortName: edition.shortName })}
      </Paragraph>
      <Details text={text} items={[{ label: text('labels.subject'), value: data.subject }]} />
      <Paragraph>
        {text.rich(
          'contactAcknowledgement.urgent',
          { contactUrl: siteLink(context, '/contact') },
          { mailbox: <MailtoLink address={context.mailboxes.secretariat} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

ContactAcknowledgementEmail.PreviewProps = {
  context: previewContext,
  data: { name: 'Samuel Mensah', subject: 'Visa invitation letter' },
} satisfies TemplateProps<'contact-acknowledgement'>;
