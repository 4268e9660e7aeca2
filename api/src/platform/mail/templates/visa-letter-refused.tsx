import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Callout, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function VisaLetterRefusedEmail({
  data,
  context,
  language,
}: TemplateProps<'visa-letter-refused'>) {
  const text = mailText(language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('visaLetterRefused.preview', { reference: data.reference })}
      title={text('visaLetterRefused.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('visaLetterRefused.reviewed', { reference: data.reference })}</Paragraph>
      <Callout>{data.reason}</Callout>
      <Paragraph>
        {text.rich(
          'visaLetterRefused.again',
          { reference: data.reference },
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

VisaLetterRefusedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    reason: 'The registration fee has not been received yet.',
  },
} satisfies TemplateProps<'visa-letter-refused'>;
