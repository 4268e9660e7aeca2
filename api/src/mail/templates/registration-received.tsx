import { edition, feeCoverageNote } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import {
  ActionButton,
  BankDetails,
  Details,
  formatDay,
  MailtoLink,
  Paragraph,
  Subheading,
  usd,
} from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function RegistrationReceivedEmail({
  data,
  context,
}: TemplateProps<'registration-received'>) {
  return (
    <EmailLayout
      context={context}
      preview={`Registration ${data.reference} received. Fee ${usd(data.feeUsd)}, payable by bank transfer.`}
      title="Thank you for registering"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Paragraph>
        We have received your registration for {edition.shortName}, {edition.datesLabel} in{' '}
        {edition.venueCity}. Your registration ID is <strong>{data.reference}</strong>.
      </Paragraph>
      <Details
        items={[
          { label: 'Registration ID', value: data.reference },
          { label: 'Category', value: data.categoryLabel },
          { label: 'Pricing tier', value: data.tierLabel },
          { label: 'Registration fee', value: usd(data.feeUsd) },
          ...(data.paymentDueDate
            ? [{ label: 'Please pay by', value: formatDay(data.paymentDueDate) }]
            : []),
          {
            label: 'Field trip',
            value: data.fieldTrip
              ? `Yes (${edition.fieldTrip.datesLabel}; not included in the registration fee)`
              : 'No',
          },
        ]}
      />
      <BankDetails reference={data.reference} />
      {data.invoice && (
        <Paragraph>
          Your pro-forma invoice {data.invoice.invoiceNumber} is attached to this e-mail as a PDF,
          for an institution that pays against an invoice; you can also download it from your
          registration page.
        </Paragraph>
      )}
      <Subheading>After paying</Subheading>
      {data.accessLink ? (
        <>
          <Paragraph>
            Upload your proof of payment on your registration page, where you can also follow the
            status of your registration:
          </Paragraph>
          <ActionButton href={data.accessLink}>Open my registration</ActionButton>
          <Paragraph>
            This personal link is valid for 24 hours. For a new one, enter your e-mail address at{' '}
            {siteLink(context, '/verify')}.
          </Paragraph>
        </>
      ) : (
        <Paragraph>
          Upload your proof of payment on your registration page: request a personal link at{' '}
          {siteLink(context, '/verify')}.
        </Paragraph>
      )}
      <Paragraph>
        You can also e-mail the payment confirmation, with your registration ID {data.reference}, to{' '}
        <MailtoLink address={context.mailboxes.registration} />.
      </Paragraph>
      <Paragraph>{feeCoverageNote}</Paragraph>
    </EmailLayout>
  );
}

RegistrationReceivedEmail.PreviewProps = {
  context: previewContext,
  data: {
    reference: 'CAAWG11-0042',
    fullName: 'Dr. Amina Okello',
    categoryLabel: 'AAWG member',
    tierLabel: 'Early bird',
    feeUsd: 100,
    fieldTrip: true,
    accessLink: 'http://localhost:4300/my-registration?token=preview-token',
  },
} satisfies TemplateProps<'registration-received'>;
