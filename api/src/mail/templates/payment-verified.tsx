import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Callout, Details, formatDateRange, MailtoLink, Paragraph, usd } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function PaymentVerifiedEmail({
  data,
  context,
  language,
}: TemplateProps<'payment-verified'>) {
  const text = mailText(language);
  const amount = usd(data.amountUsd, text.language);
  const dates =
    text.language === 'en'
      ? edition.datesLabel
      : formatDateRange(edition.startDate, edition.endDate, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('paymentVerified.preview', { reference: data.reference })}
      title={text('paymentVerified.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Callout>
        {text('paymentVerified.confirmed', {
          amount,
          reference: data.reference,
          shortName: edition.shortName,
        })}
      </Callout>
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          { label: text('labels.amountVerified'), value: amount },
          { label: text('labels.conference'), value: `${dates}, ${text('edition.venueCity')}` },
        ]}
      />
      {data.receipt && (
        <Paragraph>
          {text('paymentVerified.receipt', { receiptNumber: data.receipt.receiptNumber })}
        </Paragraph>
      )}
      <Paragraph>
        {text.rich(
          'paymentVerified.desk',
          { programUrl: siteLink(context, '/program') },
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
      <Paragraph>{text('paymentVerified.welcome', { city: edition.city })}</Paragraph>
    </EmailLayout>
  );
}

PaymentVerifiedEmail.PreviewProps = {
  context: previewContext,
  data: { fullName: 'Dr. Amina Okello', reference: 'CAAWG11-0042', amountUsd: 100 },
} satisfies TemplateProps<'payment-verified'>;
