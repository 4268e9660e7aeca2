import { edition, mailboxes } from '@caawg11/conference';

/**
 * Words of the registration form and the registrant's page (the registration page's own words
 * are in the registration catalogue).
 */
export const registrationContent = {
  successReferenceNote:
    'Quote this registration ID as the payment reference when you pay the registration fee.',
  confirmationNote: `After paying, e-mail the payment confirmation with your registration ID to ${mailboxes.registration}.`,
  formIntro: 'Fields marked * are required.',
  fieldTripQuestion: `Will you join the post-conference field trip (${edition.fieldTrip.datesLabel})?`,
  studentFileLabel: 'Student ID or admission letter',
  studentFileHint: 'PDF, JPG, JPEG or PNG, up to 5MB.',
  consents: {
    paymentConfirmation:
      'I understand that my registration is confirmed only once my registration fee has been paid, and I will quote my registration ID with the payment.',
    programConsent:
      'I agree that my name and organisation may appear in the conference programme and list of participants.',
    emailConsent: 'I agree to receive e-mails about this conference.',
    marketingConsent: `I would like to hear about future ${edition.associationShortName} events and activities.`,
  },
  invoiceLegend: 'Invoice',
  invoiceRequest:
    'Attach a pro-forma invoice to my confirmation e-mail (for an institution that pays against an invoice).',
  submit: 'Submit Registration',
  successTitle: 'Registration Successful!',
  failureTitle: 'Registration Failed',
  accessLinkNote:
    'You can open your registration at any time, and upload your payment proof there, from the link we send on the registration access page.',
} as const;
