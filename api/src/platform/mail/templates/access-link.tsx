import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function AccessLinkEmail({ data, context, language }: TemplateProps<'access-link'>) {
  const text = mailText(language);
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('accessLink.preview', { reference: data.reference, until })}
      title={text('accessLink.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('accessLink.intro', { reference: data.reference })}</Paragraph>
      <ActionButton href={data.link}>{text('accessLink.viewRegistration')}</ActionButton>
      <Paragraph>
        {text('accessLink.validity', { until, verifyUrl: siteLink(context, '/verify') })}
      </Paragraph>
      <Paragraph>
        {text.rich(
          'accessLink.notRequested',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.registration} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

AccessLinkEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Amina Okello',
    reference: 'CAAWG11-0042',
    link: 'http://localhost:4300/my-registration?token=preview-token',
    expiresAt: '2025-07-02T10:30:00.000Z',
  },
} satisfies TemplateProps<'access-link'>;
