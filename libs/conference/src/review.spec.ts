import { checkFields } from './rules.js';
import {
  authorConflict,
  committeeScore,
  decisionFormRules,
  reviewWindowRefusal,
  reviewWindowState,
  weightedReviewScore,
} from './review.js';

const questions = [
  { id: '1', scaleMax: 5, weight: 1 },
  { id: '2', scaleMax: 10, weight: 3 },
];

describe('the committee score', () => {
  it('places each answer on its own scale and weighs it', () => {
    // 5 of 5 counts 1, 1 of 10 counts 0: (1 * 1 + 0 * 3) / 4 = 25%.
    expect(
      weightedReviewScore(
        [
          { questionId: '1', score: 5 },
          { questionId: '2', score: 1 },
        ],
        questions,
      ),
    ).toBe(25);
    expect(
      weightedReviewScore(
        [
          { questionId: '1', score: 3 },
          { questionId: '2', score: 10 },
        ],
        questions,
      ),
    ).toBe(87.5);
  });

  it('leaves out answers to questions no longer asked', () => {
    expect(weightedReviewScore([{ questionId: '9', score: 3 }], questions)).toBeNull();
    expect(
      weightedReviewScore(
        [
          { questionId: '9', score: 1 },
          { questionId: '1', score: 4 },
        ],
        questions,
      ),
    ).toBe(75);
  });

  it('averages the reviews and gives the spread between the highest and the lowest', () => {
    const low = [
      { questionId: '1', score: 5 },
      { questionId: '2', score: 1 },
    ];
    const high = [
      { questionId: '1', score: 3 },
      { questionId: '2', score: 10 },
    ];
    expect(committeeScore([low, high], questions)).toEqual({ mean: 56.3, spread: 62.5 });
    expect(committeeScore([], questions)).toEqual({ mean: null, spread: null });
  });
});

describe('the review window', () => {
  const settings = { opensOn: '2025-07-01', closesOn: '2025-07-31' };

  it('opens at the start of its first day and closes at the end of its last, conference time', () => {
    expect(reviewWindowState(settings, new Date('2025-06-30T20:59:59Z'))).toBe('not-open');
    expect(reviewWindowState(settings, new Date('2025-06-30T21:00:00Z'))).toBe('open');
    expect(reviewWindowState(settings, new Date('2025-07-31T20:59:59Z'))).toBe('open');
    expect(reviewWindowState(settings, new Date('2025-07-31T21:00:00Z'))).toBe('closed');
    expect(reviewWindowState({ opensOn: null, closesOn: null }, new Date())).toBe('not-set');
  });

  it('says why a review cannot be saved', () => {
    expect(reviewWindowRefusal(settings, new Date('2025-08-02T00:00:00Z'))).toBe(
      'Reviews can no longer be saved or changed: the review window closed on 2025-07-31.',
    );
    expect(reviewWindowRefusal(settings, new Date('2025-07-02T00:00:00Z'))).toBeNull();
  });
});

describe("the committee's decision form", () => {
  it('asks for a decision, and for the abstract a duplicate repeats', () => {
    expect(checkFields(decisionFormRules, { decision: '', duplicateOf: '' })).toEqual({
      decision: 'Please choose a decision',
    });
    expect(checkFields(decisionFormRules, { decision: 'duplicate', duplicateOf: 'ABS-' })).toEqual({
      duplicateOf: 'Please choose the abstract this one duplicates',
    });
    expect(
      checkFields(decisionFormRules, { decision: 'duplicate', duplicateOf: 'ABS-0042' }),
    ).toEqual({});
    expect(checkFields(decisionFormRules, { decision: 'reject', duplicateOf: '' })).toEqual({});
  });
});
const authors = [
  { affiliation: 'Makerere University', email: 'grace.nakato@mak.example.org' },
  { affiliation: 'Kyambogo University' },
  { affiliation: 'Université Félix Houphouët-Boigny', email: 'aicha.traore@ufhb.example.org' },
];

describe('who is too close to an abstract’s authors to review it', () => {
  it('keeps away any author by e-mail, whatever its case', () => {
    expect(
      authorConflict({ email: 'Aicha.Traore@ufhb.example.org', institution: null }, authors),
    ).toBe('co-author');
  });

  it('keeps away a member of any author’s affiliation, however it is typed', () => {
    expect(
      authorConflict(
        { email: 'someone@example.org', institution: ' universite  felix houphouet-boigny' },
        authors,
      ),
    ).toBe('institution');
  });

  it('lets through a reviewer with no tie, or no declared institution', () => {
    expect(
      authorConflict({ email: 'someone@example.org', institution: 'Gulu University' }, authors),
    ).toBeNull();
    expect(authorConflict({ email: 'someone@example.org', institution: '  ' }, authors)).toBeNull();
    expect(authorConflict({ email: 'someone@example.org', institution: null }, authors)).toBeNull();
  });
});
