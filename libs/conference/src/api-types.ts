import type { ApiResult } from './api-results.js';
import type { AccountRole, StaffRole } from './roles.js';
import type {
  AbstractLanguage,
  AbstractPresentationType,
  AccommodationType,
  Gender,
  MembershipTitle,
  ParticipationType,
  PaymentMethod,
  PaymentStatus,
  RegistrationPresentationType,
  RegistrationTitle,
  SharingPreference,
  SubthemeTitle,
  YesNo,
} from './choices.js';
import type { ParticipantCategory, PricingTier } from './fees.js';
import type { Language } from './languages.js';
import type { CancellationSummary } from './cancellation.js';
import type { FieldTripSeat } from './field-trip.js';
import type { ConsentView } from './privacy.js';

export interface MembershipRequest {
  title: MembershipTitle | '';
  name: string;
  organisation: string;
  profession: string;
  qualification: string;
  address: string;
  phone: string;
  mobile: string;
  fax: string;
  email: string;
  webpage: string;
}

export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The registration form's fields as sent in multipart (booleans as 'true' / 'false'). */
export interface RegistrationRequest {
  title: RegistrationTitle | '';
  otherTitle: string;
  firstName: string;
  otherNames: string;
  gender: Gender | '';
  email: string;
  phone: string;
  country: string;
  city: string;
  institution: string;
  participationType: ParticipationType | '';
  presentationType: RegistrationPresentationType | '';
  participantCategory: ParticipantCategory | '';
  fieldTrip: YesNo | '';
  marketingConsent: boolean;
  paymentConfirmation: boolean;
  programConsent: boolean;
  emailConsent: boolean;
  /** A pro-forma invoice attached to the confirmation e-mail, for an institution that pays against one. */
  invoiceRequested: boolean;
  recaptchaToken: string;
}

export interface RegistrationResult extends ApiResult {
  reference: string;
  feeUsd: number;
  tier: PricingTier;
}

export interface AccessRequest {
  email: string;
}

export interface AbstractRequest {
  fullName: string;
  affiliation: string;
  email: string;
  phone: string;
  abstractTitle: string;
  subtheme: SubthemeTitle | '';
  language: AbstractLanguage;
  presentationType: AbstractPresentationType;
  comments: string;
  recaptchaToken: string;
}

export interface BookingRequest {
  fullName: string;
  email: string;
  phone: string;
  nationality: string;
  accommodationType: AccommodationType;
  sharingPreference: SharingPreference;
  checkInDate: string;
  checkOutDate: string;
  specialRequests: string;
  recaptchaToken: string;
}

export interface SponsorshipRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  packageInterest: string;
  message: string;
}

/**
 * GET /api/captcha/challenge: an ALTCHA (v2 protocol) challenge as the `altcha` widget
 * expects it. The widget's solved payload goes into `recaptchaToken`.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    expiresAt?: number;
    [parameter: string]: unknown;
  };
  signature?: string;
}

/** GET /api/captcha/config: which robot check the forms show. */
export interface CaptchaConfig extends ApiResult {
  provider: 'altcha' | 'recaptcha';
  /** ALTCHA: where the widget fetches challenges. */
  challengeUrl?: string;
  /** reCAPTCHA: the public site key. */
  siteKey?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthUser {
  id: string;
  email: string;
  role: AccountRole;
  /** A reviewer's subthemes: the abstracts they may see. */
  subthemes?: readonly SubthemeTitle[];
  /**
   * Set on a sign-in whose role needs two factors the account has not set up: it reaches the
   * two-factor set-up and nothing else.
   */
  twoFactorSetupRequired?: true;
}

export interface LoginResult extends ApiResult {
  token: string;
  /** The token reaches only the two-factor set-up until it is done. */
  twoFactorSetupRequired?: true;
}

/** `POST /api/auth/password`: answers as a sign-in does, with a fresh token. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** A registration as the admin panel sees it. */
export interface AdminRegistration {
  _id: string;
  reference: string;
  title: string;
  firstName: string;
  familyName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  institution: string;
  gender: string;
  participantCategory: ParticipantCategory;
  registrationType: string;
  participationType: ParticipationType;
  presentationType: RegistrationPresentationType | null;
  registrationFee: number;
  pricingTier: PricingTier;
  attendingFieldTrip: boolean;
  paymentStatus: PaymentStatus;
  /** Verified payments less refunds, USD with two decimals. */
  amountPaid: string;
  /** What is still owed on the fee (and add-ons), USD with two decimals. */
  balanceDue: string;
  /** The field-trip seat of a registration that chose the trip; null otherwise. */
  fieldTripSeat: FieldTripSeat | null;
  /** Set once the registration is cancelled, with the refund still due under the policy. */
  cancellation: CancellationSummary | null;
  hasStudentId: boolean;
  createdAt: string;
}

/**
 * The admin view of one registration, with what the edit screen and the details dialog need
 * beyond the list's shape: the free-text title and where to ask for a link to the student ID.
 */
export interface AdminRegistrationDetails extends AdminRegistration {
  otherTitle: string | null;
  /**
   * A new address an organiser proposed, until its owner confirms it from the link sent to it;
   * `email` stays the confirmed address meanwhile. Null when no change waits.
   */
  pendingEmail: string | null;
  /** POST here (with the admin's token) for a short-lived link to the student ID file. */
  studentIdUrl: string | null;
  /**
   * The language the registrant used on the site; their e-mails are written in it. The api
   * always gives it; English is meant where it is absent.
   */
  visitorLanguage?: Language;
  /** Each consent with the privacy notice version shown; given by `GET /api/admin/registrations/:id`. */
  consents?: ConsentView[];
}

/** The fields of the admin's edit screen, named as the registration form names them. */
export type AdminRegistrationUpdate = Pick<
  RegistrationRequest,
  | 'title'
  | 'otherTitle'
  | 'firstName'
  | 'otherNames'
  | 'gender'
  | 'email'
  | 'phone'
  | 'country'
  | 'city'
  | 'institution'
  | 'participationType'
  | 'presentationType'
  | 'participantCategory'
  | 'fieldTrip'
>;

/** `PUT /api/admin/registrations/:id/status`. */
export interface RegistrationStatusChange {
  status: PaymentStatus;
}

/** The Payments section's filter: one status, or all of them. */
export type PaymentFilter = PaymentStatus | 'all';

export interface AdminPayment {
  _id: string;
  registration: {
    _id: string;
    reference: string;
    firstName: string;
    familyName: string;
    email: string;
  };
  amount: number;
  method: PaymentMethod;
  reference: string;
  paymentDate: string;
  status: PaymentStatus;
  proofUrl: string | null;
  notes: string | null;
  createdAt: string;
}

/** `PUT /api/admin/payments/:id/reject`: the reason, which the registrant is e-mailed. */
export interface PaymentRejection {
  notes: string;
}

/**
 * A short-lived signed link to a stored file (a proof, a student ID, an abstract's file), as
 * the admin api issues it for a new tab, which cannot carry the bearer token.
 */
export interface FileLink {
  url: string;
  expiresAt: string;
}

export interface DashboardStatistics {
  totalRegistrations: number;
  verifiedPayments: number;
  pendingPayments: number;
  totalAbstracts: number;
  totalRevenue: number;
  registrationTypeBreakdown: { nonMember: number; speakerMember: number; affiliateStudent: number };
  presentationTypes: { oral: number; poster: number };
  fieldTripAttendance: number;
  recentRegistrations: AdminRegistration[];
}

/**
 * The registrant's own page (/my-registration), opened from the e-mailed access link.
 * Calls carry the link's token in the X-Access-Token header, never in a logged URL.
 */
export const accessTokenHeader = 'X-Access-Token';

export interface MyPayment {
  _id: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  paymentDate: string;
  status: PaymentStatus;
  notes: string | null;
  createdAt: string;
}

export interface MyRegistration {
  reference: string;
  title: string;
  firstName: string;
  familyName: string;
  email: string;
  participantCategory: ParticipantCategory;
  categoryLabel: string;
  pricingTier: PricingTier;
  feeUsd: number;
  fieldTrip: boolean;
  paymentStatus: PaymentStatus;
  /** Verified payments less refunds, USD with two decimals. */
  amountPaid: string;
  /** What is still owed, USD with two decimals. */
  balanceDue: string;
  /** YYYY-MM-DD: when the fee is due, as the payment reminders count it. */
  paymentDueDate: string;
  payments: MyPayment[];
  /** The field-trip seat (held, paid or waiting); null or absent without the trip. */
  fieldTripSeat?: FieldTripSeat | null;
  /** Set once the registration is cancelled, with the refund due under the policy. */
  cancellation?: CancellationSummary | null;
}

/** GET /api/my-registration (header X-Access-Token). 401 with a message for an unknown or expired token. */
export interface MyRegistrationResult extends ApiResult {
  data: MyRegistration;
}

/**
 * POST /api/my-registration/payments (header X-Access-Token), multipart: these fields and the
 * file part `proofFile` (PDF, JPEG or PNG, at most 5 MB), in any order.
 */
export interface PaymentProofRequest {
  method: PaymentMethod;
  reference: string;
  amount: string;
  paymentDate: string;
}

/**
 * A request as the api receives it: the forms always send every field, but another client may
 * leave out the ones named in `Optional`.
 */
export type WithOptional<T, Optional extends keyof T> = Omit<T, Optional> &
  Partial<Pick<T, Optional>>;

/** An organiser's account as team management lists it. */
export interface TeamMember {
  id: string;
  email: string;
  role: AccountRole;
  status: 'active' | 'disabled';
  createdAt: string;
  /** For a reviewer: the subthemes whose abstracts they review. */
  subthemes: SubthemeTitle[];
  /** Whether the member signs in with a second factor. */
  twoFactor: boolean;
}

/** How long an invitation's link can be used. */
export const invitationLifetimeHours = 72;

/** `POST /api/admin/team/invitations`: the invitee gets a single-use link by e-mail. */
export interface TeamInvitationRequest {
  email: string;
  role: StaffRole;
  /** For a reviewer. */
  subthemes?: SubthemeTitle[];
}

/** An invitation not yet accepted, as team management lists it. */
export interface TeamInvitation {
  id: string;
  email: string;
  role: StaffRole;
  subthemes: SubthemeTitle[];
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}

/** `PUT /api/admin/team/:id/role`. */
export interface RoleChange {
  role: StaffRole;
}

/** `PUT /api/admin/team/:id/subthemes`. */
export interface ReviewerSubthemesChange {
  subthemes: SubthemeTitle[];
}

/**
 * `POST /api/auth/invitations/preview`: the token of the invitation link travels in the body,
 * never in a path or query that logs would keep.
 */
export interface InvitationLink {
  token: string;
}

/** The answer to `POST /api/auth/invitations/preview`: what the set-password page shows. */
export interface InvitationPreview {
  email: string;
  role: StaffRole;
}

/** `POST /api/auth/invitations/accept`: the invitee's own password; answers as a sign-in does. */
export interface InvitationAcceptance extends InvitationLink {
  password: string;
}

/** `POST /api/auth/password-reset`: answers 202 alike for every address. */
export interface PasswordResetRequest {
  email: string;
}

/**
 * `POST /api/auth/password-reset/confirm`: the token of the e-mailed link, in the body as an
 * invitation's travels, and the new password.
 */
export interface PasswordResetConfirmation {
  token: string;
  password: string;
}
