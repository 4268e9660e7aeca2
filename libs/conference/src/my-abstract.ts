import type { AbstractAuthor, AbstractTextSource } from './abstract-authors.js';
import type { AuthorResponse } from './abstract-decisions.js';
import type { AbstractPresentationType } from './choices.js';
import type { ApiResult } from './api-results.js';
import type { AbstractStatus } from './inboxes.js';

/** How long a link to the author's page (/my-abstract) opens it. */
export const abstractAccessLinkLifetimeDays = 30;

/** Why an abstract can no longer be changed by its author. */
export type AbstractEditClosure = 'review-started' | 'decided' | 'deadline-passed';

export const myAbstractMessages = {
  invalidLink:
    'This link to your abstract is invalid or has expired. Request a new one on the Abstracts page.',
  linkRequestSent:
    'If an abstract was submitted with this email address, a link to its page has been sent to it. Please check your inbox.',
  saved: 'Your changes to the abstract have been saved.',
  nothingToChange: 'Please change at least one field before saving.',
  reviewStarted: 'Your abstract can no longer be changed: a reviewer has already scored it.',
  decided: 'Your abstract can no longer be changed: the committee has decided on it.',
  deadlinePassed:
    'Your abstract can no longer be changed: the date until which authors may edit their abstracts has passed.',
  responseNotAccepted: 'Only an accepted abstract can be confirmed or withdrawn.',
  handOverNotAccepted:
    'Presenting can be handed to a co-author only once the abstract has been accepted.',
  alreadyAnswered:
    'Your answer about this presentation has already been recorded. Please write to the abstracts team to change it.',
  withdrawnNoHandOver:
    'Your abstract has been withdrawn: there is no presentation to hand over any more.',
  presenterPosition: 'Please choose one of the authors of the abstract.',
  alreadyPresenting: 'This author already presents the abstract.',
  presenterNeedsEmail: 'The new presenter needs an e-mail address; ask the committee to add it.',
  presenterHandedOver: 'The presenting author has been changed.',
} as const;

export const abstractEditClosureMessages: Record<AbstractEditClosure, string> = {
  'review-started': myAbstractMessages.reviewStarted,
  decided: myAbstractMessages.decided,
  'deadline-passed': myAbstractMessages.deadlinePassed,
};

/** The committee's decision as the author is told it, once the notice has gone out. */
export interface MyAbstractDecision {
  outcome: 'accepted' | 'rejected';
  /** How an accepted abstract is presented; null for a rejected one. */
  presentationType: AbstractPresentationType | null;
}

/** Where and when an accepted abstract is presented, in the published programme. */
export interface MyAbstractSlot {
  sessionTitle: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, conference time: the talk's own time in an oral session, else the session's. */
  start: string;
  end: string;
  room: string;
}

/** The author's own page (/my-abstract), opened from the e-mailed link. */
export interface MyAbstract {
  reference: string;
  abstractTitle: string;
  authors: AbstractAuthor[];
  abstractText: string | null;
  /** `document` when the text was read from the Word file: the author is asked to check it. */
  abstractTextSource: AbstractTextSource | null;
  keywords: string[];
  status: AbstractStatus;
  fileName: string;
  editable: boolean;
  /** Why editing has closed; absent while `editable`. */
  closedBecause?: AbstractEditClosure;
  /** YYYY-MM-DD: the last day authors may edit, when the committee set one. */
  editableUntil: string | null;
  decision?: MyAbstractDecision;
  slot?: MyAbstractSlot;
  /** What the presenter gave for the speakers page, once the abstract is accepted. */
  biography: string | null;
  hasPhoto: boolean;
  /** The author's answer to the acceptance, from the notice's link or this page; null before. */
  authorResponse: AuthorResponse | null;
}

/** GET /api/my-abstract (header X-Access-Token). 401 for an unknown or expired token. */
export interface MyAbstractResult extends ApiResult {
  data: MyAbstract;
}

/**
 * PUT /api/my-abstract (header X-Access-Token), JSON: the fields to change, each optional. 409
 * with the reason once editing has closed. A changed Word file goes to PUT /api/my-abstract/file
 * (multipart, the file part `abstractFile`, the submission's file rules).
 */
export interface MyAbstractChange {
  abstractTitle?: string;
  authors?: AbstractAuthor[];
  abstractText?: string;
  keywords?: string[];
}

/**
 * POST /api/my-abstract/response (header X-Access-Token): the author's answer to the
 * acceptance, the same as the notice's link records. 409 before acceptance or once answered.
 */
export interface MyAbstractResponseRequest {
  response: AuthorResponse;
}

/**
 * PUT /api/my-abstract/presenter (header X-Access-Token): hands presenting an accepted abstract
 * to the author at this place (from 0) in its list, who needs an e-mail address. 409 before
 * acceptance or after a withdrawal.
 */
export interface MyAbstractPresenterChange {
  position: number;
}
