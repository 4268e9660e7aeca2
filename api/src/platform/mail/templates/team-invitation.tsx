import { edition } from '@caawg11/conference';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function TeamInvitationEmail({ data, context }: TemplateProps<'team-invitation'>) {
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city);
  return (
    <EmailLayout
      context={context}
      preview={`${data.invitedBy} invites you to the organisers' team as ${data.roleLabel}.`}
      title="You are invited to the organisers' team"
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        {data.invitedBy} invites you to the organisers' team of the conference, as {data.roleLabel}.
        Choose your password to sign in to the admin panel:
      </Paragraph>
      {data.link ? <ActionButton href={data.link}>Set your password</ActionButton> : null}
      <Paragraph>
        The link can be used once and expires on {until}. If you did not expect this invitation, you
        can ignore this e-mail.
      </Paragraph>
    </EmailLayout>
  );
}

TeamInvitationEmail.PreviewProps = {
  context: previewContext,
  data: {
    invitedBy: 'admin@caawg11.org',
    roleLabel: 'Reviewer',
    link: 'http://localhost:4300/dashboard/invitation?token=preview-token',
    expiresAt: '2025-11-27T11:00:00.000Z',
  },
} satisfies TemplateProps<'team-invitation'>;
