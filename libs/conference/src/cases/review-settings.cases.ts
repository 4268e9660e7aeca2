import { reviewLimits, reviewMessages, type ReviewSettings } from '../review.js';
import { tooLong, type FormCases } from './form-cases.js';

const question = { label: 'Scientific merit', scaleMax: 5, weight: 1 };

/**
 * The admin portal's review settings form. Its questions are one field: each case changes the
 * list, and the `questions` rule answers for the first faulty question.
 */
export const reviewSettingsCases: FormCases<ReviewSettings> = {
  valid: {
    opensOn: '2025-07-01',
    closesOn: '2025-07-31',
    anonymous: true,
    authorEditsUntil: '2025-06-30',
    questions: [question, { label: 'Relevance to the subtheme', scaleMax: 10, weight: 2.5 }],
  },
  invalid: [
    { patch: { opensOn: '01/07/2025' }, field: 'opensOn', message: reviewMessages.windowDay },
    { patch: { opensOn: '2025-06-31' }, field: 'opensOn', message: reviewMessages.windowDay },
    { patch: { opensOn: '' }, field: 'opensOn', message: reviewMessages.windowDay },
    { patch: { closesOn: 'soon' }, field: 'closesOn', message: reviewMessages.windowDay },
    { patch: { closesOn: '2025-06-30' }, field: 'closesOn', message: reviewMessages.windowOrder },
    {
      patch: { authorEditsUntil: '30/06/2025' },
      field: 'authorEditsUntil',
      message: reviewMessages.windowDay,
    },
    { patch: { anonymous: 'yes' }, field: 'anonymous', message: reviewMessages.anonymous },
    { patch: { anonymous: undefined }, field: 'anonymous', message: reviewMessages.anonymous },
    { patch: { questions: [] }, field: 'questions', message: reviewMessages.questions },
    { patch: { questions: undefined }, field: 'questions', message: reviewMessages.questions },
    {
      patch: { questions: Array.from({ length: reviewLimits.maxQuestions + 1 }, () => question) },
      field: 'questions',
      message: reviewMessages.questions,
    },
    {
      patch: { questions: [question, { ...question, label: '  ' }] },
      field: 'questions',
      message: reviewMessages.questionLabel,
    },
    {
      patch: { questions: [{ ...question, label: tooLong(reviewLimits.questionLabel) }] },
      field: 'questions',
      message: reviewMessages.questionLabel,
    },
    {
      patch: { questions: [{ ...question, scaleMax: reviewLimits.minScale - 1 }] },
      field: 'questions',
      message: reviewMessages.questionScale,
    },
    {
      patch: { questions: [{ ...question, scaleMax: reviewLimits.maxScale + 1 }] },
      field: 'questions',
      message: reviewMessages.questionScale,
    },
    {
      patch: { questions: [{ ...question, scaleMax: 4.5 }] },
      field: 'questions',
      message: reviewMessages.questionScale,
    },
    {
      patch: { questions: [{ ...question, weight: 0 }] },
      field: 'questions',
      message: reviewMessages.questionWeight,
    },
    {
      patch: { questions: [{ ...question, weight: reviewLimits.maxWeight + 0.5 }] },
      field: 'questions',
      message: reviewMessages.questionWeight,
    },
    {
      patch: { questions: [{ ...question, id: 'first' }] },
      field: 'questions',
      message: reviewMessages.questionUnknown,
    },
  ],
};
