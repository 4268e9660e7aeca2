import { EmailLayout } from './layout.js';
import { Callout, Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To the organisers; its reply-to is the sender, so answering reaches them directly. */
export function ContactMessageEmail({ data, context }: TemplateProps<'contact-message'>) {
  return (
    <EmailLayout
      context={context}
      preview={`Message from ${data.name}: ${data.subject}`}
      title="New message from the contact form"
    >
      <Details
        items={[
          { label: 'From', value: data.name },
          { label: 'E-mail', value: <MailtoLink address={data.email} /> },
          { label: 'Subject', value: data.subject },
        ]}
      />
      <Callout>{data.message}</Callout>
      <Paragraph>Reply to this e-mail to answer {data.name} directly.</Paragraph>
    </EmailLayout>
  );
}

ContactMessageEmail.PreviewProps = {
  context: previewContext,
  data: {
    name: 'Samuel Mensah',
    email: 'samuel@example.org',
    subject: 'Visa invitation letter',
    message: 'Could you send me an invitation letter for my visa application?',
  },
} satisfies TemplateProps<'contact-message'>;
