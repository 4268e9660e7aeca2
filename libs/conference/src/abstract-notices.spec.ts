import {
  isNoticeOutcome,
  noticeOutcomeTextKeys,
  noticePresentationType,
  quotedReviewerComments,
} from './abstract-notices.js';
import { noticeTextKeys } from './notice-text-keys.js';
import { checkNoticeText, noticeTexts } from './notice-texts.js';

describe('abstract notices', () => {
  it('quotes the reviewers’ comments one a line under a heading, and is empty without any', () => {
    expect(
      quotedReviewerComments(['  Clear method. ', null, '', '   ', 'Add the 2024 data.']),
    ).toBe('The reviewers’ comments:\n“Clear method.”\n“Add the 2024 data.”');
    expect(quotedReviewerComments([null, ' '])).toBe('');
    expect(quotedReviewerComments([])).toBe('');
  });

  it('keeps a comment written in paragraphs inside one paragraph of the notice', () => {
    expect(quotedReviewerComments(['First point.\n\n\nSecond point.'])).toBe(
      'The reviewers’ comments:\n“First point.\nSecond point.”',
    );
  });

  it('names the accepted presentation type, or the one asked for when not accepted', () => {
    expect(noticePresentationType('oral', 'Poster Presentation')).toBe('Oral Presentation');
    expect(noticePresentationType('poster', 'Oral Presentation')).toBe('Poster Presentation');
    expect(noticePresentationType('reject', 'Poster Presentation')).toBe('Poster Presentation');
  });

  it('sends a notice for oral, poster and reject, never for a duplicate', () => {
    expect(['oral', 'poster', 'reject', 'duplicate', null].map(isNoticeOutcome)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('has an editable text per outcome whose defaults pass their own checks', () => {
    for (const key of Object.values(noticeOutcomeTextKeys)) {
      expect(noticeTextKeys).toContain(key);
      expect(checkNoticeText(key, noticeTexts[key])).toEqual({});
    }
    // An acceptance without its link would leave the author no way to answer.
    expect(
      checkNoticeText('abstract-decisions.oral', {
        subject: 'Accepted: {{title}}',
        body: 'Dear {{name}}, well done.',
      }),
    ).toEqual({ body: 'The text must include {{link}}' });
    expect(
      checkNoticeText('abstract-decisions.reject', {
        subject: 'About {{title}}',
        body: 'Dear {{name}}, see {{link}}',
      }).body,
    ).toMatch(/^Unknown placeholder \{\{link\}\}/);
  });
});
