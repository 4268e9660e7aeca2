import { acceptedPresentationTypes, isAcceptingDecision } from './abstract-decisions.js';

describe('abstract decisions', () => {
  it('puts only oral and poster acceptances on the programme', () => {
    expect(isAcceptingDecision('oral')).toBe(true);
    expect(isAcceptingDecision('poster')).toBe(true);
    expect(isAcceptingDecision('reject')).toBe(false);
    expect(isAcceptingDecision('duplicate')).toBe(false);
    expect(isAcceptingDecision(null)).toBe(false);
  });

  it('names an acceptance in the words of the abstract form', () => {
    expect(acceptedPresentationTypes.poster).toBe('Poster Presentation');
  });
});
