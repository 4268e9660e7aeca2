import { fixedClock } from './clock.js';
import {
  categoryOptionLabel,
  earlyBirdEndsAt,
  feeFor,
  formatUsd,
  pricingTier,
  quoteFee,
  revenueGroupOf,
} from './fees.js';

describe('the early-bird rule', () => {
  it('ends at 23:59:59 on 31 July 2025 in Kampala (UTC+3), which is 20:59:59 UTC', () => {
    expect(earlyBirdEndsAt.toISOString()).toBe('2025-07-31T21:00:00.000Z');
  });

  it('is early bird through the last second of 31 July, Kampala time', () => {
    expect(pricingTier(fixedClock('2025-07-31T23:59:59+03:00'))).toBe('early-bird');
    expect(pricingTier(fixedClock('2025-01-01T00:00:00+03:00'))).toBe('early-bird');
  });

  it('is standard from midnight on 1 August, Kampala time', () => {
    expect(pricingTier(fixedClock('2025-08-01T00:00:00+03:00'))).toBe('standard');
    expect(pricingTier(fixedClock('2026-11-21T12:00:00Z'))).toBe('standard');
  });
});

describe('the fee table', () => {
  it.each([
    ['non-member', 150, 200],
    ['member', 100, 150],
    ['affiliate-member', 100, 150],
    ['student', 50, 80],
  ] as const)('charges a %s %i early and %i standard', (category, early, standard) => {
    expect(feeFor(category, 'early-bird')).toBe(early);
    expect(feeFor(category, 'standard')).toBe(standard);
  });

  it('quotes the fee of the tier in force on the given clock', () => {
    expect(quoteFee('student', fixedClock('2025-07-31T20:59:59Z'))).toEqual({
      category: 'student',
      tier: 'early-bird',
      feeUsd: 50,
    });
    expect(quoteFee('student', fixedClock('2025-07-31T21:00:00Z'))).toEqual({
      category: 'student',
      tier: 'standard',
      feeUsd: 80,
    });
  });

  it('labels each option with the price of the current tier', () => {
    expect(categoryOptionLabel('non-member', 'early-bird')).toBe('Non-member - $150');
    expect(categoryOptionLabel('student', 'standard')).toBe('Student - $80');
  });
});

describe('the admin revenue groups', () => {
  it('put members with speakers and affiliates with students', () => {
    expect(revenueGroupOf('non-member')).toBe('nonMember');
    expect(revenueGroupOf('member')).toBe('speakerMember');
    expect(revenueGroupOf('affiliate-member')).toBe('affiliateStudent');
    expect(revenueGroupOf('student')).toBe('affiliateStudent');
  });
});

describe('formatUsd', () => {
  it('shows whole amounts as $x USD and totals with two decimals', () => {
    expect(formatUsd(150)).toBe('$150 USD');
    expect(formatUsd(1250, { cents: true })).toBe('$1,250.00 USD');
  });
});
