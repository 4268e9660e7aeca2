import {
  cancellationPolicyRules,
  cancellationReasonError,
  cancellationRefundDueCents,
  refundPercentOn,
  type CancellationPolicy,
} from './cancellation.js';
import { fieldTripSettingsRules, isChargedSeat, promotedPayBy } from './field-trip.js';

const policy: CancellationPolicy = {
  fullRefundBefore: '2025-08-01',
  partialRefundBefore: '2025-09-01',
  partialRefundPercent: 50,
};

describe('the cancellation policy', () => {
  it('gives everything back before the full-refund day, the share before the second, none after', () => {
    expect(refundPercentOn(policy, '2025-07-31')).toBe(100);
    expect(refundPercentOn(policy, '2025-08-01')).toBe(50);
    expect(refundPercentOn(policy, '2025-08-31')).toBe(50);
    expect(refundPercentOn(policy, '2025-09-01')).toBe(0);
    expect(refundPercentOn(policy, '2025-10-02')).toBe(0);
  });

  it('owes the share of what was paid, less the refunds already made', () => {
    expect(
      cancellationRefundDueCents({ refundPercent: 100, receivedCents: 15000, refundedCents: 0 }),
    ).toBe(15000);
    expect(
      cancellationRefundDueCents({ refundPercent: 50, receivedCents: 15000, refundedCents: 2000 }),
    ).toBe(5500);
    expect(
      cancellationRefundDueCents({ refundPercent: 0, receivedCents: 15000, refundedCents: 0 }),
    ).toBe(0);
  });

  it('never owes less than nothing, even when more was refunded than the share', () => {
    expect(
      cancellationRefundDueCents({ refundPercent: 50, receivedCents: 15000, refundedCents: 9000 }),
    ).toBe(0);
    expect(
      cancellationRefundDueCents({ refundPercent: 100, receivedCents: 0, refundedCents: 0 }),
    ).toBe(0);
  });

  it('rounds a share to the nearest cent', () => {
    expect(
      cancellationRefundDueCents({ refundPercent: 33, receivedCents: 1001, refundedCents: 0 }),
    ).toBe(330);
    expect(
      cancellationRefundDueCents({ refundPercent: 50, receivedCents: 1, refundedCents: 0 }),
    ).toBe(1);
  });

  it('checks the policy form: dates, their order and a whole percentage', () => {
    const check = (values: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(cancellationPolicyRules).map(([field, rule]) => [
          field,
          rule(values[field], values),
        ]),
      );
    expect(check({ ...policy })).toEqual({
      fullRefundBefore: null,
      partialRefundBefore: null,
      partialRefundPercent: null,
    });
    expect(
      check({
        fullRefundBefore: '2025-09-02',
        partialRefundBefore: '2025-09-01',
        partialRefundPercent: 101,
      }),
    ).toEqual({
      fullRefundBefore: null,
      partialRefundBefore: 'The partial-refund date cannot come before the full-refund date',
      partialRefundPercent: 'Please enter a whole percentage from 0 to 100',
    });
    expect(
      check({
        fullRefundBefore: '2025-02-30',
        partialRefundBefore: 'soon',
        partialRefundPercent: 12.5,
      }),
    ).toEqual({
      fullRefundBefore: 'Please enter the date as YYYY-MM-DD',
      partialRefundBefore: 'Please enter the date as YYYY-MM-DD',
      partialRefundPercent: 'Please enter a whole percentage from 0 to 100',
    });
  });

  it('asks an organiser for a reason', () => {
    expect(cancellationReasonError('  ')).toBe('Please give the reason for the cancellation');
    expect(cancellationReasonError('x'.repeat(1001))).toBe(
      'Please keep the reason under 1000 characters',
    );
    expect(cancellationReasonError('Visa refused')).toBeNull();
  });
});

describe('a seat given from the waiting list', () => {
  it('is paid by the pay-by day, or a week after the promotion when that is later', () => {
    expect(promotedPayBy('2025-09-15', '2025-08-01')).toBe('2025-09-15');
    expect(promotedPayBy('2025-09-15', '2025-09-12')).toBe('2025-09-19');
    expect(promotedPayBy('2025-09-15', '2025-09-20')).toBe('2025-09-27');
  });
});

describe('the field trip settings and charges', () => {
  it('charges a held or paid seat, not a waiting place or no seat', () => {
    expect(isChargedSeat('held')).toBe(true);
    expect(isChargedSeat('paid')).toBe(true);
    expect(isChargedSeat('waiting')).toBe(false);
    expect(isChargedSeat(null)).toBe(false);
  });

  it('takes a whole number of seats and a calendar pay-by day', () => {
    expect(fieldTripSettingsRules.seats(40)).toBeNull();
    expect(fieldTripSettingsRules.seats(0)).toBeNull();
    expect(fieldTripSettingsRules.seats(-1)).toBe(
      'Please enter a whole number of seats from 0 to 10000',
    );
    expect(fieldTripSettingsRules.seats(2.5)).not.toBeNull();
    expect(fieldTripSettingsRules.seats('40')).not.toBeNull();
    expect(fieldTripSettingsRules.payBy('2025-09-15')).toBeNull();
    expect(fieldTripSettingsRules.payBy('2025-02-30')).toBe(
      'Please enter the pay-by date as YYYY-MM-DD',
    );
  });
});
