import { edition, toCents } from '@caawg11/conference';
import type { MailTemplateData } from '../mail-message.js';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import {
  Callout,
  Details,
  formatDateRange,
  MailtoLink,
  Paragraph,
  usd,
  usdDecimal,
} from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

type PaymentVerifiedData = MailTemplateData['payment-verified'];

/** Whether the payment left part of the fee due: the registration is not confirmed yet. */
export function partPaid(
  data: PaymentVerifiedData,
): data is PaymentVerifiedData & { balanceDueUsd: string } {
  return data.balanceDueUsd !== undefined && toCents(data.balanceDueUsd) > 0;
}

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
  const due = partPaid(data) ? usdDecimal(data.balanceDueUsd, text.language) : null;
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text(due ? 'paymentVerified.partPreview' : 'paymentVerified.preview', {
        reference: data.reference,
      })}
      title={text(due ? 'paymentVerified.partTitle' : 'paymentVerified.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Callout>
        {due
          ? text('paymentVerified.partPaid', { amount, reference: data.reference, due })
          : text('paymentVerified.confirmed', {
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
      {!due && (
        <>
          <Paragraph>
            {text.rich(
              'paymentVerified.desk',
              { programUrl: siteLink(context, '/program') },
              { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
            )}
          </Paragraph>
          <Paragraph>{text('paymentVerified.welcome', { city: edition.city })}</Paragraph>
        </>
      )}
    </EmailLayout>
  );
}

PaymentVerifiedEmail.PreviewProps = {
  context: previewContext,
  data: { fullName: 'Dr. Amina Okello', reference: 'CAAWG11-0042', amountUsd: 100 },
} satisfies TemplateProps<'payment-verified'>;
