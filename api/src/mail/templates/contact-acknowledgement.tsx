import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function ContactAcknowledgementEmail({
  data,
  context,
}: TemplateProps<'contact-acknowledgement'>) {
  return (
    <EmailLayout
      context={context}
      preview={`We received your message: ${data.subject}`}
      title="We received your message"
    >
      <Paragraph>Dear {data.name},</Paragraph>
      <Paragraph>
        Thank you for contacting the {edition.shortName} organisers. We have received your message
        and will reply to you as soon as we can.
      </Paragraph>
      <Details items={[{ label: 'Subject', value: data.subject }]} />
      <Paragraph>
        If your question is urgent, write to <MailtoLink address={context.mailboxes.secretariat} />{' '}
        or see the contact page at {siteLink(context, '/contact')}.
      </Paragraph>
    </EmailLayout>
  );
}

ContactAcknowledgementEmail.PreviewProps = {
  context: previewContext,
  data: { name: 'Samuel Mensah', subject: 'Visa invitation letter' },
} satisfies TemplateProps<'contact-acknowledgement'>;
