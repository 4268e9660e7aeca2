import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { BankDetails, Callout, MailtoLink, Paragraph, Subheading } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function PaymentRejectedEmail({
  data,
  context,
  language,
}: TemplateProps<'payment-rejected'>) {
  const text = mailText(language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('paymentRejected.preview', { reference: data.reference })}
      title={text('paymentRejected.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('paymentRejected.reviewed', { reference: data.reference })}</Paragraph>
      <Callout>{data.reason}</Callout>
      <Subheading>{text('paymentRejected.nextSteps')}</Subheading>
      <Paragraph>
        {text.rich(
          'paymentRejected.newProof',
          { verifyUrl: siteLink(context, '/verify'), reference: data.reference },
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
      <BankDetails reference={data.reference} text={text} />
    </EmailLayout>
  );
}

PaymentRejectedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    reason: 'The amount on the receipt does not match the registration fee.',
  },
} satisfies TemplateProps<'payment-rejected'>;
