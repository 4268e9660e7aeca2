import { accommodationPricesUsd, type AccommodationType } from '@caawg11/conference';
import { mailText, type MailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Callout, Details, formatDay, MailtoLink, Paragraph, usd } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

function nightlyRate(accommodationType: string, text: MailText): string | null {
  const price = accommodationPricesUsd[accommodationType as AccommodationType] as
    number | undefined;
  return price === undefined
    ? null
    : text('bookingReceived.nightlyRate', { price: usd(price, text.language) });
}

export function BookingReceivedEmail({
  data,
  context,
  language,
}: TemplateProps<'booking-received'>) {
  const text = mailText(language);
  const rate = nightlyRate(data.accommodationType, text);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('bookingReceived.preview')}
      title={text('bookingReceived.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('bookingReceived.thanks')}</Paragraph>
      <Details
        text={text}
        items={[
          {
            label: text('labels.accommodation'),
            value: text.choice('accommodationTypes', data.accommodationType),
          },
          ...(rate ? [{ label: text('labels.rate'), value: rate }] : []),
          { label: text('labels.checkIn'), value: formatDay(data.checkInDate, text.language) },
          { label: text('labels.checkOut'), value: formatDay(data.checkOutDate, text.language) },
        ]}
      />
      <Callout>{text('bookingReceived.nextSteps')}</Callout>
      <Paragraph>
        {text.rich(
          'bookingReceived.notYetConfirmed',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.logistics} /> },
        )}
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
