import { fixedClock } from './clock.js';
import {
  earlyBirdBannerDays,
  earlyBirdCountdown,
  padTwo,
  subthemesPanelText,
} from './early-bird.js';

describe('earlyBirdBannerDays', () => {
  it('counts the days left to 31 July 2025, rounded up', () => {
    expect(earlyBirdBannerDays(fixedClock('2025-07-30T12:00:00+03:00'))).toBe(1);
    expect(earlyBirdBannerDays(fixedClock('2025-07-01T00:00:00+03:00'))).toBe(30);
  });

  it('counts upward after the date', () => {
    expect(earlyBirdBannerDays(fixedClock('2025-08-10T00:00:00+03:00'))).toBe(10);
    expect(earlyBirdBannerDays(fixedClock('2025-08-10T00:00:01+03:00'))).toBe(11);
  });
});

describe('earlyBirdCountdown', () => {
  it('runs to 23:59:59 on 31 July 2025, Kampala time', () => {
    expect(earlyBirdCountdown(fixedClock('2025-07-30T23:59:58+03:00'))).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(earlyBirdCountdown(fixedClock('2025-07-31T23:59:59+03:00'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('is over once the deadline has passed', () => {
    expect(earlyBirdCountdown(fixedClock('2025-08-01T00:00:00+03:00'))).toBeNull();
  });

  it('zero-pads its parts', () => {
    expect(padTwo(7)).toBe('07');
    expect(padTwo(42)).toBe('42');
  });
});

describe('subthemesPanelText', () => {
  it('announces the early bird through 31 July 2025 and open registration after', () => {
    expect(subthemesPanelText(fixedClock('2025-07-31T23:00:00+03:00'))).toBe(
      'Early bird registration ends July 31',
    );
    expect(subthemesPanelText(fixedClock('2025-08-01T00:00:00+03:00'))).toBe(
      'Registration now open',
    );
  });
});
