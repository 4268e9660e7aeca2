import { describeWait, messages } from './messages.js';

describe('describeWait', () => {
  it.each([
    [0.2, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3540, '59 minutes'],
    [3600, '1 hour'],
    [3660, '1 hour and 1 minute'],
    [9000, '2 hours and 30 minutes'],
  ])('never promises less than the real wait: %s s is "%s"', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });

  it('words the 429 answer with the wait', () => {
    expect(messages.tooManyRequestsRetryIn(3540)).toBe(
      'Too many requests. Please try again in 59 minutes.',
    );
  });
});
