import { feeTable, paymentBalance, type AdminRegistrationDetails } from '@caawg11/conference';
import type { Registration } from '../registration.entity.js';
import type { Standing } from '../standing.js';

/** 'Dr.', or the free text given when the title is 'Other'. */
export function displayTitle(registration: Pick<Registration, 'title' | 'otherTitle'>): string {
  return registration.title === 'Other' ? (registration.otherTitle ?? '') : registration.title;
}

export function fullName(
  registration: Pick<Registration, 'title' | 'otherTitle' | 'firstName' | 'otherNames'>,
): string {
  return [displayTitle(registration), registration.firstName, registration.otherNames]
    .filter((part) => part.trim() !== '')
    .join(' ');
}

/** The reference the registrant quotes; a registration without one is named by its number. */
export function referenceOf(registration: Pick<Registration, 'id' | 'reference'>): string {
  return registration.reference ?? `#${registration.id}`;
}

/** Where an organiser asks for a short-lived link to the registrant's student ID. */
export function studentIdLinkPath(id: string): string {
  return `/api/admin/registrations/${id}/student-id-link`;
}

export function toAdminRegistration(
  registration: Registration,
  { settlement, fieldTripSeat, cancellation }: Standing,
): AdminRegistrationDetails {
  return {
    _id: registration.id,
    reference: registration.reference ?? '',
    title: registration.title,
    otherTitle: registration.otherTitle,
    firstName: registration.firstName,
    familyName: registration.otherNames,
    email: registration.email,
    pendingEmail: registration.pendingEmail,
    phone: registration.phone,
    country: registration.country,
    city: registration.city,
    institution: registration.institution,
    gender: registration.gender,
    participantCategory: registration.participantCategory,
    registrationType:
      feeTable[registration.participantCategory]?.label ?? registration.participantCategory,
    participationType: registration.participationType,
    presentationType:
      registration.participationType === 'presenter' ? registration.presentationType : null,
    registrationFee: registration.feeUsd,
    pricingTier: registration.pricingTier,
    attendingFieldTrip: registration.fieldTrip,
    paymentStatus: registration.paymentStatus,
    ...paymentBalance(settlement),
    fieldTripSeat,
    cancellation,
    hasStudentId: registration.studentIdFileId !== null,
    studentIdUrl: registration.studentIdFileId ? studentIdLinkPath(registration.id) : null,
    visitorLanguage: registration.language,
    createdAt: registration.createdAt.toISOString(),
  };
}
