import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { EmailLayout } from './layout.js';
import { Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

export function SponsorshipReceivedEmail({ data, context }: TemplateProps<'sponsorship-received'>) {
  return (
    <EmailLayout
      context={context}
      preview="Thank you for your sponsorship inquiry."
      title="Thank you for your sponsorship inquiry"
    >
      <Paragraph>Dear {data.name},</Paragraph>
      <Paragraph>
        Thank you for your interest in supporting {edition.shortName}. Your sponsorship inquiry has
        been received and our sponsorship team will contact you shortly.
      </Paragraph>
      {data.packageInterest.trim() !== '' ? (
        <Details items={[{ label: 'Package of interest', value: data.packageInterest }]} />
      ) : null}
      <Paragraph>
        The packages are described at {siteLink(context, '/sponsorship')}. Questions:{' '}
        <MailtoLink address={context.mailboxes.sponsorship} />.
      </Paragraph>
    </EmailLayout>
  );
}

SponsorshipReceivedEmail.PreviewProps = {
  context: previewContext,
  data: { name: 'Jane Mwangi', packageInterest: 'Gold - $10,000' },
} satisfies TemplateProps<'sponsorship-received'>;
