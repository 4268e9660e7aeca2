import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { BankDetails, Callout, MailtoLink, Paragraph, Subheading } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function PaymentRejectedEmail({ data, context }: TemplateProps<'payment-rejected'>) {
  return (
    <EmailLayout
      context={context}
      preview={`We could not verify the payment for registration ${data.reference}.`}
      title="We could not verify your payment"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Paragraph>
        We reviewed the payment you reported for registration {data.reference} and could not verify
        it, for this reason:
      </Paragraph>
      <Callout>{data.reason}</Callout>
      <Subheading>What to do next</Subheading>
      <Paragraph>
        Request a link to your registration at {siteLink(context, '/verify')} and upload a new proof
        of payment there, or reply to <MailtoLink address={context.mailboxes.registration} /> with
        your registration ID {data.reference}.
      </Paragraph>
      <BankDetails reference={data.reference} />
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
