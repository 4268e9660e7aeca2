import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Details, fieldTripDates, formatDay, MailtoLink, Paragraph, usdDecimal } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/**
 * A held seat not paid by its day, released: the trip's fee is no longer owed, and the
 * registration waits at the end of the line to be offered a seat again.
 */
export function FieldTripSeatReleasedEmail({
  data,
  context,
  language,
}: TemplateProps<'field-trip-seat-released'>) {
  const text = mailText(language);
  const payBy = formatDay(data.payBy, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('fieldTripSeatReleased.preview', { shortName: edition.shortName, payBy })}
      title={text('fieldTripSeatReleased.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>
        {text('fieldTripSeatReleased.released', { dates: fieldTripDates(text.language), payBy })}
      </Paragraph>
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          {
            label: text('fieldTripSeatReleased.price'),
            value: usdDecimal(data.priceUsd, text.language),
          },
          {
            label: text('fieldTripSeatReleased.balanceDue'),
            value: usdDecimal(data.balanceDueUsd, text.language),
          },
        ]}
      />
      <Paragraph>{text('fieldTripSeatReleased.noLongerDue')}</Paragraph>
      <Paragraph>
        {text.rich(
          'fieldTripSeatReleased.waitingList',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

FieldTripSeatReleasedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    priceUsd: '250.00',
    balanceDueUsd: '150.00',
    payBy: '2025-09-15',
  },
} satisfies TemplateProps<'field-trip-seat-released'>;
