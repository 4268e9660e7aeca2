import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AbstractDecision,
  AuthorResponse,
  Language,
  ProgrammeSessionInput,
  SubthemeTitle,
} from '@caawg11/conference';
import { insertRow } from '../../platform/common/insert-row.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { ProgrammePlacement, ProgrammePublication, ProgrammeSession } from './programme.entity.js';

/** An abstract the programme may show, with its placement when it has one. */
export interface ProgrammeAbstract {
  id: string;
  fullName: string;
  email: string;
  title: string;
  subtheme: SubthemeTitle;
  decision: AbstractDecision | null;
  authorResponse: AuthorResponse | null;
  sessionId: string | null;
  start: string | null;
  end: string | null;
  position: number | null;
}

/** The author who presents an abstract, and the language they submitted it in. */
export interface AbstractPresenter {
  id: string;
  fullName: string;
  email: string;
  title: string;
  language: Language;
  authorResponse: AuthorResponse | null;
}

/** Where a placement goes: its session, its times (null for a poster) and its place in order. */
export interface PlacementValues {
  sessionId: string;
  start: string | null;
  end: string | null;
  position: number;
}

/** A placement with the title of its abstract. */
export interface PlacedAbstract extends PlacementValues {
  abstractId: string;
  title: string;
}

/** The draft programme's sessions and placements, and its publications. */
@Injectable()
export class ProgrammeRepository extends DatabaseRepository {
  sessions(manager: EntityManager = this.manager): Promise<ProgrammeSession[]> {
    return manager.find(ProgrammeSession, { order: { day: 'ASC', start: 'ASC', id: 'ASC' } });
  }

  /** Every placed abstract, and every accepted one its author has not withdrawn. */
  async abstracts(manager: EntityManager = this.manager): Promise<ProgrammeAbstract[]> {
    const rows = await manager.query<ProgrammeAbstract[]>(
      `SELECT a.id, a.full_name AS fullName, a.email, a.abstract_title AS title, a.subtheme,
              a.decision, a.author_response AS authorResponse, p.session_id AS sessionId,
              p.start_time AS start, p.end_time AS end, p.position
         FROM abstracts a
         LEFT JOIN programme_placements p ON p.abstract_id = a.id
        WHERE p.id IS NOT NULL
           OR (a.decision IN ('oral', 'poster')
               AND (a.author_response IS NULL OR a.author_response <> 'withdrawn'))
        ORDER BY a.id`,
    );
    // mysql2 reads a BIGINT as a number.
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      sessionId: row.sessionId === null ? null : String(row.sessionId),
      position: row.position === null ? null : Number(row.position),
    }));
  }

  async presenters(
    manager: EntityManager,
    abstractIds: readonly string[],
  ): Promise<AbstractPresenter[]> {
    if (abstractIds.length === 0) return [];
    const rows = await manager.query<AbstractPresenter[]>(
      `SELECT id, full_name AS fullName, email, abstract_title AS title,
              visitor_language AS language, author_response AS authorResponse
         FROM abstracts WHERE id IN (?)`,
      [abstractIds],
    );
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  latestPublication(manager: EntityManager = this.manager): Promise<ProgrammePublication | null> {
    return manager.findOne(ProgrammePublication, { where: {}, order: { id: 'DESC' } });
  }

  session(manager: EntityManager, id: string): Promise<ProgrammeSession | null> {
    return manager.findOneBy(ProgrammeSession, { id });
  }

  /** The session, locked until the transaction ends. */
  sessionForUpdate(manager: EntityManager, id: string): Promise<ProgrammeSession | null> {
    return manager.findOne(ProgrammeSession, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Answers the new session's id. */
  insertSession(manager: EntityManager, input: ProgrammeSessionInput): Promise<string> {
    return insertRow(manager, ProgrammeSession, { ...input, chair: input.chair || null });
  }

  /** Changes a session; when it becomes a poster session its talks lose their times. */
  async updateSession(
    manager: EntityManager,
    id: string,
    input: ProgrammeSessionInput,
  ): Promise<void> {
    await manager.update(ProgrammeSession, { id }, { ...input, chair: input.chair || null });
    if (input.kind === 'poster') {
      await manager.update(ProgrammePlacement, { sessionId: id }, { start: null, end: null });
    }
  }

  /** Deletes the session; the database removes its placements with it. */
  async deleteSession(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(ProgrammeSession, { id });
  }

  /**
   * The session's talks in programme order with their titles. The placements stay locked until
   * the transaction ends, so none is added or moved away while the caller decides.
   */
  async placedAbstracts(manager: EntityManager, sessionId: string): Promise<PlacedAbstract[]> {
    const placements = await manager.find(ProgrammePlacement, {
      where: { sessionId },
      order: { start: 'ASC', position: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    if (placements.length === 0) return [];
    // Read without a lock: placing an abstract locks the abstract before its session.
    const rows = await manager.query<{ id: number | string; title: string }[]>(
      `SELECT id, abstract_title AS title FROM abstracts WHERE id IN (?)`,
      [placements.map((placement) => placement.abstractId)],
    );
    const titles = new Map(rows.map((row) => [String(row.id), row.title]));
    return placements.map((placement) => ({
      abstractId: String(placement.abstractId),
      title: titles.get(String(placement.abstractId)) ?? '',
      sessionId: String(placement.sessionId),
      start: placement.start,
      end: placement.end,
      position: placement.position,
    }));
  }

  /** The abstract's decision and its author's answer, locked until the transaction ends. */
  async decisionForUpdate(
    manager: EntityManager,
    abstractId: string,
  ): Promise<Pick<ProgrammeAbstract, 'decision' | 'authorResponse'> | null> {
    const [row] = await manager.query<Pick<ProgrammeAbstract, 'decision' | 'authorResponse'>[]>(
      `SELECT decision, author_response AS authorResponse FROM abstracts WHERE id = ? FOR UPDATE`,
      [abstractId],
    );
    return row ?? null;
  }

  /** The abstract's placement, locked until the transaction ends. */
  placementOf(manager: EntityManager, abstractId: string): Promise<ProgrammePlacement | null> {
    return manager.findOne(ProgrammePlacement, {
      where: { abstractId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Moves the session's posters from `position` on one place down, to free that place. */
  async makeRoomAt(
    manager: EntityManager,
    sessionId: string,
    position: number,
    abstractId: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE programme_placements SET position = position + 1
        WHERE session_id = ? AND position >= ? AND abstract_id <> ?`,
      [sessionId, position, abstractId],
    );
  }

  /** The place after the session's last. */
  async nextPosition(manager: EntityManager, sessionId: string): Promise<number> {
    const [row] = await manager.query<{ next: number | string }[]>(
      `SELECT COALESCE(MAX(position), 0) + 1 AS next FROM programme_placements WHERE session_id = ?`,
      [sessionId],
    );
    return Number(row!.next);
  }

  /** Places the abstract, or moves its existing placement. */
  async savePlacement(
    manager: EntityManager,
    abstractId: string,
    existing: ProgrammePlacement | null,
    values: PlacementValues,
  ): Promise<void> {
    if (existing) await manager.update(ProgrammePlacement, { id: existing.id }, values);
    else await manager.insert(ProgrammePlacement, { abstractId, ...values });
  }

  /** Takes the abstract out of its session. */
  async unplace(manager: EntityManager, placementId: string): Promise<void> {
    await manager.delete(ProgrammePlacement, { id: placementId });
  }

  /** Holds every session until the transaction ends: one publisher at a time. */
  async lockSessions(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT id FROM programme_sessions FOR UPDATE`);
  }

  async insertPublication(
    manager: EntityManager,
    publication: Pick<
      ProgrammePublication,
      'publishedAt' | 'publishedByUserId' | 'publishedByEmail' | 'snapshot'
    >,
  ): Promise<void> {
    await manager.insert(ProgrammePublication, publication);
  }
}
