import { edition } from '@caawg11/conference';
import { siteLink } from '../mail-context.js';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import {
  ActionButton,
  BankDetails,
  Details,
  fieldTripDates,
  formatDateRange,
  formatDay,
  MailtoLink,
  Paragraph,
  Subheading,
  usd,
} from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** How long the access link sent with the confirmation stays valid. */
const accessLinkHours = 24;

export function RegistrationReceivedEmail({
  data,
  context,
  language,
}: TemplateProps<'registration-received'>) {
  const text = mailText(language);
  const fee = usd(data.feeUsd, text.language);
  const english = text.language === 'en';
  const verifyUrl = siteLink(context, '/verify');
  const mailbox = <MailtoLink address={context.mailboxes.registration} />;
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('registrationReceived.preview', { reference: data.reference, fee })}
      title={text('registrationReceived.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.fullName })}</Paragraph>
      <Paragraph>
        {text.rich(
          'registrationReceived.received',
          {
            shortName: edition.shortName,
            dates: english
              ? edition.datesLabel
              : formatDateRange(edition.startDate, edition.endDate, text.language),
            venue: text('edition.venueCity'),
          },
          { reference: <strong>{data.reference}</strong> },
        )}
      </Paragraph>
      <Details
        text={text}
        items={[
          { label: text('labels.registrationId'), value: data.reference },
          {
            label: text('labels.category'),
            value: text.choice('participantCategories', data.categoryLabel),
          },
          { label: text('labels.pricingTier'), value: text.choice('pricingTiers', data.tierLabel) },
          { label: text('labels.registrationFee'), value: fee },
          ...(data.paymentDueDate
            ? [
                {
                  label: text('labels.pleasePayBy'),
                  value: formatDay(data.paymentDueDate, text.language),
                },
              ]
            : []),
          {
            label: text('labels.fieldTrip'),
            value: data.fieldTrip
              ? text('registrationReceived.fieldTripYes', {
                  dates: fieldTripDates(text.language),
                })
              : text('common.no'),
          },
          ...(data.fieldTripSeat
            ? [
                {
                  label: text('fieldTripSeatOffered.seatLabel'),
                  value:
                    data.fieldTripSeat === 'held'
                      ? text('fieldTripSeatOffered.confirmationHeld', {
                          price: usd(edition.fieldTrip.priceUsd, text.language),
                        })
                      : text('fieldTripSeatOffered.confirmationWaiting'),
                },
              ]
            : []),
        ]}
      />
      <BankDetails reference={data.reference} text={text} />
      {data.invoice && (
        <Paragraph>
          {text('registrationReceived.invoice', { invoiceNumber: data.invoice.invoiceNumber })}
        </Paragraph>
      )}
      <Subheading>{text('registrationReceived.afterPaying')}</Subheading>
      {data.accessLink ? (
        <>
          <Paragraph>{text('registrationReceived.uploadProof')}</Paragraph>
          <ActionButton href={data.accessLink}>
            {text('registrationReceived.openRegistration')}
          </ActionButton>
          <Paragraph>
            {text('registrationReceived.linkValidity', { count: accessLinkHours, verifyUrl })}
          </Paragraph>
        </>
      ) : (
        <Paragraph>{text('registrationReceived.requestLink', { verifyUrl })}</Paragraph>
      )}
      <Paragraph>
        {text.rich(
          'registrationReceived.emailConfirmation',
          { reference: data.reference },
          { mailbox },
        )}
      </Paragraph>
      <Paragraph>{text('registrationReceived.feeCoverage')}</Paragraph>
    </EmailLayout>
  );
}

RegistrationReceivedEmail.PreviewProps = {
  context: previewContext,
  data: {
    reference: 'CAAWG11-0042',
    fullName: 'Dr. Amina Okello',
    categoryLabel: 'AAWG member',
    tierLabel: 'Early bird',
    feeUsd: 100,
    fieldTrip: true,
    fieldTripSeat: 'held',
    accessLink: 'http://localhost:4300/my-registration?token=preview-token',
  },
} satisfies TemplateProps<'registration-received'>;
