import {
  abstractDecisions,
  type AbstractDecision,
  type AuthorResponse,
  type ReviewRecommendation,
} from './abstract-decisions.js';
import { comparableText, type AbstractAuthor, type ListedAuthor } from './abstract-authors.js';
import type { AbstractLanguage, AbstractPresentationType, SubthemeTitle } from './choices.js';
import { fieldIs, isCalendarDate, onlyWhen, requiredChoice, type FormRules } from './rules.js';
import { conferenceInstant } from './time.js';

/** One rating question a reviewer answers on a scale from 1 to `scaleMax`. */
export interface ReviewQuestion {
  /** Absent for a question the settings form is adding. */
  id?: string;
  label: string;
  scaleMax: number;
  weight: number;
}

/**
 * `GET/PUT /api/admin/review/settings`. The window runs from the start of `opensOn` to the end of
 * `closesOn`, conference time; while either is unset no review can be saved.
 */
export interface ReviewSettings {
  /** YYYY-MM-DD, conference time; null while unset. */
  opensOn: string | null;
  closesOn: string | null;
  /** Reviewers see neither the authors' names, e-mails, affiliations and phones nor file names. */
  anonymous: boolean;
  /**
   * YYYY-MM-DD, conference time: authors may change their abstract until the end of this day
   * (sooner once a reviewer scored it or the committee decided); null for no such date.
   */
  authorEditsUntil: string | null;
  /** In the order reviewers answer them. */
  questions: ReviewQuestion[];
}

export const reviewLimits = {
  questionLabel: 200,
  minScale: 2,
  maxScale: 10,
  maxWeight: 10,
  maxQuestions: 20,
  comment: 5000,
  institution: 200,
} as const;

export const reviewMessages = {
  settingsSaved: 'Review settings saved',
  settingsLoadFailed: 'Failed to load the review settings',
  windowDay: 'Please enter the date as YYYY-MM-DD',
  windowOrder: 'The review window must close on or after the day it opens',
  anonymous: 'Please choose whether the review is anonymous',
  questions: `Please give from 1 to ${reviewLimits.maxQuestions} questions`,
  questionLabel: `Please give each question a label of at most ${reviewLimits.questionLabel} characters`,
  questionScale: `Please give each question a scale from ${reviewLimits.minScale} to ${reviewLimits.maxScale}`,
  questionWeight: `Please give each question a weight greater than 0 and at most ${reviewLimits.maxWeight}`,
  questionInUse: (label: string) =>
    `The question "${label}" already has reviews against it, so it cannot be deleted.`,
  questionUnknown: 'One of the questions no longer exists. Please reload the page.',
  questionScaleInUse: (label: string) =>
    `The scale of "${label}" cannot change: it already has reviews against it.`,
  windowNotSet: 'Reviews cannot be saved yet: the review window has not been set.',
  windowNotOpen: (opensOn: string) =>
    `Reviews cannot be saved yet: the review window opens on ${opensOn}.`,
  windowClosed: (closesOn: string) =>
    `Reviews can no longer be saved or changed: the review window closed on ${closesOn}.`,
  scores: 'Please answer every question',
  score: (label: string, scaleMax: number) => `Please score "${label}" from 1 to ${scaleMax}`,
  recommendation: 'Please choose a recommendation',
  commentToCommittee: 'Please write a comment to the committee',
  comment: `Please keep each comment to at most ${reviewLimits.comment} characters`,
  notAssigned: 'This abstract is not in your reviews.',
  saved: 'Review saved',
  conflictDeclared: 'Conflict of interest declared: the abstract has left your list.',
  decisionSaved: (count: number) =>
    count === 1 ? 'Decision saved' : `Decision saved for ${count} abstracts`,
  decisionIds: 'Please choose at least one abstract',
  decision: 'Please choose a decision',
  duplicateOf: 'Please choose the abstract this one duplicates',
  duplicateOfSelf: 'An abstract cannot be a duplicate of itself.',
  duplicateOfMissing: 'The abstract it duplicates does not exist.',
  duplicateOfOnlyForDuplicate: 'Only a duplicate points to another abstract.',
  abstractMissing: 'Abstract not found',
  subtheme: 'Please choose one of the subthemes',
  subthemeChanged: 'Subtheme changed',
  reviewersSaved: 'Reviewers saved',
  reviewerUnknown: 'Please choose reviewers from the team list',
  reviewerMissing: 'Reviewer not found',
  reviewerIsAuthor: 'This reviewer is an author of this abstract',
  reviewerInstitutionIsAffiliation: "This reviewer's institution is an author's affiliation",
  institution: `Please keep the institution to at most ${reviewLimits.institution} characters`,
  institutionSaved: 'Institution saved',
} as const;

function isDayOrNull(value: unknown): boolean {
  return value === null || isCalendarDate(value);
}

/**
 * The settings form's rules, run by the portal and by the api alike. Each question is judged by
 * the `questions` rule, which answers the first problem of the first faulty question.
 */
export const reviewSettingsRules: FormRules<ReviewSettings> = {
  opensOn: (value) => (isDayOrNull(value) ? null : reviewMessages.windowDay),
  closesOn: (value, body) => {
    if (!isDayOrNull(value)) return reviewMessages.windowDay;
    const opensOn = (body as Partial<ReviewSettings> | undefined)?.opensOn;
    return typeof value === 'string' && typeof opensOn === 'string' && value < opensOn
      ? reviewMessages.windowOrder
      : null;
  },
  anonymous: (value) => (typeof value === 'boolean' ? null : reviewMessages.anonymous),
  // Left out by a client that predates it, the saved date stays as it is.
  authorEditsUntil: (value) =>
    value === undefined || isDayOrNull(value) ? null : reviewMessages.windowDay,
  questions: (value) => {
    if (!Array.isArray(value) || value.length < 1 || value.length > reviewLimits.maxQuestions) {
      return reviewMessages.questions;
    }
    for (const question of value as Partial<ReviewQuestion>[]) {
      const message = questionProblem(question);
      if (message) return message;
    }
    return null;
  },
};

/** The first thing wrong with one question of the settings form, or null. */
function questionProblem(question: Partial<ReviewQuestion> | null | undefined): string | null {
  if (!question || typeof question !== 'object') return reviewMessages.questionLabel;
  const label = typeof question.label === 'string' ? question.label.trim() : '';
  if (label === '' || label.length > reviewLimits.questionLabel)
    return reviewMessages.questionLabel;
  const { scaleMax, weight } = question;
  if (
    typeof scaleMax !== 'number' ||
    !Number.isInteger(scaleMax) ||
    scaleMax < reviewLimits.minScale ||
    scaleMax > reviewLimits.maxScale
  ) {
    return reviewMessages.questionScale;
  }
  if (
    typeof weight !== 'number' ||
    !Number.isFinite(weight) ||
    weight <= 0 ||
    weight > reviewLimits.maxWeight
  ) {
    return reviewMessages.questionWeight;
  }
  if (
    question.id !== undefined &&
    (typeof question.id !== 'string' || !/^\d{1,18}$/.test(question.id))
  ) {
    return reviewMessages.questionUnknown;
  }
  return null;
}

export type ReviewWindowState = 'not-set' | 'not-open' | 'open' | 'closed';

/** Where `now` stands against the window: it opens at the start of `opensOn` and closes at the end of `closesOn`. */
export function reviewWindowState(
  settings: Pick<ReviewSettings, 'opensOn' | 'closesOn'>,
  now: Date,
): ReviewWindowState {
  if (!settings.opensOn || !settings.closesOn) return 'not-set';
  if (now.getTime() < conferenceInstant(settings.opensOn).getTime()) return 'not-open';
  const closesAt = conferenceInstant(settings.closesOn).getTime() + 24 * 60 * 60 * 1000;
  return now.getTime() < closesAt ? 'open' : 'closed';
}

/** Why a review cannot be saved now, or null while the window is open. */
export function reviewWindowRefusal(
  settings: Pick<ReviewSettings, 'opensOn' | 'closesOn'>,
  now: Date,
): string | null {
  switch (reviewWindowState(settings, now)) {
    case 'open':
      return null;
    case 'not-set':
      return reviewMessages.windowNotSet;
    case 'not-open':
      return reviewMessages.windowNotOpen(settings.opensOn!);
    case 'closed':
      return reviewMessages.windowClosed(settings.closesOn!);
  }
}

/** One question's answer in a review. */
export interface ReviewScore {
  questionId: string;
  score: number;
}

/** The question as the score formula needs it. */
export type ScoredQuestion = Required<Pick<ReviewQuestion, 'id' | 'scaleMax' | 'weight'>>;

/**
 * One review's weighted score, from 0 to 100: each answer is placed on its own scale (1 counts
 * 0, the scale's top counts 1), multiplied by its question's weight, and the sum divided by the
 * sum of the weights, so questions with different scales and weights add up fairly. Answers to
 * questions no longer asked are left out; null when none is left.
 */
export function weightedReviewScore(
  scores: readonly ReviewScore[],
  questions: readonly ScoredQuestion[],
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const answer of scores) {
    const question = questions.find((candidate) => candidate.id === answer.questionId);
    if (!question) continue;
    weighted += ((answer.score - 1) / (question.scaleMax - 1)) * question.weight;
    weights += question.weight;
  }
  return weights === 0 ? null : (weighted / weights) * 100;
}

export interface CommitteeScore {
  /** The mean of the reviews' weighted scores (0-100), one decimal; null without reviews. */
  mean: number | null;
  /** The highest review's weighted score minus the lowest's, one decimal; null without reviews. */
  spread: number | null;
}

/** The committee's figures for one abstract from its reviews' scores. */
export function committeeScore(
  reviews: readonly (readonly ReviewScore[])[],
  questions: readonly ScoredQuestion[],
): CommitteeScore {
  const scores = reviews
    .map((review) => weightedReviewScore(review, questions))
    .filter((score): score is number => score !== null);
  if (scores.length === 0) return { mean: null, spread: null };
  const round = (value: number) => Math.round(value * 10) / 10;
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return { mean: round(mean), spread: round(Math.max(...scores) - Math.min(...scores)) };
}

/** An abstract in a reviewer's list. */
export interface AssignedAbstract {
  id: string;
  reference: string;
  title: string;
  subtheme: SubthemeTitle;
  reviewed: boolean;
}

/** `GET /api/admin/review/assigned`. */
export interface AssignedReviews {
  abstracts: AssignedAbstract[];
  reviewed: number;
  total: number;
  window: ReviewWindowState;
}

/** "7 of 23 reviewed". */
export function reviewProgressText(reviewed: number, total: number): string {
  return `${reviewed} of ${total} reviewed`;
}

/** The submitter's contact details, as the committee reads them. */
export interface AbstractAuthors {
  fullName: string;
  email: string;
  affiliation: string;
  phone: string | null;
}

/** A reviewer's own review as saved. */
export interface ReviewInput {
  scores: ReviewScore[];
  recommendation: ReviewRecommendation;
  commentToCommittee: string;
  commentToAuthors?: string | null;
}

/** `GET /api/admin/review/assigned/:id`. */
export interface ReviewScreen {
  abstract: {
    id: string;
    reference: string;
    title: string;
    subtheme: SubthemeTitle;
    language: AbstractLanguage;
    presentationType: AbstractPresentationType;
    /** The submitter's additional comments; null when none were given or the review is anonymous. */
    comments: string | null;
    /** POST here for a short-lived link to the file, named by the reference. */
    fileLinkUrl: string;
    /** Every author in order; null while the review is anonymous. */
    authors: ListedAuthor[] | null;
  };
  questions: Required<ReviewQuestion>[];
  review: ReviewInput | null;
  window: ReviewWindowState;
  opensOn: string | null;
  closesOn: string | null;
}

/** One row of the committee's list. */
export interface CommitteeRow {
  id: string;
  reference: string;
  title: string;
  subtheme: SubthemeTitle;
  reviews: number;
  score: number | null;
  spread: number | null;
  recommendations: Record<ReviewRecommendation, number>;
  decision: AbstractDecision | null;
  duplicateOfId: string | null;
  /** `queued` while the decision's notice waits to be sent. */
  notice: 'sent' | 'queued' | null;
  authorResponse: AuthorResponse | null;
}

export const committeeSorts = ['score', 'reference', 'reviews', 'spread'] as const;
export type CommitteeSort = (typeof committeeSorts)[number];

/** The decision filter: a decision, or `none` for those not yet decided. */
export type CommitteeDecisionFilter = AbstractDecision | 'none';

/** `GET /api/admin/review/committee`: also the accepted authors' confirmations. */
export interface CommitteeList {
  data: CommitteeRow[];
  count: number;
  accepted: number;
  confirmed: number;
}

/** "2 of 3 accepted authors confirmed". */
export function confirmationsText(confirmed: number, accepted: number): string {
  return `${confirmed} of ${accepted} accepted authors confirmed`;
}

/** One review as the committee reads it. */
export interface CommitteeReview {
  reviewerEmail: string;
  scores: ReviewScore[];
  score: number | null;
  recommendation: ReviewRecommendation;
  commentToCommittee: string | null;
  commentToAuthors: string | null;
  updatedAt: string;
}

/** `GET /api/admin/review/committee/:id`. */
export interface CommitteeDetail {
  row: CommitteeRow;
  authors: AbstractAuthors;
  questions: Required<ReviewQuestion>[];
  reviews: CommitteeReview[];
}

/** `PUT /api/admin/review/decisions`. */
export interface DecisionRequest {
  ids: string[];
  decision: AbstractDecision;
  duplicateOfId?: string | null;
}

/**
 * The committee's decision form. The abstract a duplicate repeats is named as people write it,
 * by its reference (ABS-0042) or its number; the form sends the number the reference holds.
 */
export interface DecisionFormValues {
  decision: AbstractDecision | '';
  duplicateOf: string;
}

export const decisionFormRules: FormRules<DecisionFormValues> = {
  decision: requiredChoice(abstractDecisions, reviewMessages.decision),
  duplicateOf: onlyWhen(fieldIs('decision', 'duplicate'), (value) =>
    typeof value === 'string' && /\d/.test(value) ? null : reviewMessages.duplicateOf,
  ),
};

/** A team reviewer as the "Reviewers" dialog lists them for one abstract. */
export interface AbstractReviewer {
  userId: string;
  email: string;
  /** Reviews the abstract now, by subtheme or by reassignment. */
  assigned: boolean;
  /** Reviews the abstract's subtheme. */
  bySubtheme: boolean;
  /** The institution the reviewer declared; null while none is. */
  institution: string | null;
  /**
   * Cannot review it: one of its authors (by e-mail), of an author's affiliation (by the declared
   * institution), or declared a conflict.
   */
  excluded: AuthorConflict | 'conflict' | null;
  reviewed: boolean;
}

/** `PUT /api/admin/review/reviewers/:id/institution`. */
export interface ReviewerInstitutionRequest {
  institution: string | null;
}

/** Why a reviewer may not review an abstract because of who wrote it. */
export type AuthorConflict = 'co-author' | 'institution';

/** A reviewer as the conflict rule knows them. */
export interface ReviewerIdentity {
  email: string;
  institution: string | null;
}

/**
 * Whether the reviewer is too close to the abstract's authors to review it: their account's
 * e-mail is an author's, or the institution they declared is an author's affiliation (the same
 * however it is capitalised, accented or spaced). Null when neither.
 */
export function authorConflict(
  reviewer: ReviewerIdentity,
  authors: readonly Pick<AbstractAuthor, 'affiliation' | 'email'>[],
): AuthorConflict | null {
  const email = reviewer.email.trim().toLowerCase();
  if (authors.some((author) => author.email?.trim().toLowerCase() === email)) return 'co-author';
  const institution = reviewer.institution ? comparableText(reviewer.institution) : '';
  if (
    institution !== '' &&
    authors.some((author) => comparableText(author.affiliation) === institution)
  ) {
    return 'institution';
  }
  return null;
}

/** What the committee is told when it gives an abstract to a reviewer the rule keeps away. */
export const authorConflictMessages: Record<AuthorConflict, string> = {
  'co-author': reviewMessages.reviewerIsAuthor,
  institution: reviewMessages.reviewerInstitutionIsAffiliation,
};

/** `GET /api/admin/review/statistics`. */
export interface ReviewStatistics {
  bySubtheme: { subtheme: string; count: number }[];
  byDecision: { decision: AbstractDecision | 'none'; count: number }[];
  byReviewer: { email: string; reviewed: number; assigned: number }[];
}
