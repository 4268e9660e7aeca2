import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function VisaLetterIssuedEmail({
  data,
  context,
  language,
}: TemplateProps<'visa-letter-issued'>) {
  const text = mailText(language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('visaLetterIssued.preview', { shortName: edition.shortName })}
      title={text('visaLetterIssued.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('visaLetterIssued.attached')}</Paragraph>
      <Paragraph>{text('visaLetterIssued.verify', { url: data.verificationUrl })}</Paragraph>
    </EmailLayout>
  );
}

VisaLetterIssuedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    visaLetterId: '1',
    fileName: 'CAAWG11-0042-invitation-letter',
    verificationUrl: 'http://localhost:4300/certificates/7KQ2-M9XD-4HZP',
  },
} satisfies TemplateProps<'visa-letter-issued'>;
