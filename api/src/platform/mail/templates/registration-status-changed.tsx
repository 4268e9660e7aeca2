import { siteLink } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Callout, Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** The statuses a registrant is told about, each with its label and what it means for them. */
const explainedStatuses = ['verified', 'pending', 'rejected'];

function statusText(status: string, text: MailText): { label: string; explanation: string } {
  if (explainedStatuses.includes(status)) {
    return {
      label: text(`registrationStatusChanged.statuses.${status}.label`),
      explanation: text(`registrationStatusChanged.statuses.${status}.explanation`),
    };
  }
  return { label: status, explanation: text('registrationStatusChanged.otherStatus') };
}

export function RegistrationStatusChangedEmail({
  data,
  context,
  language,
}: TemplateProps<'registration-status-changed'>) {
  const text = mailText(language);
  const status = statusText(data.status, text);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('registrationStatusChanged.preview', {
        reference: data.reference,
        status: status.label,
      })}
      title={text('registrationStatusChanged.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          { label: text('labels.newStatus'), value: status.label },
        ]}
      />
      <Callout>{status.explanation}</Callout>
      <Paragraph>
        {text.rich(
          'registrationStatusChanged.seeRegistration',
          { verifyUrl: siteLink(context, '/verify') },
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

RegistrationStatusChangedEmail.PreviewProps = {
  context: previewContext,
  data: { fullName: 'Dr. Amina Okello', reference: 'CAAWG11-0042', status: 'verified' },
} satisfies TemplateProps<'registration-status-changed'>;
