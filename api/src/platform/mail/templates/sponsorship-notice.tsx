import { EmailLayout } from './layout.js';
import { Callout, Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To the sponsorship mailbox. */
export function SponsorshipNoticeEmail({ data, context }: TemplateProps<'sponsorship-notice'>) {
  const notGiven = (value: string) => (value.trim() === '' ? '(not given)' : value);
  return (
    <EmailLayout
      context={context}
      preview={`Sponsorship inquiry from ${data.company}`}
      title="New sponsorship inquiry"
    >
      <Details
        items={[
          { label: 'Name', value: data.name },
          { label: 'E-mail', value: <MailtoLink address={data.email} /> },
          { label: 'Company', value: data.company },
          { label: 'Phone', value: notGiven(data.phone) },
          { label: 'Package of interest', value: notGiven(data.packageInterest) },
        ]}
      />
      {data.message.trim() !== '' ? <Callout>{data.message}</Callout> : null}
      <Paragraph>The inquirer was told that the team will contact them shortly.</Paragraph>
    </EmailLayout>
  );
}

SponsorshipNoticeEmail.PreviewProps = {
  context: previewContext,
  data: {
    name: 'Jane Mwangi',
    email: 'jane@example.com',
    company: 'Rift Minerals Ltd',
    phone: '+254 700 000 000',
    packageInterest: 'Gold - $10,000',
    message: 'We would like two booths next to each other.',
  },
} satisfies TemplateProps<'sponsorship-notice'>;
