import {
  checkInCodeProblem,
  checkInMessages,
  defaultCheckInDay,
  isDoorCode,
  typedRegistrationReference,
} from './check-in.js';

describe('the door', () => {
  it('reads a typed reference with case, spaces, dashes and zeros forgiven', () => {
    expect(typedRegistrationReference('caawg11 0042')).toBe('CAAWG11-0042');
    expect(typedRegistrationReference(' CAAWG11-42 ')).toBe('CAAWG11-0042');
    expect(typedRegistrationReference('Caawg 11 - 0042')).toBe('CAAWG11-0042');
    expect(typedRegistrationReference('CAAWG11-12345')).toBe('CAAWG11-12345');
    expect(typedRegistrationReference('CAAWG11-0000')).toBeNull();
    expect(typedRegistrationReference('Amina Okello')).toBeNull();
    expect(typedRegistrationReference('CAAWG12-0042')).toBeNull();
  });

  it('refuses empty, over-long and binary codes before any look-up', () => {
    expect(checkInCodeProblem('')).toBe(checkInMessages.codeRequired);
    expect(checkInCodeProblem('   ')).toBe(checkInMessages.codeRequired);
    expect(checkInCodeProblem(42)).toBe(checkInMessages.codeRequired);
    expect(checkInCodeProblem('x'.repeat(201))).toBe(checkInMessages.codeTooLong);
    expect(checkInCodeProblem('ab\u0000cd')).toBe(checkInMessages.codeUnreadable);
    expect(checkInCodeProblem('ab\ufffdcd')).toBe(checkInMessages.codeUnreadable);
    expect(checkInCodeProblem('CAAWG11-0042')).toBeNull();
  });

  it("counts a scan for today's conference day, else for the first day", () => {
    expect(defaultCheckInDay(new Date('2025-10-02T05:30:00Z'))).toBe('2025-10-02');
    // 23:30 UTC on 1 October is already 2 October in Kampala.
    expect(defaultCheckInDay(new Date('2025-10-01T23:30:00Z'))).toBe('2025-10-02');
    expect(defaultCheckInDay(new Date('2025-09-20T08:00:00Z'))).toBe('2025-10-01');
  });
});

describe('what the door sends to the api rather than to the name search', () => {
  it('takes badge codes and references, and leaves names to the search', () => {
    expect(isDoorCode('B.12.1.AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isDoorCode('caawg11 42')).toBe(true);
    expect(isDoorCode('Nakato')).toBe(false);
    expect(isDoorCode('B.12.1.short')).toBe(false);
  });
});
