import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { Callout, Details, MailtoLink, Paragraph, usd } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function PaymentVerifiedEmail({ data, context }: TemplateProps<'payment-verified'>) {
  return (
    <EmailLayout
      context={context}
      preview={`Your payment is verified: registration ${data.reference} is confirmed.`}
      title="Your registration is confirmed"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Callout>
        We have verified your payment of {usd(data.amountUsd)}. Your registration {data.reference}{' '}
        for {edition.shortName} is confirmed.
      </Callout>
      <Details
        items={[
          { label: 'Registration ID', value: data.reference },
          { label: 'Amount verified', value: usd(data.amountUsd) },
          { label: 'Conference', value: `${edition.datesLabel}, ${edition.venueCity}` },
        ]}
      />
      {data.receipt && (
        <Paragraph>
          Your receipt {data.receipt.receiptNumber} is attached to this e-mail as a PDF; you can
          also download it from your registration page.
        </Paragraph>
      )}
      <Paragraph>
        Please bring your registration ID to the registration desk. The programme is at{' '}
        {siteLink(context, '/program')}; questions:{' '}
        <MailtoLink address={context.mailboxes.registration} />.
      </Paragraph>
      <Paragraph>We look forward to welcoming you in {edition.city}.</Paragraph>
    </EmailLayout>
  );
}

PaymentVerifiedEmail.PreviewProps = {
  context: previewContext,
  data: { fullName: 'Dr. Amina Okello', reference: 'CAAWG11-0042', amountUsd: 100 },
} satisfies TemplateProps<'payment-verified'>;
