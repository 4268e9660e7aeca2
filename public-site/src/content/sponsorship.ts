import { edition, mailboxes } from '@caawg11/conference';

/** Words of the sponsorship page. */
export const sponsorshipContent = {
  title: 'Sponsorship Opportunities',
  heroDates: `${edition.datesLabel} · ${edition.venueCity}`,
  heroTagline: `Partner with ${edition.shortName} and the ${edition.associationName} in its ${edition.anniversaryYears}th anniversary year.`,
  intro: `${edition.shortName} brings together geoscientists, researchers, industry leaders and students from across Africa and beyond under the theme "${edition.theme}". Sponsoring the conference puts your organisation at the heart of this community and supports the next generation of women in geosciences.`,
  viewPackages: 'View Sponsorship Packages',
  contactUs: 'Contact Us',
  benefitsHeading: 'Why Partner With Us?',
  benefits: [
    {
      title: 'Brand Visibility & Recognition',
      text: 'Your brand on conference materials, the website and the stage, seen by delegates from dozens of countries.',
    },
    {
      title: 'Networking Opportunities',
      text: 'Meet researchers, decision makers and industry leaders throughout five days of sessions and events.',
    },
    {
      title: 'Industry Leadership',
      text: 'Show your commitment to the future of geosciences in Africa and to the innovation that drives it.',
    },
    {
      title: 'Talent Acquisition',
      text: 'Connect with talented geoscientists, graduates and students at the start of their careers.',
    },
    {
      title: 'Corporate Social Responsibility',
      text: 'Support women in geosciences and inclusive growth across the continent.',
    },
    {
      title: 'Market Expansion',
      text: 'Reach new partners and clients in the mining, energy, water and environmental sectors.',
    },
  ],
  packagesHeading: 'Sponsorship Packages',
  packagesIntro: 'Choose the package that fits your goals; open a package to see what it includes.',
  inquire: 'Inquire About This Package',
  ctaHeading: 'Ready to Become a Sponsor?',
  ctaText: `Tell us about your organisation and we will find the partnership that suits you. You can also write to ${mailboxes.sponsorship}.`,
  dialogTitle: 'Sponsorship Inquiry',
  dialogIntro: 'Fields marked * are required.',
  submit: 'Submit Inquiry',
  cancel: 'Cancel',
  thankYou: 'Thank You!',
} as const;
