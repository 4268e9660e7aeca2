import type {
  AbstractRequest,
  BookingRequest,
  ContactRequest,
  InvitationAcceptance,
  LoginRequest,
  MembershipRequest,
  PasswordChange,
  PaymentProofRequest,
  PaymentRejection,
  RegistrationRequest,
  RoleChange,
  SponsorshipRequest,
  TeamInvitationRequest,
} from '../api-types.js';
import type { ProgrammePlacementInput, ProgrammeSessionInput } from '../programme.js';
import { programmePlacementRules } from '../programme-placement.js';
import { programmeSessionRules } from '../programme-session.js';
import { reviewSettingsRules, type ReviewSettings } from '../review.js';
import {
  assignLineRules,
  csvLayoutRules,
  discardLineRules,
  type AssignLineRequest,
  type CsvLayout,
  type DiscardLineRequest,
} from '../bank-statements.js';
import {
  paymentRejectionRules,
  recordedPaymentRules,
  type RecordedPaymentRequest,
} from '../recorded-payment.js';
import { checkFields } from '../rules.js';
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
  [
    'recorded payment',
    recordedPaymentCases,
    (body) => checkFields(recordedPaymentRules, body as unknown as RecordedPaymentRequest),
  ],
  [
    'programme session',
    programmeSessionCases,
    (body) => checkFields(programmeSessionRules, body as unknown as ProgrammeSessionInput),
  ],
  [
    'programme placement',
    programmePlacementCases,
    (body) => checkFields(programmePlacementRules, body as unknown as ProgrammePlacementInput),
  ],
  [
    'review settings',
    reviewSettingsCases,
    (body) => checkFields(reviewSettingsRules, body as unknown as ReviewSettings),
  ],
  [
    'team invitation',
    teamInvitationCases,
    (body) => checkFields(teamInvitationRules, body as unknown as TeamInvitationRequest),
  ],
  [
    'role change',
    roleChangeCases,
    (body) => checkFields(roleChangeRules, body as unknown as RoleChange),
  ],
  [
    'password change',
    passwordChangeCases,
    (body) => checkFields(passwordChangeRules, body as unknown as PasswordChange),
  ],
  [
    'invitation acceptance',
    invitationAcceptanceCases,
    (body) => checkFields(invitationAcceptanceRules, body as unknown as InvitationAcceptance),
  ],
  ['sign-in', loginCases, (body) => checkFields(loginRules, body as unknown as LoginRequest)],
  [
    'payment rejection',
    paymentRejectionCases,
    (body) => checkFields(paymentRejectionRules, body as unknown as PaymentRejection),
  ],
  [
    'statement line assignment',
    assignLineCases,
    (body) => checkFields(assignLineRules, body as unknown as AssignLineRequest),
  ],
  [
    'statement line set-aside',
    discardLineCases,
    (body) => checkFields(discardLineRules, body as unknown as DiscardLineRequest),
  ],
  [
    'statement column mapping',
    csvLayoutCases,
    (body) => checkFields(csvLayoutRules, body as unknown as CsvLayout),
  ],
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
