import { edition } from '@caawg11/conference';

export const homeHero = {
  badgeAlt: `${edition.anniversaryYears} years of ${edition.associationShortName}, ${edition.foundedYear} to ${edition.year}`,
  eyebrow: `${edition.anniversaryYears} Years of Empowering Women in Geosciences`,
  title: edition.fullName,
  theme: edition.theme,
} as const;

export const welcome = {
  title: `Welcome to ${edition.shortName}`,
  paragraphs: [
    `The ${edition.associationName} invites you to ${edition.venueCity} for its ${edition.number}th conference, ${edition.datesLabel}. This edition marks ${edition.anniversaryYears} years since the association was founded in ${edition.foundedIn}.`,
    'Join geoscientists, students, industry leaders and policy makers for keynotes, technical sessions, workshops and a field trip to the geological wonders of Western Uganda.',
  ],
} as const;

export const earlyBirdBanner = {
  title: 'Early Bird Registration',
  unit: (days: number) => (days === 1 ? 'day' : 'days'),
  /** Follows the day count while the early-bird offer runs (until 31 July 2025). */
  before: 'left to save on your registration fees',
  /** After 31 July 2025 the count goes up, so the banner says how long ago the offer ended. */
  after: 'since the early bird offer ended',
  cta: 'Register Now',
} as const;
