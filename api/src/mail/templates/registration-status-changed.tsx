import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { Callout, Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

const statusTexts: Record<string, { label: string; explanation: string }> = {
  verified: {
    label: 'Confirmed',
    explanation: 'Your payment has been verified and your registration is confirmed.',
  },
  pending: {
    label: 'Awaiting payment verification',
    explanation:
      'Your registration is waiting for payment verification. If you have paid, upload your proof of payment on your registration page.',
  },
  rejected: {
    label: 'Payment not verified',
    explanation:
      'We could not verify your payment. Upload a new proof of payment on your registration page, or contact us.',
  },
};

export function RegistrationStatusChangedEmail({
  data,
  context,
}: TemplateProps<'registration-status-changed'>) {
  const status = statusTexts[data.status] ?? {
    label: data.status,
    explanation: 'The status of your registration has changed.',
  };
  return (
    <EmailLayout
      context={context}
      preview={`Registration ${data.reference}: ${status.label}`}
      title="Your registration status has changed"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Details
        items={[
          { label: 'Registration ID', value: data.reference },
          { label: 'New status', value: status.label },
        ]}
      />
      <Callout>{status.explanation}</Callout>
      {data.receipt && (
        <Paragraph>
          Your receipt {data.receipt.receiptNumber} is attached to this e-mail as a PDF.
        </Paragraph>
      )}
      <Paragraph>
        See your registration through a link requested at {siteLink(context, '/verify')}. Questions:{' '}
        <MailtoLink address={context.mailboxes.registration} />.
      </Paragraph>
    </EmailLayout>
  );
}

RegistrationStatusChangedEmail.PreviewProps = {
  context: previewContext,
  data: { fullName: 'Dr. Amina Okello', reference: 'CAAWG11-0042', status: 'verified' },
} satisfies TemplateProps<'registration-status-changed'>;
