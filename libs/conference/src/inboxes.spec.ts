import { maxSponsorshipUsd, sponsorshipAmountMessages, sponsorshipAmountRule } from './inboxes.js';

describe('the agreed sponsorship amount', () => {
  it.each([null, '', '  ', 0, 7500.5, '7500.50', maxSponsorshipUsd])('accepts %p', (value) => {
    expect(sponsorshipAmountRule(value)).toBeNull();
  });

  it.each([-5, '-5', 12.345, '12.345', 'abc', '1e3', Number.NaN, {}])('refuses %p', (value) => {
    expect(sponsorshipAmountRule(value)).toBe(sponsorshipAmountMessages.amount);
  });

  it('refuses an amount above the largest', () => {
    expect(sponsorshipAmountRule(maxSponsorshipUsd + 1)).toBe(sponsorshipAmountMessages.tooLarge);
  });
});
