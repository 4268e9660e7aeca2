/** Choice lists of the forms. The server accepts exactly these values. */

export const registrationTitles = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.', 'Other'] as const;
export type RegistrationTitle = (typeof registrationTitles)[number];

export const membershipTitles = ['Dr.', 'Prof.', 'Mr.', 'Mrs.', 'Ms.', 'Other'] as const;
export type MembershipTitle = (typeof membershipTitles)[number];

export const genders = ['Male', 'Female', 'Prefer not to say'] as const;
export type Gender = (typeof genders)[number];

export const yesNo = ['Yes', 'No'] as const;
export type YesNo = (typeof yesNo)[number];

/** How a registrant attends: the admin views show "Presenter (type)" or "Attendee". */
export const participationTypes = ['attendee', 'presenter'] as const;
export type ParticipationType = (typeof participationTypes)[number];

export const registrationPresentationTypes = ['oral', 'poster'] as const;
export type RegistrationPresentationType = (typeof registrationPresentationTypes)[number];

export const participationLabels: Record<ParticipationType, string> = {
  attendee: 'Attendee',
  presenter: 'Presenter',
};

export const registrationPresentationLabels: Record<RegistrationPresentationType, string> = {
  oral: 'Oral',
  poster: 'Poster',
};

export const subthemeTitles = [
  'Advancing the Science and Applications in Geology',
  'Geo-education & Capacity Building',
  'Harnessing Geospatial Data and AI',
  'Geosciences for Climate Resilience',
  'Critical Minerals and the Green Economy',
  'Emerging Technologies in Oil and Gas',
  'Digital Transformation in Geosciences',
  'Water Supply and Geosciences',
  'Urbanization and Resilient Infrastructure',
  'Geoethics and Inclusive Development',
  'Geoscience-Driven Policies in Natural Resource Management',
] as const;
export type SubthemeTitle = (typeof subthemeTitles)[number];

export const abstractLanguages = ['English', 'French', 'Portuguese'] as const;
export type AbstractLanguage = (typeof abstractLanguages)[number];

export const abstractPresentationTypes = ['Oral Presentation', 'Poster Presentation'] as const;
export type AbstractPresentationType = (typeof abstractPresentationTypes)[number];

export const accommodationTypes = [
  '3-Bedroom Apartment',
  '2-Bedroom Apartment',
  'Single Deluxe Room',
] as const;
export type AccommodationType = (typeof accommodationTypes)[number];

export const accommodationPricesUsd: Record<AccommodationType, number> = {
  '3-Bedroom Apartment': 275,
  '2-Bedroom Apartment': 200,
  'Single Deluxe Room': 120,
};

export const sharingPreferences = [
  'Willing to share',
  'Prefer private room',
  'No preference',
] as const;
export type SharingPreference = (typeof sharingPreferences)[number];

export const paymentStatuses = ['pending', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const paymentMethods = ['bank-transfer', 'mobile-money', 'other'] as const;
/** Taken at the walk-in desk: cash in hand or a mobile-money transfer seen on the phone. */
export const walkInPaymentMethods = ['cash', 'mobile-money'] as const;
export type PaymentMethod = (typeof paymentMethods)[number] | (typeof walkInPaymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  'bank-transfer': 'Bank transfer',
  'mobile-money': 'Mobile money',
  other: 'Other',
  cash: 'Cash',
};
