import {
  customPackageOption,
  edition,
  packageOptionLabel,
  sponsorPackages,
} from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { Details, MailtoLink, Paragraph, usd } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** The package as the inquiry dialog offered it ('Gold - $10,000'), in the visitor's language. */
function packageLabel(packageInterest: string, text: MailText): string {
  if (text.language === 'en') return packageInterest;
  if (packageInterest === customPackageOption) {
    return text.choice('sponsorshipPackages', packageInterest);
  }
  const offered = sponsorPackages.find((pkg) => packageOptionLabel(pkg) === packageInterest);
  return offered
    ? `${text.choice('sponsorshipPackages', offered.name)} - ${usd(offered.priceUsd, text.language)}`
    : packageInterest;
}

export function SponsorshipReceivedEmail({
  data,
  context,
  language,
}: TemplateProps<'sponsorship-received'>) {
  const text = mailText(language);
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('sponsorshipReceived.preview')}
      title={text('sponsorshipReceived.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{text('sponsorshipReceived.thanks', { shortName: edition.shortName })}</Paragraph>
      {data.packageInterest.trim() !== '' ? (
        <Details
          text={text}
          items={[
            {
              label: text('labels.packageOfInterest'),
              value: packageLabel(data.packageInterest, text),
            },
          ]}
        />
      ) : null}
      <Paragraph>
        {text.rich(
          'sponsorshipReceived.packages',
          { sponsorshipUrl: siteLink(context, '/sponsorship') },
          { mailbox: <MailtoLink address={context.mailboxes.sponsorship} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

SponsorshipReceivedEmail.PreviewProps = {
  context: previewContext,
  data: { name: 'Jane Mwangi', packageInterest: 'Gold - $10,000' },
} satisfies TemplateProps<'sponsorship-received'>;
