import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  authorConflict,
  authorConflictMessages,
  committeeScore,
  inboxReference,
  isAcceptingDecision,
  listedAuthors,
  reviewMessages,
  reviewRecommendations,
  reviewWindowRefusal,
  reviewWindowState,
  type AbstractReviewer,
  type AssignedReviews,
  type AuthorConflict,
  type CheckedAuthor,
  type Clock,
  type CommitteeDetail,
  type CommitteeList,
  type CommitteeRow,
  type FileLink,
  type ListedAuthor,
  type ReviewerIdentity,
  type ReviewRecommendation,
  type ReviewScreen,
  type ReviewSettings,
  type ReviewStatistics,
  type SubthemeTitle,
} from '@caawg11/conference';
import { FileLinksService } from '../../platform/admin/file-links.service.js';
import { AbstractsRepository } from '../abstracts/abstracts.repository.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import type {
  CommitteeQuery,
  DecisionDto,
  ReviewDto,
  ReviewerInstitutionDto,
  ReviewSettingsDto,
} from './review.dto.js';
import { ReviewRepository, type AbstractRow, type StoredReview } from './review.repository.js';

const reference = (id: string) => inboxReference('abstracts', id);

function notAssigned(): ApiError {
  return new ApiError(HttpStatus.NOT_FOUND, reviewMessages.notAssigned);
}

function reviewerMissing(): ApiError {
  return new ApiError(HttpStatus.NOT_FOUND, reviewMessages.reviewerMissing);
}

function abstractMissing(): ApiError {
  return new ApiError(HttpStatus.NOT_FOUND, reviewMessages.abstractMissing);
}

/** Where a reviewer asks for the short-lived link to an abstract's file. */
export function reviewFileLinkPath(id: string): string {
  return `/api/admin/review/assigned/${id}/file-link`;
}

/** The review settings, the reviewers' screen, and the committee's figures and decisions. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly abstracts: AbstractsRepository,
    private readonly audit: AuditService,
    private readonly links: FileLinksService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  settings(): Promise<ReviewSettings> {
    return this.repository.settings();
  }

  async saveSettings(body: ReviewSettingsDto, actor: AuditActor): Promise<ReviewSettings> {
    const settings: Omit<ReviewSettings, 'authorEditsUntil'> = {
      opensOn: body.opensOn,
      closesOn: body.closesOn,
      anonymous: body.anonymous,
      questions: body.questions.map((question) => ({
        ...(question.id ? { id: question.id } : {}),
        label: question.label.trim(),
        scaleMax: question.scaleMax,
        weight: question.weight,
      })),
    };
    return this.repository.transaction(async (manager) => {
      await this.repository.lockWindow(manager);
      const before = await this.repository.settings(manager);
      const existing = new Set(before.questions.map((question) => question.id));
      if (settings.questions.some((question) => question.id && !existing.has(question.id))) {
        throw new ApiError(HttpStatus.CONFLICT, reviewMessages.questionUnknown);
      }
      const kept = new Set(settings.questions.map((question) => question.id));
      const dropped = before.questions.filter((question) => !kept.has(question.id));
      const [inUse] = await this.repository.questionsInUse(
        manager,
        dropped.map((question) => question.id),
      );
      if (inUse !== undefined) {
        throw new ApiError(HttpStatus.CONFLICT, reviewMessages.questionInUse(inUse));
      }
      // Scores given on the old scale would read differently on a new one.
      const rescaled = settings.questions.filter((question) =>
        before.questions.some(
          (earlier) => earlier.id === question.id && earlier.scaleMax !== question.scaleMax,
        ),
      );
      const [rescaledInUse] = await this.repository.questionsInUse(
        manager,
        rescaled.flatMap((question) => (question.id ? [question.id] : [])),
      );
      if (rescaledInUse !== undefined) {
        throw new ApiError(HttpStatus.CONFLICT, reviewMessages.questionScaleInUse(rescaledInUse));
      }
      await this.repository.saveSettings(manager, {
        ...settings,
        authorEditsUntil:
          body.authorEditsUntil === undefined ? before.authorEditsUntil : body.authorEditsUntil,
      });
      const after = await this.repository.settings(manager);
      await this.audit.record(
        actor,
        {
          action: 'review-settings.changed',
          entityType: 'review-settings',
          entityId: null,
          before: { ...before },
          after: { ...after },
        },
        manager,
      );
      return after;
    });
  }

  /**
   * What the author's page needs to know of the review of one abstract: whether a reviewer has
   * scored it, whether the review round has opened (reviewers may be reading it), and the last
   * day authors may edit.
   */
  async reviewProgress(abstractId: string): Promise<{
    scored: boolean;
    roundOpened: boolean;
    authorEditsUntil: string | null;
  }> {
    const [scored, settings] = await Promise.all([
      this.repository.hasReview(abstractId),
      this.repository.settings(),
    ]);
    const window = reviewWindowState(settings, this.clock.now());
    return {
      scored,
      roundOpened: window === 'open' || window === 'closed',
      authorEditsUntil: settings.authorEditsUntil,
    };
  }

  async assigned(reviewerId: string): Promise<AssignedReviews> {
    const [abstracts, settings] = await Promise.all([
      this.assignedAbstracts(reviewerId),
      this.repository.settings(),
    ]);
    return {
      abstracts: abstracts.map((abstract) => ({
        id: abstract.id,
        reference: reference(abstract.id),
        title: abstract.title,
        subtheme: abstract.subtheme,
        reviewed: abstract.reviewed,
      })),
      reviewed: abstracts.filter((abstract) => abstract.reviewed).length,
      total: abstracts.length,
      window: reviewWindowState(settings, this.clock.now()),
    };
  }

  /**
   * The abstracts the rule gives the reviewer, less those the reviewer is too close to: one of
   * their authors, or of an author's affiliation.
   */
  private async assignedAbstracts(
    reviewerId: string,
  ): Promise<Awaited<ReturnType<ReviewRepository['assignedAbstracts']>>> {
    const [abstracts, identities] = await Promise.all([
      this.repository.assignedAbstracts(reviewerId),
      this.repository.reviewerIdentities([reviewerId]),
    ]);
    const reviewer = identities.get(reviewerId);
    if (!reviewer) return [];
    const authors = await this.abstracts.authorsOfMany(abstracts.map((abstract) => abstract.id));
    return abstracts.filter(
      (abstract) => authorConflict(reviewer, conflictAuthors(abstract, authors)) === null,
    );
  }

  /** The abstract if the reviewer reviews it now, by the rule and the authors' conflicts. */
  private async assignedAbstract(
    reviewerId: string,
    abstractId: string,
    manager?: EntityManager,
  ): Promise<{ abstract: AbstractRow; authors: CheckedAuthor[] } | null> {
    const abstract = await this.repository.assignedAbstract(reviewerId, abstractId, manager);
    if (!abstract) return null;
    const [identities, authors] = await Promise.all([
      this.repository.reviewerIdentities([reviewerId], manager),
      this.abstracts.authorsOfMany([abstract.id], manager),
    ]);
    const reviewer = identities.get(reviewerId);
    if (!reviewer || authorConflict(reviewer, conflictAuthors(abstract, authors)) !== null) {
      return null;
    }
    return { abstract, authors: authors.get(abstract.id) ?? [] };
  }

  async screen(reviewerId: string, abstractId: string): Promise<ReviewScreen> {
    const assigned = await this.assignedAbstract(reviewerId, abstractId);
    if (!assigned) throw notAssigned();
    const { abstract } = assigned;
    const [settings, reviews] = await Promise.all([
      this.repository.settings(),
      this.repository.reviews([abstractId]),
    ]);
    const own = reviews.find((review) => review.reviewerUserId === reviewerId);
    return {
      abstract: {
        id: abstract.id,
        reference: reference(abstract.id),
        title: abstract.title,
        subtheme: abstract.subtheme,
        language: abstract.language,
        presentationType: abstract.presentationType,
        // The submitter's free-text comments can name them, so they go with the authors' details.
        comments: settings.anonymous ? null : abstract.comments,
        fileLinkUrl: reviewFileLinkPath(abstract.id),
        // Anonymous review: the authors' details are not even sent, so no browser tool shows them.
        authors: settings.anonymous ? null : shownAuthors(abstract, assigned.authors),
      },
      questions: settings.questions,
      review: own
        ? {
            scores: own.scores,
            recommendation: own.recommendation,
            commentToCommittee: own.commentToCommittee ?? '',
            commentToAuthors: own.commentToAuthors,
          }
        : null,
      window: reviewWindowState(settings, this.clock.now()),
      opensOn: settings.opensOn,
      closesOn: settings.closesOn,
    };
  }

  /** A link to the file named by the reference: the uploaded name can carry the author's name. */
  async fileLink(reviewerId: string, abstractId: string, actor: AuditActor): Promise<FileLink> {
    const assigned = await this.assignedAbstract(reviewerId, abstractId);
    if (!assigned) throw notAssigned();
    return this.links.issueNamed(assigned.abstract.fileId, reference(abstractId), actor);
  }

  async saveReview(
    reviewerId: string,
    abstractId: string,
    body: ReviewDto,
    actor: AuditActor,
  ): Promise<void> {
    await this.repository.transaction(async (manager) => {
      if (!(await this.assignedAbstract(reviewerId, abstractId, manager))) throw notAssigned();
      const settings = await this.repository.settings(manager);
      const refusal = reviewWindowRefusal(settings, this.clock.now());
      if (refusal) throw new ApiError(HttpStatus.CONFLICT, refusal);
      const scores = settings.questions.map((question) => {
        const answers = body.scores.filter((score) => score.questionId === question.id);
        if (answers.length !== 1) {
          throw ApiError.validation({ scores: reviewMessages.scores });
        }
        const { score } = answers[0]!;
        if (!Number.isInteger(score) || score < 1 || score > question.scaleMax) {
          throw ApiError.validation({
            scores: reviewMessages.score(question.label, question.scaleMax),
          });
        }
        return { questionId: question.id, score };
      });
      if (body.scores.length !== scores.length) {
        throw ApiError.validation({ scores: reviewMessages.questionUnknown });
      }
      const commentToAuthors = body.commentToAuthors?.trim() || null;
      await this.repository.saveReview(manager, abstractId, reviewerId, {
        recommendation: body.recommendation,
        commentToCommittee: body.commentToCommittee.trim(),
        commentToAuthors,
        scores,
      });
      await this.audit.record(
        actor,
        {
          action: 'review.saved',
          entityType: 'abstract',
          entityId: abstractId,
          after: { recommendation: body.recommendation, scores },
        },
        manager,
      );
    });
  }

  async declareConflict(reviewerId: string, abstractId: string, actor: AuditActor): Promise<void> {
    await this.repository.transaction(async (manager) => {
      if (!(await this.assignedAbstract(reviewerId, abstractId, manager))) throw notAssigned();
      await this.repository.declareConflict(manager, abstractId, reviewerId);
      await this.audit.record(
        actor,
        { action: 'review.conflict-declared', entityType: 'abstract', entityId: abstractId },
        manager,
      );
    });
  }

  async reviewers(abstractId: string): Promise<AbstractReviewer[]> {
    const abstract = await this.repository.abstract(abstractId);
    if (!abstract) throw abstractMissing();
    const [reviewers, authors] = await Promise.all([
      this.repository.reviewersOf(abstractId),
      this.abstracts.authorsOfMany([abstractId]),
    ]);
    const byAuthor = conflictAuthors(abstract, authors);
    return reviewers.map((reviewer) => {
      const tooClose = reviewer.coAuthor ? 'co-author' : authorConflict(reviewer, byAuthor);
      return {
        userId: reviewer.userId,
        email: reviewer.email,
        institution: reviewer.institution,
        assigned: reviewer.assigned && tooClose === null,
        bySubtheme: reviewer.bySubtheme,
        excluded: tooClose ?? (reviewer.conflict ? 'conflict' : null),
        reviewed: reviewer.reviewed,
      };
    });
  }

  /**
   * Makes exactly `reviewerIds` review the abstract, as far as the rule allows: the subtheme's
   * reviewers left out are recorded as removed, anyone else chosen as added.
   */
  async setReviewers(
    abstractId: string,
    reviewerIds: string[],
    actor: AuditActor,
  ): Promise<AbstractReviewer[]> {
    const abstract = await this.repository.abstract(abstractId);
    if (!abstract) throw abstractMissing();
    const wanted = new Set(reviewerIds);
    const known = new Set(await this.repository.possibleReviewerIds());
    if (reviewerIds.some((id) => !known.has(id))) {
      throw ApiError.validation({ reviewerIds: reviewMessages.reviewerUnknown });
    }
    const refusal = await this.authorConflictAmong(abstract, [...wanted]);
    if (refusal) throw new ApiError(HttpStatus.CONFLICT, authorConflictMessages[refusal]);
    const current = await this.repository.reviewersOf(abstractId);
    await this.repository.transaction(async (manager) => {
      for (const id of known) {
        const bySubtheme = current.find((reviewer) => reviewer.userId === id)?.bySubtheme ?? false;
        const change = wanted.has(id)
          ? bySubtheme
            ? null
            : 'added'
          : bySubtheme
            ? 'removed'
            : null;
        await this.repository.setAssignment(manager, abstractId, id, change);
      }
      await this.audit.record(
        actor,
        {
          action: 'review.reviewers-changed',
          entityType: 'abstract',
          entityId: abstractId,
          before: {
            reviewers: current.filter((reviewer) => reviewer.assigned).map((r) => r.email),
          },
          after: { reviewerIds: [...wanted] },
        },
        manager,
      );
    });
    return this.reviewers(abstractId);
  }

  /** The first conflict with the abstract's authors among the chosen reviewers, if any. */
  private async authorConflictAmong(
    abstract: AbstractRow,
    reviewerIds: readonly string[],
  ): Promise<AuthorConflict | null> {
    if (reviewerIds.length === 0) return null;
    const [identities, authors] = await Promise.all([
      this.repository.reviewerIdentities(reviewerIds),
      this.abstracts.authorsOfMany([abstract.id]),
    ]);
    const byAuthor = conflictAuthors(abstract, authors);
    for (const reviewer of identities.values()) {
      const conflict = authorConflict(reviewer, byAuthor);
      if (conflict) return conflict;
    }
    return null;
  }

  /** Declares the institution a reviewer belongs to, which the conflict rule compares. */
  async setInstitution(
    reviewerId: string,
    body: ReviewerInstitutionDto,
    actor: AuditActor,
  ): Promise<ReviewerIdentity> {
    if (!(await this.repository.possibleReviewerIds()).includes(reviewerId)) {
      throw reviewerMissing();
    }
    const institution = body.institution?.trim() || null;
    return this.repository.transaction(async (manager) => {
      const before = (await this.repository.reviewerIdentities([reviewerId], manager)).get(
        reviewerId,
      );
      await this.repository.saveInstitution(manager, reviewerId, institution);
      await this.audit.record(
        actor,
        {
          action: 'review.reviewer-institution-changed',
          entityType: 'user',
          entityId: reviewerId,
          before: { institution: before?.institution ?? null },
          after: { institution },
        },
        manager,
      );
      return { email: before?.email ?? '', institution };
    });
  }

  async committee(query: CommitteeQuery): Promise<CommitteeList> {
    const [abstracts, reviews, questions, accepted] = await Promise.all([
      this.repository.decisionRows(query),
      this.repository.reviews(null),
      this.repository.questions(),
      this.repository.acceptedAndConfirmed(),
    ]);
    const rows = abstracts.map((abstract) =>
      committeeRow(
        abstract,
        reviews.filter((review) => review.abstractId === abstract.id),
        questions,
      ),
    );
    const direction = query.order === 'asc' ? 1 : -1;
    const key = (row: CommitteeRow): number =>
      query.sort === 'reference'
        ? Number(row.id)
        : query.sort === 'reviews'
          ? row.reviews
          : query.sort === 'spread'
            ? (row.spread ?? -1)
            : (row.score ?? -1);
    rows.sort((a, b) => (key(a) - key(b)) * direction || Number(a.id) - Number(b.id));
    const start = (query.page - 1) * query.limit;
    return {
      data: rows.slice(start, start + query.limit),
      count: rows.length,
      ...accepted,
    };
  }

  async committeeDetail(abstractId: string): Promise<CommitteeDetail> {
    const abstract = await this.repository.abstract(abstractId);
    if (!abstract) throw abstractMissing();
    const [reviews, questions] = await Promise.all([
      this.repository.reviews([abstractId]),
      this.repository.questions(),
    ]);
    return {
      row: committeeRow(abstract, reviews, questions),
      authors: authorsOf(abstract),
      questions,
      reviews: reviews.map((review) => ({
        reviewerEmail: review.reviewerEmail,
        scores: review.scores,
        score: committeeScore([review.scores], questions).mean,
        recommendation: review.recommendation,
        commentToCommittee: review.commentToCommittee,
        commentToAuthors: review.commentToAuthors,
        updatedAt: new Date(review.updatedAt).toISOString(),
      })),
    };
  }

  async decide(body: DecisionDto, actor: AuditActor): Promise<number> {
    const ids = [...new Set(body.ids)];
    const duplicateOfId = body.decision === 'duplicate' ? (body.duplicateOfId ?? null) : null;
    if (duplicateOfId !== null && ids.includes(duplicateOfId)) {
      throw ApiError.validation({ duplicateOfId: reviewMessages.duplicateOfSelf });
    }
    return this.repository.transaction(async (manager) => {
      const found = await this.repository.decisionsForUpdate(manager, ids);
      if (found.length !== ids.length) throw abstractMissing();
      if (duplicateOfId !== null && !(await this.repository.abstract(duplicateOfId, manager))) {
        throw ApiError.validation({ duplicateOfId: reviewMessages.duplicateOfMissing });
      }
      await this.repository.decide(manager, ids, {
        decision: body.decision,
        duplicateOfId,
        decidedAt: this.clock.now(),
      });
      for (const row of found) {
        await this.audit.record(
          actor,
          {
            action: 'abstract.decided',
            entityType: 'abstract',
            entityId: row.id,
            before: { decision: row.decision, duplicateOfId: row.duplicateOfId },
            after: { decision: body.decision, duplicateOfId },
          },
          manager,
        );
      }
      return ids.length;
    });
  }

  async changeSubtheme(
    abstractId: string,
    subtheme: SubthemeTitle,
    actor: AuditActor,
  ): Promise<CommitteeDetail> {
    await this.repository.transaction(async (manager) => {
      const abstract = await this.repository.abstract(abstractId, manager);
      if (!abstract) throw abstractMissing();
      await this.repository.changeSubtheme(manager, abstractId, subtheme);
      await this.audit.record(
        actor,
        {
          action: 'abstract.subtheme-changed',
          entityType: 'abstract',
          entityId: abstractId,
          before: { subtheme: abstract.subtheme },
          after: { subtheme },
        },
        manager,
      );
    });
    return this.committeeDetail(abstractId);
  }

  async statistics(): Promise<ReviewStatistics> {
    const [bySubtheme, byDecision, reviewers] = await Promise.all([
      this.repository.countsBySubtheme(),
      this.repository.countsByDecision(),
      this.repository.reviewsDone(),
    ]);
    const byReviewer = await Promise.all(
      reviewers.map(async (reviewer) => ({
        email: reviewer.email,
        reviewed: reviewer.reviewed,
        assigned: (await this.assignedAbstracts(reviewer.id)).length,
      })),
    );
    return { bySubtheme, byDecision, byReviewer };
  }
}

/**
 * Whom the conflict rule compares a reviewer with: every author listed, and the submitter, who
 * wrote it even when not listed among them.
 */
function conflictAuthors(
  abstract: AbstractRow,
  authors: ReadonlyMap<string, readonly CheckedAuthor[]>,
): Pick<CheckedAuthor, 'affiliation' | 'email'>[] {
  return [
    { affiliation: abstract.affiliation, email: abstract.email },
    ...(authors.get(abstract.id) ?? []),
  ];
}

/** The authors a reviewer reads, in order; a submission without a list has its submitter. */
function shownAuthors(abstract: AbstractRow, authors: readonly CheckedAuthor[]): ListedAuthor[] {
  if (authors.length > 0) return listedAuthors(authors);
  return [{ name: abstract.fullName, affiliation: abstract.affiliation, presenting: true }];
}

function authorsOf(abstract: AbstractRow) {
  return {
    fullName: abstract.fullName,
    email: abstract.email,
    affiliation: abstract.affiliation,
    phone: abstract.phone,
  };
}

function committeeRow(
  abstract: AbstractRow,
  reviews: StoredReview[],
  questions: Awaited<ReturnType<ReviewRepository['questions']>>,
): CommitteeRow {
  const { mean, spread } = committeeScore(
    reviews.map((review) => review.scores),
    questions,
  );
  const recommendations = Object.fromEntries(
    reviewRecommendations.map((recommendation) => [
      recommendation,
      reviews.filter((review) => review.recommendation === recommendation).length,
    ]),
  ) as Record<ReviewRecommendation, number>;
  return {
    id: abstract.id,
    reference: reference(abstract.id),
    title: abstract.title,
    subtheme: abstract.subtheme,
    reviews: reviews.length,
    score: mean,
    spread,
    recommendations,
    decision: abstract.decision,
    duplicateOfId: abstract.duplicateOfId === null ? null : String(abstract.duplicateOfId),
    notice: abstract.decision === null ? null : abstract.decisionNotifiedAt ? 'sent' : 'queued',
    authorResponse: isAcceptingDecision(abstract.decision) ? abstract.authorResponse : null,
  };
}
