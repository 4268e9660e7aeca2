import { deadlines, edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function AbstractReceivedEmail({ data, context }: TemplateProps<'abstract-received'>) {
  return (
    <EmailLayout
      context={context}
      preview={`Your abstract "${data.abstractTitle}" has been received.`}
      title="Abstract received"
    >
      <Paragraph>Dear {data.fullName},</Paragraph>
      <Paragraph>
        Thank you for submitting an abstract to {edition.shortName}. We have received it:
      </Paragraph>
      <Details
        items={[
          { label: 'Title', value: data.abstractTitle },
          { label: 'Subtheme', value: data.subtheme },
          { label: 'Presentation', value: data.presentationType },
        ]}
      />
      <Paragraph>
        The scientific committee reviews every abstract; notifications of acceptance are sent by{' '}
        {deadlines.acceptanceNotificationLabel}. Accepted abstracts are published in the abstract
        booklet of the conference.
      </Paragraph>
      <Paragraph>
        Questions about your abstract: <MailtoLink address={context.mailboxes.abstracts} />. The
        guidelines are at {siteLink(context, '/abstracts')}.
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
  },
} satisfies TemplateProps<'abstract-received'>;
