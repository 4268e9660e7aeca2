import { EmailLayout } from './layout.js';
import { Details, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** 'qualification' -> 'Qualification', 'webPage' -> 'Web page'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function MembershipCopyEmail({ data, context }: TemplateProps<'membership-copy'>) {
  const entries = Object.entries(data.application);
  const name = data.application.name ?? '';
  return (
    <EmailLayout
      context={context}
      preview={`New membership application${name ? ` from ${name}` : ''}.`}
      title="New membership application"
    >
      <Paragraph>A membership application was submitted on the website:</Paragraph>
      <Details
        items={entries.map(([key, value]) => ({
          label: fieldLabel(key),
          value: value.trim() === '' ? '(not given)' : value,
        }))}
      />
      <Paragraph>The applicant has received an acknowledgement by e-mail.</Paragraph>
    </EmailLayout>
  );
}

MembershipCopyEmail.PreviewProps = {
  context: previewContext,
  data: {
    application: {
      title: 'Dr.',
      name: 'Grace Nakato',
      organisation: 'Uganda Geological Survey',
      profession: 'Geologist',
      qualification: 'PhD',
      email: 'grace@example.org',
      phone: '+256 700 000 000',
    },
  },
} satisfies TemplateProps<'membership-copy'>;
