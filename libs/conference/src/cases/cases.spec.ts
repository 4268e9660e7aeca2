import type {
  AbstractRequest,
  BookingRequest,
  ContactRequest,
  MembershipRequest,
  RegistrationRequest,
  SponsorshipRequest,
} from '../public-forms.js';
import type { PaymentProofRequest } from '../my-registration.js';
import { programmePlacementRules } from '../programme-placement.js';
import { programmeSessionRules } from '../programme-session.js';
import { reviewSettingsRules } from '../review.js';
import { assignLineRules, csvLayoutRules, discardLineRules } from '../bank-statements.js';
import { paymentRejectionRules, recordedPaymentRules } from '../recorded-payment.js';
import { checkFields, type FormRules } from '../rules.js';
import { visaLetterRequestRules } from '../visa-letters.js';
import {
  invitationAcceptanceRules,
  loginRules,
  passwordChangeRules,
  roleChangeRules,
  teamInvitationRules,
} from '../team-forms.js';
import {
  sponsorshipFieldErrors,
  validateAbstract,
  validateAccessRequest,
  validateBooking,
  validateContact,
  validateMembership,
  validatePaymentProof,
  validateRegistration,
} from '../validation.js';
import { abstractCases } from './abstract.cases.js';
import { accessRequestCases } from './access-request.cases.js';
import { bookingCases } from './booking.cases.js';
import { contactCases } from './contact.cases.js';
import { csvLayoutCases } from './csv-layout.cases.js';
import { caseBody, type SomeFormCases } from './form-cases.js';
import { membershipCases } from './membership.cases.js';
import { paymentProofCases } from './payment-proof.cases.js';
import { programmePlacementCases } from './programme-placement.cases.js';
import { programmeSessionCases } from './programme-session.cases.js';
import { recordedPaymentCases } from './recorded-payment.cases.js';
import { registrationCases } from './registration.cases.js';
import { reviewSettingsCases } from './review-settings.cases.js';
import { sponsorshipCases } from './sponsorship.cases.js';
import { visaLetterRequestCases } from './visa-letter.cases.js';
import {
  invitationAcceptanceCases,
  loginCases,
  passwordChangeCases,
  roleChangeCases,
  teamInvitationCases,
} from './team-forms.cases.js';
import {
  assignLineCases,
  discardLineCases,
  paymentRejectionCases,
} from './statement-line.cases.js';

type Validate = (body: Record<string, unknown>) => Record<string, string | undefined>;

const acceptableWordFile = { name: 'abstract.docx', size: 20_000 };
const acceptableReceipt = { name: 'receipt.pdf', size: 20_000 };

/** The admin forms' checks: their rule sets, as both the api and the portal run them. */
function byRules<T extends object>(rules: FormRules<T>): Validate {
  return (body) => checkFields(rules, body as unknown as T);
}

const forms: [string, SomeFormCases, Validate][] = [
  [
    'registration',
    registrationCases,
    (body) => validateRegistration(body as unknown as RegistrationRequest),
  ],
  [
    'access-link request',
    accessRequestCases,
    (body) => {
      const problem = validateAccessRequest(body.email as string);
      return problem === null ? {} : { email: problem };
    },
  ],
  [
    'abstract',
    abstractCases,
    (body) => validateAbstract(body as unknown as AbstractRequest, acceptableWordFile),
  ],
  ['booking', bookingCases, (body) => validateBooking(body as unknown as BookingRequest)],
  [
    'membership',
    membershipCases,
    (body) => validateMembership(body as unknown as MembershipRequest),
  ],
  ['contact', contactCases, (body) => validateContact(body as unknown as ContactRequest)],
  [
    'sponsorship',
    sponsorshipCases,
    (body) => sponsorshipFieldErrors(body as unknown as SponsorshipRequest),
  ],
  [
    'payment proof',
    paymentProofCases,
    (body) => validatePaymentProof(body as unknown as PaymentProofRequest, acceptableReceipt),
  ],
  ['recorded payment', recordedPaymentCases, byRules(recordedPaymentRules)],
  ['programme session', programmeSessionCases, byRules(programmeSessionRules)],
  ['programme placement', programmePlacementCases, byRules(programmePlacementRules)],
  ['review settings', reviewSettingsCases, byRules(reviewSettingsRules)],
  ['team invitation', teamInvitationCases, byRules(teamInvitationRules)],
  ['role change', roleChangeCases, byRules(roleChangeRules)],
  ['password change', passwordChangeCases, byRules(passwordChangeRules)],
  ['invitation acceptance', invitationAcceptanceCases, byRules(invitationAcceptanceRules)],
  ['sign-in', loginCases, byRules(loginRules)],
  ['payment rejection', paymentRejectionCases, byRules(paymentRejectionRules)],
  ['statement line assignment', assignLineCases, byRules(assignLineRules)],
  ['statement line set-aside', discardLineCases, byRules(discardLineRules)],
  ['statement column mapping', csvLayoutCases, byRules(csvLayoutRules)],
  ['visa letter request', visaLetterRequestCases, byRules(visaLetterRequestRules)],
];

describe.each(forms)('the %s form rules', (_form, cases, validate) => {
  it('accept the valid body', () => {
    expect(validate(caseBody(cases.valid, {}))).toEqual({});
  });

  it.each(cases.invalid.map((invalid) => [invalid.field, invalid] as const))(
    'refuse a bad %s with its message (case %#)',
    (_field, invalid) => {
      expect(validate(caseBody(cases.valid, invalid.patch))).toEqual({
        [invalid.field]: invalid.message,
      });
    },
  );
});
