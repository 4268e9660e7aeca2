import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To a colleague a delegate named for a group invoice: the link to agree or decline. */
export function GroupInvoiceConsentEmail({
  data,
  context,
  language,
}: TemplateProps<'group-invoice-consent'>) {
  const text = mailText(language);
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city, text.language);
  const values = {
    reference: data.reference,
    delegate: data.delegateName,
    delegateReference: data.delegateReference,
    institution: data.institutionName,
    until,
  };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('groupInvoiceConsent.preview', values)}
      title={text('groupInvoiceConsent.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('groupInvoiceConsent.intro', values)}</Paragraph>
      <Paragraph>{text('groupInvoiceConsent.meaning', values)}</Paragraph>
      {data.link ? (
        <ActionButton href={data.link}>{text('groupInvoiceConsent.answer')}</ActionButton>
      ) : null}
      <Paragraph>{text('groupInvoiceConsent.validity', values)}</Paragraph>
      <Paragraph>
        {text.rich(
          'groupInvoiceConsent.notExpected',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

GroupInvoiceConsentEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    delegateName: 'Prof. Grace Nakato',
    delegateReference: 'CAAWG11-0007',
    institutionName: 'Makerere University',
    link: 'http://localhost:4300/group-invoice-consent?token=preview-token',
    expiresAt: '2025-07-04T10:30:00.000Z',
  },
} satisfies TemplateProps<'group-invoice-consent'>;
