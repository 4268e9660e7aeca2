import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To a registration's proposed new address: the single-use link that confirms it. */
export function EmailChangeConfirmationEmail({
  data,
  context,
  language,
}: TemplateProps<'email-change-confirmation'>) {
  const text = mailText(language);
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('emailChangeConfirmation.preview', { reference: data.reference, until })}
      title={text('emailChangeConfirmation.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('emailChangeConfirmation.intro', { reference: data.reference })}</Paragraph>
      {data.link ? (
        <ActionButton href={data.link}>{text('emailChangeConfirmation.confirm')}</ActionButton>
      ) : null}
      <Paragraph>{text('emailChangeConfirmation.validity', { until })}</Paragraph>
      <Paragraph>
        {text.rich(
          'emailChangeConfirmation.notRequested',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

EmailChangeConfirmationEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    link: 'http://localhost:4300/confirm-email?token=preview-token',
    expiresAt: '2025-07-04T10:30:00.000Z',
  },
} satisfies TemplateProps<'email-change-confirmation'>;
