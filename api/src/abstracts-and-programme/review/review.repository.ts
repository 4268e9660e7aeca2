import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AbstractDecision,
  ReviewerIdentity,
  CommitteeDecisionFilter,
  AbstractLanguage,
  AbstractPresentationType,
  AuthorResponse,
  ReviewQuestion,
  ReviewRecommendation,
  ReviewScore,
  ReviewSettings,
  SubthemeTitle,
} from '@caawg11/conference';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
  type ReviewWindow,
} from '../../platform/settings/index.js';

/**
 * Who reviews what, in one place: written over an abstract `a` and a user `u`, so the reviewer's
 * list, their screen, their saving and the committee's "Reviewers" dialog all ask the same
 * question. A reviewer reviews the abstracts of their subthemes unless an admin removed them
 * from that abstract, plus the abstracts an admin added them to; never one whose submitting
 * e-mail is their own (co-authored), never one they declared a conflict on, never one its
 * author withdrew. The other authors live with the abstracts feature, so ReviewService leaves
 * out the abstracts whose listed authors the reviewer is too close to.
 */
const reviewsAbstract = `
  u.disabled_at IS NULL
  AND u.role IN ('reviewer', 'admin')
  AND a.status <> 'withdrawn'
  AND (a.author_response IS NULL OR a.author_response <> 'withdrawn')
  AND a.email <> u.email
  AND NOT EXISTS (
    SELECT 1 FROM review_conflicts rc WHERE rc.abstract_id = a.id AND rc.reviewer_user_id = u.id
  )
  AND (
    (u.role = 'reviewer'
      AND JSON_CONTAINS(COALESCE(u.subthemes, JSON_ARRAY()), JSON_QUOTE(a.subtheme))
      AND NOT EXISTS (
        SELECT 1 FROM review_assignments ra
         WHERE ra.abstract_id = a.id AND ra.reviewer_user_id = u.id AND ra.change_kind = 'removed'
      ))
    OR EXISTS (
      SELECT 1 FROM review_assignments ra
       WHERE ra.abstract_id = a.id AND ra.reviewer_user_id = u.id AND ra.change_kind = 'added'
    )
  )`;

export interface AbstractRow {
  id: string;
  fullName: string;
  email: string;
  affiliation: string;
  phone: string | null;
  title: string;
  subtheme: SubthemeTitle;
  language: AbstractLanguage;
  presentationType: AbstractPresentationType;
  comments: string | null;
  fileId: string;
  decision: AbstractDecision | null;
  duplicateOfId: string | null;
  decisionNotifiedAt: Date | null;
  authorResponse: AuthorResponse | null;
}

const abstractColumns = `
  a.id AS id, a.full_name AS fullName, a.email AS email, a.affiliation AS affiliation,
  a.phone AS phone, a.abstract_title AS title, a.subtheme AS subtheme, a.language AS language,
  a.presentation_type AS presentationType, a.comments AS comments, a.file_id AS fileId,
  a.decision AS decision, a.duplicate_of_id AS duplicateOfId,
  a.decision_notified_at AS decisionNotifiedAt, a.author_response AS authorResponse`;

function toAbstract(row: AbstractRow): AbstractRow {
  return {
    ...row,
    id: String(row.id),
    fileId: String(row.fileId),
    duplicateOfId: row.duplicateOfId === null ? null : String(row.duplicateOfId),
  };
}

export interface StoredReview {
  id: string;
  abstractId: string;
  reviewerUserId: string;
  reviewerEmail: string;
  recommendation: ReviewRecommendation;
  commentToCommittee: string | null;
  commentToAuthors: string | null;
  updatedAt: Date;
  scores: ReviewScore[];
}

export interface ReviewerAssignment {
  userId: string;
  email: string;
  institution: string | null;
  bySubtheme: boolean;
  change: 'added' | 'removed' | null;
  conflict: boolean;
  coAuthor: boolean;
  assigned: boolean;
  reviewed: boolean;
}

/** An abstract's decision as it stands, as the audit entry of a new one records it. */
export interface StoredDecision {
  id: string;
  decision: AbstractDecision | null;
  duplicateOfId: string | null;
}

/** The review tables, the abstracts' decisions, and the rule of who reviews what. */
@Injectable()
export class ReviewRepository extends DatabaseRepository {
  async settings(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReviewWindow & { questions: Required<ReviewQuestion>[] }> {
    return {
      ...(await readSetting(manager, declaredSettings.review)),
      questions: await this.questions(manager),
    };
  }

  /** The window, locked until the transaction ends, so two changes are told apart. */
  lockWindow(manager: EntityManager): Promise<ReviewWindow> {
    return lockSetting(manager, declaredSettings.review);
  }

  async questions(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Required<ReviewQuestion>[]> {
    const rows = await manager.query<
      { id: string; label: string; scale_max: number; weight: string }[]
    >('SELECT id, label, scale_max, weight FROM review_questions ORDER BY position, id');
    return rows.map((row) => ({
      id: String(row.id),
      label: row.label,
      scaleMax: Number(row.scale_max),
      weight: Number(row.weight),
    }));
  }

  /** The labels of the given questions that have scores against them. */
  async questionsInUse(manager: EntityManager, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<{ label: string }[]>(
      `SELECT q.label FROM review_questions q
        WHERE q.id IN (?) AND EXISTS (SELECT 1 FROM review_scores s WHERE s.question_id = q.id)
        ORDER BY q.position`,
      [ids],
    );
    return rows.map((row) => row.label);
  }

  async saveSettings(manager: EntityManager, settings: ReviewSettings): Promise<void> {
    await saveSetting(manager, declaredSettings.review, {
      opensOn: settings.opensOn,
      closesOn: settings.closesOn,
      anonymous: settings.anonymous,
      authorEditsUntil: settings.authorEditsUntil,
    });
    const kept = settings.questions.flatMap((question) => (question.id ? [question.id] : []));
    await manager.query(
      kept.length === 0
        ? 'DELETE FROM review_questions'
        : 'DELETE FROM review_questions WHERE id NOT IN (?)',
      kept.length === 0 ? [] : [kept],
    );
    for (const [index, question] of settings.questions.entries()) {
      const values = [question.label.trim(), question.scaleMax, question.weight, index + 1];
      if (question.id) {
        await manager.query(
          'UPDATE review_questions SET label = ?, scale_max = ?, weight = ?, position = ? WHERE id = ?',
          [...values, question.id],
        );
      } else {
        await manager.query(
          'INSERT INTO review_questions (label, scale_max, weight, position) VALUES (?, ?, ?, ?)',
          values,
        );
      }
    }
  }

  /** Whether any reviewer has saved a review of the abstract. */
  async hasReview(abstractId: string, manager: EntityManager = this.dataSource.manager) {
    const [row] = await manager.query<{ reviewed: number }[]>(
      'SELECT EXISTS (SELECT 1 FROM reviews WHERE abstract_id = ?) AS reviewed',
      [abstractId],
    );
    return Boolean(Number(row?.reviewed ?? 0));
  }

  /** The abstracts a reviewer reviews now, by reference. */
  async assignedAbstracts(reviewerId: string): Promise<(AbstractRow & { reviewed: boolean })[]> {
    const rows = await this.dataSource.query<(AbstractRow & { reviewed: number })[]>(
      `SELECT ${abstractColumns},
              EXISTS (SELECT 1 FROM reviews r WHERE r.abstract_id = a.id AND r.reviewer_user_id = u.id)
                AS reviewed
         FROM abstracts a JOIN users u ON u.id = ?
        WHERE ${reviewsAbstract}
        ORDER BY a.id`,
      [reviewerId],
    );
    return rows.map((row) => ({ ...toAbstract(row), reviewed: Boolean(Number(row.reviewed)) }));
  }

  /** The abstract if the reviewer reviews it now; null otherwise. */
  async assignedAbstract(
    reviewerId: string,
    abstractId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AbstractRow | null> {
    const [row] = await manager.query<AbstractRow[]>(
      `SELECT ${abstractColumns} FROM abstracts a JOIN users u ON u.id = ?
        WHERE a.id = ? AND ${reviewsAbstract}`,
      [reviewerId, abstractId],
    );
    return row ? toAbstract(row) : null;
  }

  async abstract(id: string, manager: EntityManager = this.dataSource.manager) {
    const [row] = await manager.query<AbstractRow[]>(
      `SELECT ${abstractColumns} FROM abstracts a WHERE a.id = ?`,
      [id],
    );
    return row ? toAbstract(row) : null;
  }

  /** The active users who may be given abstracts to review: reviewers and admins. */
  async possibleReviewerIds(): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM users WHERE disabled_at IS NULL AND role IN ('reviewer', 'admin')`,
    );
    return rows.map((row) => String(row.id));
  }

  /** The reviewers' e-mails and declared institutions, by user id; unknown ids are absent. */
  async reviewerIdentities(
    userIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, ReviewerIdentity>> {
    const identities = new Map<string, ReviewerIdentity>();
    if (userIds.length === 0) return identities;
    const rows = await manager.query<{ id: string; email: string; institution: string | null }[]>(
      `SELECT u.id, u.email, p.institution
         FROM users u LEFT JOIN reviewer_profiles p ON p.user_id = u.id
        WHERE u.id IN (?)`,
      [[...userIds]],
    );
    for (const row of rows) {
      identities.set(String(row.id), { email: row.email, institution: row.institution });
    }
    return identities;
  }

  /** The institution a reviewer declares, or none when `institution` is null. */
  async saveInstitution(
    manager: EntityManager,
    userId: string,
    institution: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO reviewer_profiles (user_id, institution) VALUES (?, ?)
       ON DUPLICATE KEY UPDATE institution = VALUES(institution)`,
      [userId, institution],
    );
  }

  /** The abstracts on the committee's screen, by subtheme and decision when asked. */
  async decisionRows(filter: {
    subtheme?: SubthemeTitle;
    decision?: CommitteeDecisionFilter;
  }): Promise<AbstractRow[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (filter.subtheme) {
      conditions.push('a.subtheme = ?');
      values.push(filter.subtheme);
    }
    if (filter.decision === 'none') conditions.push('a.decision IS NULL');
    else if (filter.decision) {
      conditions.push('a.decision = ?');
      values.push(filter.decision);
    }
    const rows = await this.dataSource.query<AbstractRow[]>(
      `SELECT ${abstractColumns} FROM abstracts a
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
      values,
    );
    return rows.map(toAbstract);
  }

  /** How many abstracts are accepted, and how many of their authors confirmed. */
  async acceptedAndConfirmed(): Promise<{ accepted: number; confirmed: number }> {
    const [row] = await this.dataSource.query<{ accepted: string; confirmed: string }[]>(
      `SELECT COUNT(*) AS accepted, COALESCE(SUM(author_response = 'confirmed'), 0) AS confirmed
         FROM abstracts WHERE decision IN ('oral', 'poster')`,
    );
    return { accepted: Number(row?.accepted ?? 0), confirmed: Number(row?.confirmed ?? 0) };
  }

  /** The decisions of the given abstracts, locked until the caller's transaction ends. */
  async decisionsForUpdate(manager: EntityManager, ids: string[]): Promise<StoredDecision[]> {
    const rows = await manager.query<StoredDecision[]>(
      `SELECT id, decision, duplicate_of_id AS duplicateOfId FROM abstracts
        WHERE id IN (?) FOR UPDATE`,
      [ids],
    );
    return rows.map((row) => ({
      id: String(row.id),
      decision: row.decision,
      duplicateOfId: row.duplicateOfId === null ? null : String(row.duplicateOfId),
    }));
  }

  /** Records the decision on each abstract; a changed decision waits for its notice again. */
  async decide(
    manager: EntityManager,
    ids: string[],
    decision: { decision: AbstractDecision; duplicateOfId: string | null; decidedAt: Date },
  ): Promise<void> {
    await manager.query(
      `UPDATE abstracts SET decision = ?, duplicate_of_id = ?, decided_at = ?,
              decision_notified_at = NULL
        WHERE id IN (?)`,
      [decision.decision, decision.duplicateOfId, decision.decidedAt, ids],
    );
  }

  async changeSubtheme(manager: EntityManager, id: string, subtheme: SubthemeTitle) {
    await manager.query('UPDATE abstracts SET subtheme = ? WHERE id = ?', [subtheme, id]);
  }

  async countsBySubtheme(): Promise<{ subtheme: string; count: number }[]> {
    const rows = await this.dataSource.query<{ subtheme: string; count: string }[]>(
      'SELECT subtheme, COUNT(*) AS count FROM abstracts GROUP BY subtheme ORDER BY subtheme',
    );
    return rows.map((row) => ({ subtheme: row.subtheme, count: Number(row.count) }));
  }

  async countsByDecision(): Promise<{ decision: AbstractDecision | 'none'; count: number }[]> {
    const rows = await this.dataSource.query<
      { decision: AbstractDecision | null; count: string }[]
    >('SELECT decision, COUNT(*) AS count FROM abstracts GROUP BY decision ORDER BY decision');
    return rows.map((row) => ({ decision: row.decision ?? 'none', count: Number(row.count) }));
  }

  /** The reviews written by each reviewer, and by anyone else who has written one. */
  async reviewsDone(): Promise<{ id: string; email: string; reviewed: number }[]> {
    const rows = await this.dataSource.query<{ id: string; email: string; reviewed: string }[]>(
      `SELECT u.id, u.email,
              (SELECT COUNT(*) FROM reviews r WHERE r.reviewer_user_id = u.id) AS reviewed
         FROM users u
        WHERE u.disabled_at IS NULL
          AND (u.role = 'reviewer' OR EXISTS (SELECT 1 FROM reviews r WHERE r.reviewer_user_id = u.id))
        ORDER BY u.email`,
    );
    return rows.map((row) => ({
      id: String(row.id),
      email: row.email,
      reviewed: Number(row.reviewed),
    }));
  }

  /** Every team reviewer (and every admin given the abstract) against one abstract. */
  async reviewersOf(abstractId: string): Promise<ReviewerAssignment[]> {
    const rows = await this.dataSource.query<
      {
        userId: string;
        email: string;
        institution: string | null;
        bySubtheme: number;
        change: 'added' | 'removed' | null;
        conflict: number;
        coAuthor: number;
        assigned: number;
        reviewed: number;
      }[]
    >(
      `SELECT u.id AS userId, u.email AS email, p.institution AS institution,
              (u.role = 'reviewer'
                AND JSON_CONTAINS(COALESCE(u.subthemes, JSON_ARRAY()), JSON_QUOTE(a.subtheme)))
                AS bySubtheme,
              (SELECT ra.change_kind FROM review_assignments ra
                WHERE ra.abstract_id = a.id AND ra.reviewer_user_id = u.id) AS \`change\`,
              EXISTS (SELECT 1 FROM review_conflicts rc
                       WHERE rc.abstract_id = a.id AND rc.reviewer_user_id = u.id) AS conflict,
              (a.email = u.email) AS coAuthor,
              (${reviewsAbstract}) AS assigned,
              EXISTS (SELECT 1 FROM reviews r WHERE r.abstract_id = a.id AND r.reviewer_user_id = u.id)
                AS reviewed
         FROM abstracts a JOIN users u LEFT JOIN reviewer_profiles p ON p.user_id = u.id
        WHERE a.id = ? AND u.disabled_at IS NULL
          AND (u.role = 'reviewer' OR EXISTS (
            SELECT 1 FROM review_assignments ra WHERE ra.abstract_id = a.id AND ra.reviewer_user_id = u.id))
        ORDER BY u.email`,
      [abstractId],
    );
    return rows.map((row) => ({
      userId: String(row.userId),
      email: row.email,
      institution: row.institution,
      bySubtheme: Boolean(Number(row.bySubtheme)),
      change: row.change,
      conflict: Boolean(Number(row.conflict)),
      coAuthor: Boolean(Number(row.coAuthor)),
      assigned: Boolean(Number(row.assigned)),
      reviewed: Boolean(Number(row.reviewed)),
    }));
  }

  async setAssignment(
    manager: EntityManager,
    abstractId: string,
    reviewerId: string,
    change: 'added' | 'removed' | null,
  ): Promise<void> {
    if (change === null) {
      await manager.query(
        'DELETE FROM review_assignments WHERE abstract_id = ? AND reviewer_user_id = ?',
        [abstractId, reviewerId],
      );
      return;
    }
    await manager.query(
      `INSERT INTO review_assignments (abstract_id, reviewer_user_id, change_kind) VALUES (?, ?, ?)
       ON DUPLICATE KEY UPDATE change_kind = VALUES(change_kind)`,
      [abstractId, reviewerId, change],
    );
  }

  async declareConflict(manager: EntityManager, abstractId: string, reviewerId: string) {
    await manager.query(
      'INSERT IGNORE INTO review_conflicts (abstract_id, reviewer_user_id) VALUES (?, ?)',
      [abstractId, reviewerId],
    );
    // A review written before the conflict was seen must not weigh on the decision.
    await manager.query('DELETE FROM reviews WHERE abstract_id = ? AND reviewer_user_id = ?', [
      abstractId,
      reviewerId,
    ]);
  }

  /** The reviews of the given abstracts (every abstract when `abstractIds` is null). */
  async reviews(
    abstractIds: string[] | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredReview[]> {
    if (abstractIds !== null && abstractIds.length === 0) return [];
    const where = abstractIds === null ? '' : 'WHERE r.abstract_id IN (?)';
    const reviews = await manager.query<
      {
        id: string;
        abstractId: string;
        reviewerUserId: string;
        reviewerEmail: string;
        recommendation: ReviewRecommendation;
        commentToCommittee: string | null;
        commentToAuthors: string | null;
        updatedAt: Date;
      }[]
    >(
      `SELECT r.id, r.abstract_id AS abstractId, r.reviewer_user_id AS reviewerUserId,
              u.email AS reviewerEmail, r.recommendation, r.comment_to_committee AS commentToCommittee,
              r.comment_to_authors AS commentToAuthors, r.updated_at AS updatedAt
         FROM reviews r JOIN users u ON u.id = r.reviewer_user_id ${where}
        ORDER BY r.abstract_id, u.email`,
      abstractIds === null ? [] : [abstractIds],
    );
    if (reviews.length === 0) return [];
    const scores = await manager.query<{ reviewId: string; questionId: string; score: number }[]>(
      `SELECT review_id AS reviewId, question_id AS questionId, score FROM review_scores
        WHERE review_id IN (?)`,
      [reviews.map((review) => review.id)],
    );
    const byReview = new Map<string, ReviewScore[]>();
    for (const score of scores) {
      const list = byReview.get(String(score.reviewId)) ?? [];
      list.push({ questionId: String(score.questionId), score: Number(score.score) });
      byReview.set(String(score.reviewId), list);
    }
    return reviews.map((review) => ({
      ...review,
      id: String(review.id),
      abstractId: String(review.abstractId),
      reviewerUserId: String(review.reviewerUserId),
      scores: byReview.get(String(review.id)) ?? [],
    }));
  }

  async saveReview(
    manager: EntityManager,
    abstractId: string,
    reviewerId: string,
    review: {
      recommendation: ReviewRecommendation;
      commentToCommittee: string;
      commentToAuthors: string | null;
      scores: ReviewScore[];
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO reviews (abstract_id, reviewer_user_id, recommendation, comment_to_committee,
         comment_to_authors) VALUES (?, ?, ?, ?, ?)
       ON DUPLICATE KEY UPDATE recommendation = VALUES(recommendation),
         comment_to_committee = VALUES(comment_to_committee),
         comment_to_authors = VALUES(comment_to_authors)`,
      [
        abstractId,
        reviewerId,
        review.recommendation,
        review.commentToCommittee,
        review.commentToAuthors,
      ],
    );
    const [row] = await manager.query<{ id: string }[]>(
      'SELECT id FROM reviews WHERE abstract_id = ? AND reviewer_user_id = ? FOR UPDATE',
      [abstractId, reviewerId],
    );
    await manager.query('DELETE FROM review_scores WHERE review_id = ?', [row!.id]);
    for (const score of review.scores) {
      await manager.query(
        'INSERT INTO review_scores (review_id, question_id, score) VALUES (?, ?, ?)',
        [row!.id, score.questionId, score.score],
      );
    }
  }
}
