import { abstractAccessLinkLifetimeDays, deadlines, edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, Details, formatDate, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function AbstractReceivedEmail({
  data,
  context,
  language,
}: TemplateProps<'abstract-received'>) {
  const text = mailText(language);
  const notificationDate =
    text.language === 'en'
      ? deadlines.acceptanceNotificationLabel
      : formatDate(deadlines.acceptanceNotification, text.language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('abstractReceived.preview', { title: data.abstractTitle })}
      title={text('abstractReceived.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>{text('abstractReceived.thanks', { shortName: edition.shortName })}</Paragraph>
      <Details
        text={text}
        items={[
          { label: text('labels.title'), value: data.abstractTitle },
          { label: text('labels.subtheme'), value: text.choice('subthemes', data.subtheme) },
          {
            label: text('labels.presentation'),
            value: text.choice('abstractPresentationTypes', data.presentationType),
          },
        ]}
      />
      <Paragraph>{text('abstractReceived.review', { date: notificationDate })}</Paragraph>
      {data.accessLink && (
        <>
          <Paragraph>{text('abstractReceived.yourPage')}</Paragraph>
          <ActionButton href={data.accessLink}>{text('abstractReceived.openPage')}</ActionButton>
          <Paragraph>
            {text('abstractReceived.linkValidity', {
              days: abstractAccessLinkLifetimeDays,
              abstractsUrl: siteLink(context, '/abstracts'),
            })}
          </Paragraph>
        </>
      )}
      <Paragraph>
        {text.rich(
          'abstractReceived.questions',
          { guidelinesUrl: siteLink(context, '/abstracts') },
          { mailbox: <MailtoLink address={context.mailboxes.abstracts} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

AbstractReceivedEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Fatou Diop',
    abstractTitle: 'Groundwater recharge in the Albertine Graben',
    subtheme: 'Water Supply and Geosciences',
    presentationType: 'Oral Presentation',
    accessLink: 'http://localhost:4300/my-abstract?token=preview-token',
  },
} satisfies TemplateProps<'abstract-received'>;
