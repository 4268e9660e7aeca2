import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AbstractDecision,
  AbstractPresentationType,
  AbstractStatus,
  AuthorResponse,
  Language,
} from '@caawg11/conference';
import { AbstractResponseToken } from './abstract-response-token.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** A decided abstract as its notice needs it. */
export interface DecidedAbstract {
  id: string;
  fullName: string;
  email: string;
  title: string;
  presentationType: AbstractPresentationType;
  decision: AbstractDecision;
  status: AbstractStatus;
  /** The language the author used on the site; the notice is written in it. */
  visitorLanguage: Language;
}

/** A decided abstract with when its notice was written and the author's answer, if any. */
interface NotifiedAbstract extends DecidedAbstract {
  notifiedAt: Date | null;
  authorResponse: AuthorResponse | null;
}

const decidedColumns = `id, full_name AS fullName, email, abstract_title AS title,
  presentation_type AS presentationType, decision, status, visitor_language AS visitorLanguage`;

// mysql2 reads a BIGINT as a number.
function toDecided<Row extends DecidedAbstract>(row: Row): Row {
  return { ...row, id: String(row.id) };
}

/** An erased author's response links go: the abstract they answer for no longer names anyone. */
export async function forgetResponseLinks(db: EntityManager, abstractId: string): Promise<void> {
  await db.query('DELETE FROM abstract_response_tokens WHERE abstract_id = ?', [abstractId]);
}

/** The abstracts' decision notices, their authors' single-use links and their answers. */
@Injectable()
export class AbstractNoticesRepository extends DatabaseRepository {
  /** Decided abstracts whose notice is not written yet, oldest first. */
  async queued(
    decisions: readonly AbstractDecision[],
    manager: EntityManager = this.dataSource.manager,
    options: { lock?: boolean; limit?: number } = {},
  ): Promise<DecidedAbstract[]> {
    if (decisions.length === 0) return [];
    const rows = await manager.query<DecidedAbstract[]>(
      `SELECT ${decidedColumns}
         FROM abstracts
        WHERE decision IN (?) AND decision_notified_at IS NULL
        ORDER BY id
        ${options.limit ? `LIMIT ${Number(options.limit)}` : ''}
        ${options.lock ? 'FOR UPDATE' : ''}`,
      [decisions],
    );
    return rows.map(toDecided);
  }

  /** The newest abstract given this decision or, before any, the newest abstract. */
  async newestFor(decision: AbstractDecision): Promise<DecidedAbstract | null> {
    const [row] = await this.dataSource.query<DecidedAbstract[]>(
      `SELECT ${decidedColumns} FROM abstracts ORDER BY decision <=> ? DESC, id DESC LIMIT 1`,
      [decision],
    );
    return row ? toDecided(row) : null;
  }

  /** The reviewers' comments to the authors of each abstract, in the order they were written. */
  async commentsToAuthors(
    ids: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, string[]>> {
    const byAbstract = new Map<string, string[]>();
    if (ids.length === 0) return byAbstract;
    const rows = await manager.query<{ abstractId: string | number; comment: string }[]>(
      `SELECT abstract_id AS abstractId, comment_to_authors AS comment FROM reviews
        WHERE abstract_id IN (?) AND comment_to_authors IS NOT NULL
          AND TRIM(comment_to_authors) <> ''
        ORDER BY id`,
      [ids],
    );
    for (const row of rows) {
      const id = String(row.abstractId);
      byAbstract.set(id, [...(byAbstract.get(id) ?? []), row.comment]);
    }
    return byAbstract;
  }

  /** Stores the abstract's new link; its earlier unused ones stop working. */
  async replaceLink(
    manager: EntityManager,
    link: { abstractId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(AbstractResponseToken)
      .where('abstract_id = :abstractId AND used_at IS NULL', { abstractId: link.abstractId })
      .execute();
    await manager.insert(AbstractResponseToken, link);
  }

  /** The notice is written: the abstract takes its status and waits for a fresh answer. */
  async markNotified(
    manager: EntityManager,
    id: string,
    status: AbstractStatus,
    notifiedAt: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE abstracts SET decision_notified_at = ?, status = ?, author_response = NULL,
              author_responded_at = NULL
        WHERE id = ?`,
      [notifiedAt, status, id],
    );
  }

  /** Takes the duplicates off the queue: the abstract each one repeats carries the notice. */
  async settleDuplicates(now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE abstracts SET decision_notified_at = ?
        WHERE decision = 'duplicate' AND decision_notified_at IS NULL`,
      [now],
    );
  }

  async linkByHash(
    tokenHash: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<AbstractResponseToken | null> {
    return manager.getRepository(AbstractResponseToken).findOne({
      where: { tokenHash },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The abstract a link answers for, with when its notice was written and any answer. */
  async linkedAbstract(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<NotifiedAbstract | null> {
    const [row] = await manager.query<NotifiedAbstract[]>(
      `SELECT ${decidedColumns}, decision_notified_at AS notifiedAt,
              author_response AS authorResponse
         FROM abstracts WHERE id = ? ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row ? toDecided(row) : null;
  }

  /**
   * Stores the author's answer and uses up the abstract's link, whether the answer came through
   * it or from the author's page: an abstract is answered once.
   */
  async recordResponse(
    manager: EntityManager,
    answer: {
      abstractId: string;
      response: AuthorResponse;
      status: AbstractStatus;
      at: Date;
    },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AbstractResponseToken)
      .set({ usedAt: answer.at })
      .where('abstract_id = :abstractId AND used_at IS NULL', { abstractId: answer.abstractId })
      .execute();
    await manager.query(
      'UPDATE abstracts SET author_response = ?, author_responded_at = ?, status = ? WHERE id = ?',
      [answer.response, answer.at, answer.status, answer.abstractId],
    );
  }
}
