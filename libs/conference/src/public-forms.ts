import type { ApiResult } from './api-results.js';
import type {
  AbstractLanguage,
  AbstractPresentationType,
  AccommodationType,
  Gender,
  MembershipTitle,
  ParticipationType,
  RegistrationPresentationType,
  RegistrationTitle,
  SharingPreference,
  SubthemeTitle,
  YesNo,
} from './choices.js';
import type { ParticipantCategory, PricingTier } from './fees.js';

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
