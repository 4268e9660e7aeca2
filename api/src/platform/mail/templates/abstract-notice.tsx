import { EmailLayout } from './layout.js';
import { Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To the abstracts mailbox. */
export function AbstractNoticeEmail({ data, context }: TemplateProps<'abstract-notice'>) {
  return (
    <EmailLayout
      context={context}
      preview={`New abstract from ${data.fullName}: ${data.abstractTitle}`}
      title="New abstract submitted"
    >
      <Details
        items={[
          { label: 'Title', value: data.abstractTitle },
          { label: 'Subtheme', value: data.subtheme },
          { label: 'Presentation', value: data.presentationType },
          { label: 'Language', value: data.language },
          { label: 'Author', value: data.fullName },
          { label: 'Affiliation', value: data.affiliation },
          { label: 'E-mail', value: <MailtoLink address={data.email} /> },
          { label: 'File', value: data.fileName },
        ]}
      />
      <Paragraph>The author has received an acknowledgement by e-mail.</Paragraph>
    </EmailLayout>
  );
}

AbstractNoticeEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Dr. Fatou Diop',
    email: 'fatou@example.org',
    affiliation: 'Université Cheikh Anta Diop',
    abstractTitle: 'Groundwater recharge in the Albertine Graben',
    subtheme: 'Water Supply and Geosciences',
    language: 'English',
    presentationType: 'Oral Presentation',
    fileName: 'Diop.docx',
  },
} satisfies TemplateProps<'abstract-notice'>;
