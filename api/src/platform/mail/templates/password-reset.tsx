import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, formatConferenceTime, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/**
 * The link to choose a new password. It sits in the body only, from the payload's `link`, which
 * the outbox withholds from the stored row, as it does an invitation's.
 */
export function PasswordResetEmail({ data, context, language }: TemplateProps<'password-reset'>) {
  const text = mailText(language);
  const until = formatConferenceTime(data.expiresAt, edition.timeZone, edition.city, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('passwordReset.preview', { until })}
      title={text('passwordReset.title')}
    >
      <Paragraph>{text('passwordReset.intro', { shortName: edition.shortName })}</Paragraph>
      {data.link ? (
        <ActionButton href={data.link}>{text('passwordReset.button')}</ActionButton>
      ) : null}
      <Paragraph>{text('passwordReset.validity', { until })}</Paragraph>
      <Paragraph>{text('passwordReset.notRequested')}</Paragraph>
    </EmailLayout>
  );
}

PasswordResetEmail.PreviewProps = {
  context: previewContext,
  data: {
    link: 'http://localhost:4300/dashboard/reset-password?token=preview-token',
    expiresAt: '2025-09-12T10:30:00.000Z',
  },
} satisfies TemplateProps<'password-reset'>;
