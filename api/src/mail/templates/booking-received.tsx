import { accommodationPricesUsd, type AccommodationType } from '@caawg11/conference';
import { EmailLayout } from './layout.js';
import { Callout, Details, formatDay, MailtoLink, Paragraph, usd } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

function nightlyRate(accommodationType: string): string | null {
  const price = accommodationPricesUsd[accommodationType as AccommodationType] as
    number | undefined;
  return price === undefined ? null : `${usd(price)} per night`;
}

export function BookingReceivedEmail({ data, context }: TemplateProps<'booking-received'>) {
  const rate = nightlyRate(data.accommodationType);
  return (
    <EmailLayout
      context={context}
      preview="Your accommodation booking request has been received."
      title="Booking request received"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Paragraph>Thank you for your accommodation booking request:</Paragraph>
      <Details
        items={[
          { label: 'Accommodation', value: data.accommodationType },
          ...(rate ? [{ label: 'Rate', value: rate }] : []),
          { label: 'Check-in', value: formatDay(data.checkInDate) },
          { label: 'Check-out', value: formatDay(data.checkOutDate) },
        ]}
      />
      <Callout>
        Our logistics team will contact you within 48 hours to confirm availability and give you the
        payment instructions.
      </Callout>
      <Paragraph>
        This is a request, not yet a confirmed booking. Questions:{' '}
        <MailtoLink address={context.mailboxes.logistics} />.
      </Paragraph>
    </EmailLayout>
  );
}

BookingReceivedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Ngozi Adeyemi',
    accommodationType: '2-Bedroom Apartment',
    checkInDate: '2025-09-30',
    checkOutDate: '2025-10-03',
  },
} satisfies TemplateProps<'booking-received'>;
