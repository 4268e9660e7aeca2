import { ApiRequestError } from '@caawg11/conference/http';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessagesOf, showFieldMessages } from './field-messages';

const refused = new ApiRequestError('http', 'Refused', 400, 'Enter the amount', {
  amount: 'Enter the amount',
  method: 'Choose how it was paid',
});

describe("the api's field messages on a form", () => {
  it('puts each message on its field and says it did', () => {
    const setError = vi.fn();
    expect(showFieldMessages(refused, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['amount', { message: 'Enter the amount' }],
      ['method', { message: 'Choose how it was paid' }],
    ]);
  });

  it('shows a message on the field the form names for it, and leaves out the rest', () => {
    const setError = vi.fn();
    showFieldMessages(refused, setError, (field) => (field === 'amount' ? 'paid' : undefined));
    expect(setError.mock.calls).toEqual([['paid', { message: 'Enter the amount' }]]);
  });

  it('places nothing for a failure without field messages, so the form shows it whole', () => {
    const setError = vi.fn();
    expect(showFieldMessages(new Error('offline'), setError)).toBe(false);
    expect(fieldMessagesOf(new Error('offline'))).toBeUndefined();
    expect(setError).not.toHaveBeenCalled();
  });
});
