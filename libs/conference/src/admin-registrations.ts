import type {
  ParticipationType,
  PaymentMethod,
  PaymentStatus,
  RegistrationPresentationType,
} from './choices.js';
import type { ParticipantCategory, PricingTier } from './fees.js';
import type { Language } from './languages.js';
import type { CancellationSummary } from './cancellation.js';
import type { FieldTripSeat } from './field-trip.js';
import type { ConsentView } from './privacy.js';
import type { RegistrationRequest } from './public-forms.js';

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
