import {
  acceptedPresentationTypes,
  type AbstractDecision,
  type AuthorResponse,
} from './abstract-decisions.js';
import type { AbstractPresentationType } from './choices.js';
import type { NoticeTextKey } from './notice-text-keys.js';

/**
 * The decisions that send the author a notice. A `duplicate` sends none: the abstract it repeats
 * carries the author's notice, so the duplicate leaves the queue marked as handled.
 */
export const noticeOutcomes = [
  'oral',
  'poster',
  'reject',
] as const satisfies readonly AbstractDecision[];
export type NoticeOutcome = (typeof noticeOutcomes)[number];

export function isNoticeOutcome(decision: string | null | undefined): decision is NoticeOutcome {
  return (noticeOutcomes as readonly string[]).includes(decision ?? '');
}

export const noticeOutcomeLabels: Record<NoticeOutcome, string> = {
  oral: 'Accepted as oral presentation',
  poster: 'Accepted as poster',
  reject: 'Not accepted',
};

/** The editable text each outcome's notice is written from. */
export const noticeOutcomeTextKeys: Record<NoticeOutcome, NoticeTextKey> = {
  oral: 'abstract-decisions.oral',
  poster: 'abstract-decisions.poster',
  reject: 'abstract-decisions.reject',
};

/** The presentation type a notice names: the accepted one, or the one the author asked for. */
export function noticePresentationType(
  outcome: NoticeOutcome,
  requested: AbstractPresentationType,
): AbstractPresentationType {
  return outcome === 'reject' ? requested : acceptedPresentationTypes[outcome];
}

/**
 * The reviewers' comments to the authors as the `{{comments}}` placeholder shows them: one
 * quoted comment a line, under a heading. Empty when there are none, so that paragraph of the
 * notice disappears. Blank lines inside a comment are closed up to keep the list one paragraph.
 */
export function quotedReviewerComments(comments: readonly (string | null)[]): string {
  const quoted = comments
    .map((comment) => (comment ?? '').trim())
    .filter((comment) => comment !== '')
    .map((comment) => `“${comment.replace(/\s*\n\s*\n\s*/g, '\n')}”`);
  return quoted.length === 0 ? '' : ['The reviewers’ comments:', ...quoted].join('\n');
}

/** How long the link in an acceptance notice lets the author answer. */
export const abstractResponseLinkLifetimeDays = 60;

/** One abstract waiting for its notice. */
export interface QueuedAbstractNotice {
  id: string;
  reference: string;
  title: string;
  email: string;
}

/** `GET /api/admin/abstract-notices`: the decided abstracts whose notice is not sent yet. */
export interface AbstractNoticeQueue {
  groups: {
    outcome: NoticeOutcome;
    label: string;
    count: number;
    abstracts: QueuedAbstractNotice[];
  }[];
  /** Abstracts marked as a duplicate, which leave the queue without a notice on the next send. */
  duplicates: number;
}

/** One notice as its author will read it. */
export interface RenderedAbstractNotice {
  reference: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** `GET /api/admin/abstract-notices/preview?outcome=`. */
export interface AbstractNoticePreview {
  outcome: NoticeOutcome;
  count: number;
  notices: RenderedAbstractNotice[];
}

/** `POST /api/admin/abstract-notices/send`; answers how many notices went to the outbox. */
export interface AbstractNoticeSendRequest {
  outcomes: NoticeOutcome[];
}
export interface AbstractNoticeSendResult {
  sent: number;
}

/**
 * `POST /api/abstract-response/view`: the token of the notice's link travels in the body, never
 * in a path or query that logs would keep.
 */
export interface AbstractResponseLink {
  token: string;
}

/** The answer to `POST /api/abstract-response/view`: what the author answers about, nothing more. */
export interface AbstractResponseView {
  reference: string;
  title: string;
  presentationType: AbstractPresentationType;
}

/** `POST /api/abstract-response`. */
export interface AbstractResponseRequest extends AbstractResponseLink {
  response: AuthorResponse;
}

export const authorResponseLabels: Record<AuthorResponse, string> = {
  confirmed: 'Author confirmed',
  withdrawn: 'Author withdrew',
};

export const abstractNoticeMessages = {
  queueEmpty: 'No notices are waiting to be sent.',
  outcomesRequired: 'Choose at least one outcome to send',
  outcomeInvalid: 'outcome must be one of: oral, poster, reject',
  sent: (count: number) =>
    count === 1 ? '1 notice is on its way to its author.' : `${count} notices are on their way.`,
  duplicatesNote:
    'Abstracts marked as a duplicate of another get no notice: the abstract they repeat carries it.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired. Please write to the abstracts team.',
  linkInvalid: 'This link is not valid. Please check that you copied all of it.',
  linkReplaced:
    'This link is no longer valid: the committee has changed its decision, and a new e-mail will tell you more.',
  responseRequired: 'response must be confirmed or withdrawn',
  confirmed: 'Thank you: your presentation is confirmed.',
  withdrawn: 'Your abstract has been withdrawn.',
} as const;
