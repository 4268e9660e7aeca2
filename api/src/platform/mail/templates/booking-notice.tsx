import { EmailLayout } from './layout.js';
import { Details, formatDay, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To the logistics mailbox. */
export function BookingNoticeEmail({ data, context }: TemplateProps<'booking-notice'>) {
  return (
    <EmailLayout
      context={context}
      preview={`Booking request from ${data.fullName}: ${data.accommodationType}`}
      title="New accommodation booking request"
    >
      <Details
        items={[
          { label: 'Guest', value: data.fullName },
          { label: 'E-mail', value: <MailtoLink address={data.email} /> },
          { label: 'Phone', value: data.phone },
          { label: 'Nationality', value: data.nationality },
          { label: 'Accommodation', value: data.accommodationType },
          { label: 'Sharing', value: data.sharingPreference },
          { label: 'Check-in', value: formatDay(data.checkInDate) },
          { label: 'Check-out', value: formatDay(data.checkOutDate) },
          {
            label: 'Special requests',
            value: data.specialRequests.trim() === '' ? '(none)' : data.specialRequests,
          },
        ]}
      />
      <Paragraph>
        The guest was promised contact within 48 hours to confirm availability and receive the
        payment instructions.
      </Paragraph>
    </EmailLayout>
  );
}

BookingNoticeEmail.PreviewProps = {
  context: previewContext,
  data: {
    fullName: 'Ngozi Adeyemi',
    email: 'ngozi@example.org',
    phone: '+234 800 000 0000',
    nationality: 'Nigerian',
    accommodationType: '2-Bedroom Apartment',
    sharingPreference: 'Willing to share',
    checkInDate: '2025-09-30',
    checkOutDate: '2025-10-03',
    specialRequests: 'Ground floor, please.',
  },
} satisfies TemplateProps<'booking-notice'>;
