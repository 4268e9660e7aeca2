import type { Clock } from './clock.js';
import { deadlines } from './dates.js';
import { conferenceInstant } from './time.js';

export const participantCategories = [
  'non-member',
  'member',
  'affiliate-member',
  'student',
] as const;
export type ParticipantCategory = (typeof participantCategories)[number];

export type PricingTier = 'early-bird' | 'standard';

export const pricingTierLabels: Record<PricingTier, string> = {
  'early-bird': 'Early bird',
  standard: 'Standard',
};

interface CategoryFacts {
  label: string;
  earlyBirdUsd: number;
  standardUsd: number;
}

/** Registration fees in USD, by registration type and early-bird tier. */
export const feeTable: Record<ParticipantCategory, CategoryFacts> = {
  'non-member': { label: 'Non-member', earlyBirdUsd: 150, standardUsd: 200 },
  member: { label: 'AAWG member', earlyBirdUsd: 100, standardUsd: 150 },
  'affiliate-member': { label: 'AAWG affiliate member', earlyBirdUsd: 100, standardUsd: 150 },
  student: { label: 'Student', earlyBirdUsd: 50, standardUsd: 80 },
};

export const feeCoverageNote =
  'Fees cover the abstract volume, coffee breaks and lunches; workshops, courses, trainings and the field trip are not included.';

/** The first instant of standard pricing: early bird runs to 23:59:59 on 31 July 2025, Kampala time. */
export const earlyBirdEndsAt: Date = new Date(
  conferenceInstant(deadlines.earlyBirdLastDay, '23:59:59').getTime() + 1000,
);

export function pricingTier(clock: Clock): PricingTier {
  return clock.now().getTime() < earlyBirdEndsAt.getTime() ? 'early-bird' : 'standard';
}

export function feeFor(category: ParticipantCategory, tier: PricingTier): number {
  const facts = feeTable[category];
  return tier === 'early-bird' ? facts.earlyBirdUsd : facts.standardUsd;
}

export interface Quote {
  category: ParticipantCategory;
  tier: PricingTier;
  feeUsd: number;
}

/** What a registration in this category costs at this moment. The server stores what it returns. */
export function quoteFee(category: ParticipantCategory, clock: Clock): Quote {
  const tier = pricingTier(clock);
  return { category, tier, feeUsd: feeFor(category, tier) };
}

/** The option label of the registration form, with the price of the current tier. */
export function categoryOptionLabel(category: ParticipantCategory, tier: PricingTier): string {
  return `${feeTable[category].label} - $${feeFor(category, tier)}`;
}

export function isStudentCategory(category: string): boolean {
  return category === 'student';
}

/**
 * The admin panel's revenue tiles group the four categories into three, each shown at its
 * early-bird amount, as the dashboard's Financial Overview and the Statistics section show them.
 */
export const revenueGroups = ['nonMember', 'speakerMember', 'affiliateStudent'] as const;
export type RevenueGroup = (typeof revenueGroups)[number];

export const revenueGroupFacts: Record<RevenueGroup, { label: string; feeUsd: number }> = {
  nonMember: { label: 'Non-member Participants', feeUsd: 150 },
  speakerMember: { label: 'Speakers & Members', feeUsd: 100 },
  affiliateStudent: { label: 'AAWG & Students', feeUsd: 50 },
};

export function revenueGroupOf(category: ParticipantCategory): RevenueGroup {
  switch (category) {
    case 'non-member':
      return 'nonMember';
    case 'member':
      return 'speakerMember';
    case 'affiliate-member':
    case 'student':
      return 'affiliateStudent';
  }
}

/** Formats a USD amount the way the admin panel shows it: '$150 USD', or '$150.00 USD' for totals. */
export function formatUsd(amount: number, options: { cents?: boolean } = {}): string {
  const digits = options.cents ? 2 : 0;
  const text = amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: options.cents ? 2 : 2,
  });
  return `$${text} USD`;
}
