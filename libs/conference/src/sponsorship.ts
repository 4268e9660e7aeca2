export interface SponsorBenefitGroup {
  category: string;
  items: readonly string[];
}

export interface SponsorPackage {
  id: string;
  name: string;
  priceUsd: number;
  availability: string;
  badge?: string;
  benefits: readonly SponsorBenefitGroup[];
}

/** Sponsorship packages, with what each one offers. */
export const sponsorPackages: readonly SponsorPackage[] = [
  {
    id: 'platinum',
    name: 'Platinum',
    priceUsd: 20000,
    availability: 'Exclusive - 1 available',
    badge: 'MOST POPULAR',
    benefits: [
      {
        category: 'Registrations',
        items: ['Four sponsor registrations', 'Two exhibitor registrations'],
      },
      { category: 'Exhibition', items: ['Two exhibition booths of 18 sqm'] },
      {
        category: 'Visibility',
        items: [
          'Company synopsis of 200 words in the conference programme',
          'Logo on all conference materials',
        ],
      },
    ],
  },
  {
    id: 'gold',
    name: 'Gold',
    priceUsd: 10000,
    availability: 'Limited availability',
    benefits: [
      {
        category: 'Registrations',
        items: ['Three sponsor registrations', 'Two exhibitor registrations'],
      },
      { category: 'Exhibition', items: ['Two exhibition booths of 18 sqm'] },
      {
        category: 'Visibility',
        items: ['Company synopsis of 100 words in the conference programme'],
      },
    ],
  },
  {
    id: 'silver',
    name: 'Silver',
    priceUsd: 5000,
    availability: 'Available',
    benefits: [
      {
        category: 'Registrations',
        items: ['Two sponsor registrations', 'One exhibitor registration'],
      },
      { category: 'Exhibition', items: ['One exhibition booth of 9 sqm'] },
      {
        category: 'Visibility',
        items: ['Company synopsis of 50 words in the conference programme'],
      },
    ],
  },
  {
    id: 'bronze',
    name: 'Bronze',
    priceUsd: 2000,
    availability: 'Available',
    benefits: [
      {
        category: 'Registrations',
        items: ['One sponsor registration', 'One exhibitor registration'],
      },
      { category: 'Exhibition', items: ['One exhibition booth of 9 sqm'] },
      {
        category: 'Visibility',
        items: ['Company synopsis of 25 words in the conference programme'],
      },
    ],
  },
  {
    id: 'exhibition-booth',
    name: 'Exhibition Booth',
    priceUsd: 1000,
    availability: 'Available',
    benefits: [{ category: 'Exhibition', items: ['One exhibition booth of 9 sqm'] }],
  },
];

export const customPackageOption = 'Custom Package';

/** The inquiry dialog's options: 'name - price' for each package, then 'Custom Package'. */
export function packageOptionLabel(pkg: SponsorPackage): string {
  return `${pkg.name} - $${pkg.priceUsd.toLocaleString('en-US')}`;
}

export const packageInterestOptions: readonly string[] = [
  ...sponsorPackages.map(packageOptionLabel),
  customPackageOption,
];
