import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function MembershipReceivedEmail({ data, context }: TemplateProps<'membership-received'>) {
  return (
    <EmailLayout
      context={context}
      preview={`Your ${edition.associationShortName} membership application has been received.`}
      title="Membership application received"
    >
      <Paragraph>Dear {data.name},</Paragraph>
      <Paragraph>
        Thank you for applying for membership of the {edition.associationName} (
        {edition.associationShortName}). The secretariat has received your application and will
        contact you about the next steps.
      </Paragraph>
      <Paragraph>
        Questions about your application: <MailtoLink address={context.mailboxes.secretariat} />.
        Read more about the association at {siteLink(context, '/about')}.
      </Paragraph>
    </EmailLayout>
  );
}

MembershipReceivedEmail.PreviewProps = {
  context: previewContext,
  data: { name: 'Grace Nakato' },
} satisfies TemplateProps<'membership-received'>;
