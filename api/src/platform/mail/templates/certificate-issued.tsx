import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function CertificateIssuedEmail({
  data,
  context,
  language,
}: TemplateProps<'certificate-issued'>) {
  const text = mailText(language);
  const shortName = edition.shortName;
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('certificateIssued.preview', { shortName })}
      title={text('certificateIssued.title', { shortName })}
    >
      <Paragraph>{text('common.greeting', { name: data.certificate.recipientName })}</Paragraph>
      <Paragraph>{text('certificateIssued.attached')}</Paragraph>
      <Paragraph>
        {text('certificateIssued.verify', { url: data.certificate.verificationUrl })}
      </Paragraph>
    </EmailLayout>
  );
}

CertificateIssuedEmail.PreviewProps = {
  context: previewContext,
  data: {
    certificate: {
      language: 'en',
      kind: 'presentation',
      code: '7KQ2-M9XD-4HZP',
      verificationUrl: 'http://localhost:4300/certificates/7KQ2-M9XD-4HZP',
      recipientName: 'Dr. Amina Okello',
      abstractTitle: 'Groundwater recharge in the Albertine Rift',
      sessionTitle: 'Hydrogeology I',
      sessionDay: '2025-10-02',
      issuedAt: '2025-10-06T08:00:00.000Z',
      signatories: [{ name: 'Prof. Ruth Nankya', title: 'Conference Chair' }],
    },
  },
} satisfies TemplateProps<'certificate-issued'>;
