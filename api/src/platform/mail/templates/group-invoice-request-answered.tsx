import { mailText } from '../mail-i18n.js';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { ActionButton, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To the delegate who asked for a group invoice: made, declined by a colleague, or refused. */
export function GroupInvoiceRequestAnsweredEmail({
  data,
  context,
  language,
}: TemplateProps<'group-invoice-request-answered'>) {
  const text = mailText(language);
  const values = {
    institution: data.institutionName,
    groupReference: data.outcome === 'issued' ? data.groupReference : '',
    colleagueReference: data.outcome === 'declined' ? data.colleagueReference : '',
  };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text(`groupInvoiceRequestAnswered.${data.outcome}.preview`, values)}
      title={text(`groupInvoiceRequestAnswered.${data.outcome}.title`, values)}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text(`groupInvoiceRequestAnswered.${data.outcome}.body`, values)}</Paragraph>
      <ActionButton href={siteLink(context, '/verify')}>
        {text('groupInvoiceRequestAnswered.openPage')}
      </ActionButton>
      <Paragraph>
        {text.rich(
          'groupInvoiceRequestAnswered.questions',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

GroupInvoiceRequestAnsweredEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Prof. Grace Nakato',
    reference: 'CAAWG11-0007',
    institutionName: 'Makerere University',
    outcome: 'issued',
    groupReference: 'GRP-0007',
  },
} satisfies TemplateProps<'group-invoice-request-answered'>;
