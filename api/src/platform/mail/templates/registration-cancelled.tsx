import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Callout, Details, MailtoLink, Paragraph, usdDecimal } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** The cancellation, its reason when the organisers cancelled, and the refund due under the policy. */
export function RegistrationCancelledEmail({
  data,
  context,
  language,
}: TemplateProps<'registration-cancelled'>) {
  const text = mailText(language);
  const refund = usdDecimal(data.refundDueUsd, text.language);
  const mailbox = { mailbox: <MailtoLink address={context.mailboxes.registration} /> };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('registrationCancelled.preview', { reference: data.reference, refund })}
      title={text('registrationCancelled.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      {data.reason === null ? (
        <Paragraph>{text('registrationCancelled.byYou', { reference: data.reference })}</Paragraph>
      ) : (
        <>
          <Paragraph>
            {text('registrationCancelled.byOrganisers', { reference: data.reference })}
          </Paragraph>
          <Callout>{data.reason}</Callout>
        </>
      )}
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          { label: text('registrationCancelled.refundShare'), value: `${data.refundPercent} %` },
          { label: text('registrationCancelled.refundDue'), value: refund },
        ]}
      />
      <Paragraph>
        {text.rich(
          data.refundDueUsd === '0.00'
            ? 'registrationCancelled.noRefund'
            : 'registrationCancelled.refundNext',
          {},
          mailbox,
        )}
      </Paragraph>
    </EmailLayout>
  );
}

RegistrationCancelledEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    reason: 'The registrant asked us by e-mail to cancel: her visa was refused.',
    refundPercent: 100,
    refundDueUsd: '150.00',
  },
} satisfies TemplateProps<'registration-cancelled'>;
