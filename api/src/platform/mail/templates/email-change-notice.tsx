import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Callout, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To a registration's current address: a change to another address has been proposed. */
export function EmailChangeNoticeEmail({
  data,
  context,
  language,
}: TemplateProps<'email-change-notice'>) {
  const text = mailText(language);
  const values = { reference: data.reference, newEmail: data.newEmail };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('emailChangeNotice.preview', values)}
      title={text('emailChangeNotice.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('emailChangeNotice.intro', values)}</Paragraph>
      <Callout>{text('emailChangeNotice.pending')}</Callout>
      <Paragraph>
        {text.rich(
          'emailChangeNotice.notRequested',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

EmailChangeNoticeEmail.PreviewProps = {
  context: previewContext,
  data: { fullName: 'Dr. Amina Okello', reference: 'CAAWG11-0042', newEmail: 'amina@example.org' },
} satisfies TemplateProps<'email-change-notice'>;
