import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function AccessLinkEmail({ data, context }: TemplateProps<'access-link'>) {
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city);
  return (
    <EmailLayout
      context={context}
      preview={`Your link to registration ${data.reference}, valid until ${until}.`}
      title="Your registration access link"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Paragraph>
        Here is your personal link to registration {data.reference}. On that page you see your
        registration and its payment status, and you can upload a proof of payment.
      </Paragraph>
      <ActionButton href={data.link}>View my registration</ActionButton>
      <Paragraph>
        The link is valid until {until}. Do not forward it: anyone holding it can see your
        registration. For a new link, enter your e-mail address at {siteLink(context, '/verify')}.
      </Paragraph>
      <Paragraph>
        If you did not ask for this link, you can ignore this e-mail. Questions:{' '}
        <MailtoLink address={context.mailboxes.registration} />.
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
