import { centsToUsd, paymentBalance, settle, toCents } from './settlement.js';

describe('settle', () => {
  it('leaves part of the fee due and the fee uncovered after a part payment', () => {
    expect(settle({ registrationFeeCents: 15000 }, 2000)).toEqual({
      amountPaidCents: 2000,
      balanceDueCents: 13000,
      overpaidCents: 0,
      registrationFeeCovered: false,
    });
  });

  it('covers the fee once the payments reach it', () => {
    expect(settle({ registrationFeeCents: 15000 }, 15000).registrationFeeCovered).toBe(true);
  });

  it('applies what is paid to the registration fee before the add-ons', () => {
    const settlement = settle({ registrationFeeCents: 15000, addOnCents: [4000] }, 16000);
    expect(settlement.registrationFeeCovered).toBe(true);
    expect(settlement.balanceDueCents).toBe(3000);
  });

  it('counts what was paid beyond every charge as overpaid', () => {
    expect(settle({ registrationFeeCents: 5000 }, 6000)).toMatchObject({
      balanceDueCents: 0,
      overpaidCents: 1000,
    });
  });

  it('writes the amounts as decimal text', () => {
    expect(paymentBalance(settle({ registrationFeeCents: 15000 }, 2000))).toEqual({
      amountPaid: '20.00',
      balanceDue: '130.00',
    });
  });
});

describe('toCents and centsToUsd', () => {
  it.each([
    ['150.00', 15000],
    ['150', 15000],
    ['0.1', 10],
    ['-20.50', -2050],
    [19.99, 1999],
    [0.29, 29],
  ])('reads %p as %p cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
  });

  it('writes cents with two decimals', () => {
    expect(centsToUsd(13000)).toBe('130.00');
    expect(centsToUsd(5)).toBe('0.05');
    expect(centsToUsd(-2050)).toBe('-20.50');
  });
});
