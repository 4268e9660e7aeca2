import { fillNoticeText } from '@caawg11/conference';
import { siteLink, type MailContext } from '../mail-context.js';
import type { MailTemplateData } from '../mail-message.js';
import { NoticeEmail, noticeTextFor } from './notice.js';
import { BankDetails, Details, formatDay, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

const dollars = (amount: string) => `$${amount} USD`;

function valuesOf(data: MailTemplateData['payment-reminder']): Record<string, string> {
  return {
    name: data.fullName,
    reference: data.reference,
    fee: dollars(data.feeUsd),
    paid: dollars(data.paidUsd),
    amountDue: dollars(data.amountDueUsd),
    dueDate: formatDay(data.dueDate),
  };
}

export function paymentReminderSubject(
  data: MailTemplateData['payment-reminder'],
  context: MailContext,
): string {
  return fillNoticeText(noticeTextFor('payments.reminder', context).subject, valuesOf(data));
}

/** The organisers' reminder text, then the facts, the bank details and the opt-out link. */
export function PaymentReminderEmail({ data, context }: TemplateProps<'payment-reminder'>) {
  const values = valuesOf(data);
  return (
    <NoticeEmail
      text={noticeTextFor('payments.reminder', context)}
      values={values}
      context={context}
    >
      <Details
        items={[
          { label: 'Registration ID', value: data.reference },
          { label: 'Registration fee', value: values.fee! },
          { label: 'Paid so far', value: values.paid! },
          { label: 'Still due', value: values.amountDue! },
          { label: 'Please pay by', value: values.dueDate! },
        ]}
      />
      <BankDetails reference={data.reference} />
      <Paragraph>
        Your registration page: request a link at {siteLink(context, '/verify')}. Questions:{' '}
        <MailtoLink address={context.mailboxes.registration} />.
      </Paragraph>
      <Paragraph>
        To receive no more payment reminders for this registration: {data.optOutLink}
      </Paragraph>
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
