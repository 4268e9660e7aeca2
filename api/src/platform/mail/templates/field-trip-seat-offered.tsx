import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import {
  BankDetails,
  Details,
  fieldTripDates,
  formatDay,
  MailtoLink,
  Paragraph,
  usdDecimal,
} from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** A seat freed for the first on the waiting list: what is now due, and the day to pay by. */
export function FieldTripSeatOfferedEmail({
  data,
  context,
  language,
}: TemplateProps<'field-trip-seat-offered'>) {
  const text = mailText(language);
  const payBy = formatDay(data.payBy, text.language);
  const dates = fieldTripDates(text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('fieldTripSeatOffered.preview', { shortName: edition.shortName, payBy })}
      title={text('fieldTripSeatOffered.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('fieldTripSeatOffered.offered', { dates })}</Paragraph>
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          {
            label: text('fieldTripSeatOffered.price'),
            value: usdDecimal(data.priceUsd, text.language),
          },
          {
            label: text('fieldTripSeatOffered.balanceDue'),
            value: usdDecimal(data.balanceDueUsd, text.language),
          },
          { label: text('fieldTripSeatOffered.payBy'), value: payBy },
        ]}
      />
      <Paragraph>
        {text.rich(
          'fieldTripSeatOffered.deadline',
          { payBy, reference: data.reference, verifyUrl: siteLink(context, '/verify') },
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
      <BankDetails reference={data.reference} text={text} />
    </EmailLayout>
  );
}

FieldTripSeatOfferedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    priceUsd: '250.00',
    balanceDueUsd: '250.00',
    payBy: '2025-09-22',
  },
} satisfies TemplateProps<'field-trip-seat-offered'>;
