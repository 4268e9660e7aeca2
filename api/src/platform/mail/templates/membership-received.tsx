import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function MembershipReceivedEmail({
  data,
  context,
  language,
}: TemplateProps<'membership-received'>) {
  const text = mailText(language);
  const association = {
    associationName: edition.associationName,
    associationShortName: edition.associationShortName,
  };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('membershipReceived.preview', association)}
      title={text('membershipReceived.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{text('membershipReceived.thanks', association)}</Paragraph>
      <Paragraph>
        {text.rich(
          'membershipReceived.questions',
          { aboutUrl: siteLink(context, '/about') },
          { mailbox: <MailtoLink address={context.mailboxes.secretariat} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

MembershipReceivedEmail.PreviewProps = {
  context: previewContext,
  data: { name: 'Grace Nakato' },
} satisfies TemplateProps<'membership-received'>;
