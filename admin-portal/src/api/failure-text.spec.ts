import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@caawg11/conference/http';
import { failureText } from './failure-text';

const fallback = 'The decision could not be saved.';

describe('the text of a failed call', () => {
  it("gives the first field's message of a refused body", () => {
    const refused = new ApiRequestError('http', 'Invalid', 400, 'Invalid', {
      duplicateOfId: 'The abstract it duplicates does not exist.',
      decision: 'Please choose a decision',
    });
    expect(failureText(refused, fallback)).toBe('The abstract it duplicates does not exist.');
  });

  it("gives the server's message of any other refusal", () => {
    const conflict = new ApiRequestError('http', 'Already sent', 409, 'Already sent', {
      ids: 'not a field message to show',
    });
    expect(failureText(conflict, fallback)).toBe('Already sent');
    const bare = new ApiRequestError('http', 'Invalid', 400, 'Invalid');
    expect(failureText(bare, fallback)).toBe('Invalid');
  });

  it('says the server took too long, and falls back otherwise', () => {
    expect(failureText(new ApiRequestError('timeout', 'The server took too long.'), fallback)).toBe(
      'The server took too long.',
    );
    expect(failureText(new ApiRequestError('network', 'Failed to fetch'), fallback)).toBe(fallback);
    expect(
      failureText(new ApiRequestError('http', 'Request failed with status 502', 502), fallback),
    ).toBe(fallback);
    expect(failureText(new ApiRequestError('http', '', 500, ''), fallback)).toBe(fallback);
    expect(failureText(new Error('boom'), fallback)).toBe(fallback);
  });
});
