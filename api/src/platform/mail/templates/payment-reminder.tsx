import { fillNoticeText } from '@caawg11/conference';
import { siteLink, type MailContext } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import type { MailTemplateData } from '../mail-message.js';
import { NoticeEmail, noticeTextFor } from './notice.js';
import { BankDetails, Details, formatDay, MailtoLink, Paragraph, usdDecimal } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

function valuesOf(
  data: MailTemplateData['payment-reminder'],
  text: MailText,
): Record<string, string> {
  return {
    name: data.fullName,
    reference: data.reference,
    fee: usdDecimal(data.feeUsd, text.language),
    paid: usdDecimal(data.paidUsd, text.language),
    amountDue: usdDecimal(data.amountDueUsd, text.language),
    dueDate: formatDay(data.dueDate, text.language),
  };
}

export function paymentReminderSubject(
  data: MailTemplateData['payment-reminder'],
  context: MailContext,
  text: MailText = mailText(),
): string {
  return fillNoticeText(noticeTextFor('payments.reminder', context).subject, valuesOf(data, text));
}

/** The organisers' reminder text, then the facts, the bank details and the opt-out link. */
export function PaymentReminderEmail({
  data,
  context,
  language,
}: TemplateProps<'payment-reminder'>) {
  const text = mailText(language);
  const values = valuesOf(data, text);
  return (
    <NoticeEmail
      text={noticeTextFor('payments.reminder', context)}
      values={values}
      context={context}
      frameText={text}
    >
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          { label: text('labels.registrationFee'), value: values.fee! },
          { label: text('labels.paidSoFar'), value: values.paid! },
          { label: text('labels.stillDue'), value: values.amountDue! },
          { label: text('labels.pleasePayBy'), value: values.dueDate! },
        ]}
      />
      <BankDetails reference={data.reference} text={text} />
      <Paragraph>
        {text.rich(
          'paymentReminder.registrationPage',
          { verifyUrl: siteLink(context, '/verify') },
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
      <Paragraph>{text('paymentReminder.optOut', { optOutLink: data.optOutLink })}</Paragraph>
    </NoticeEmail>
  );
}

PaymentReminderEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    feeUsd: '150.00',
    paidUsd: '50.00',
    amountDueUsd: '100.00',
    dueDate: '2025-08-14',
    optOutLink: 'https://caawg11.example.org/reminders/opt-out?token=preview',
  },
} satisfies TemplateProps<'payment-reminder'>;
