import { messages } from './messages.js';
import { isCalendarDate, newPassword, requiredDateAfter } from './rules.js';
import { bookingRules, registrationRules } from './validation.js';

describe('isCalendarDate', () => {
  it.each(['2025-06-30', '2024-02-29', ' 2025-10-01 '])('accepts %j', (value) =>
    expect(isCalendarDate(value)).toBe(true),
  );
  it.each(['2025-06-31', '2025-02-29', '2025-13-01', '2025-6-1', '01/10/2025', '', 20251001])(
    'refuses %j',
    (value) => expect(isCalendarDate(value)).toBe(false),
  );
});

describe('a single field rule', () => {
  it('answers for one value, without the rest of the form', () => {
    expect(registrationRules.email('amina@example')).toBe(messages.invalidEmail);
    expect(registrationRules.email(' amina@example.org ')).toBeNull();
    expect(bookingRules.checkInDate('2025-06-31')).toBe(messages.invalidDate);
  });

  it('looks at the other field it depends on when given the body', () => {
    const checkOut = requiredDateAfter('required', 'checkInDate', 'after');
    expect(checkOut('2025-10-01', { checkInDate: '2025-10-02' })).toBe('after');
    expect(checkOut('2025-10-03', { checkInDate: '2025-10-02' })).toBeNull();
    expect(registrationRules.otherTitle('', { title: 'Other' })).toBe(messages.specifyTitle);
    expect(registrationRules.otherTitle('', { title: 'Dr.' })).toBeNull();
  });
});

describe('newPassword', () => {
  const rule = newPassword();
  it.each([
    ['an empty password', '', messages.required],
    ['a missing password', undefined, messages.required],
    ['eleven characters', 'eleven char', 'The password must have at least 12 characters'],
    ['1,025 characters', 'x'.repeat(1025), messages.tooLong(1024)],
  ])('refuses %s', (_case, value, message) => expect(rule(value)).toBe(message));
  it('accepts twelve characters, spaces counted as the api counts them', () => {
    expect(rule('twelve chars')).toBeNull();
    expect(rule('          ab')).toBeNull();
  });
});
