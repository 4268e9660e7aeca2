import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AbstractDecision,
  AuthorResponse,
  ProgrammeSessionInput,
  SubthemeTitle,
} from '@caawg11/conference';
import { ProgrammePlacement, ProgrammePublication, ProgrammeSession } from './programme.entity.js';
import { DatabaseRepository } from '../database/database-repository.js';

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

/** Where a placement goes: its session, its times (null for a poster) and its place in order. */
export interface PlacementValues {
  sessionId: string;
  start: string | null;
  end: string | null;
  position: number;
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

  latestPublication(manager: EntityManager = this.manager): Promise<ProgrammePublication | null> {
    return manager.findOne(ProgrammePublication, { where: {}, order: { id: 'DESC' } });
  }

  session(manager: EntityManager, id: string): Promise<ProgrammeSession | null> {
    return manager.findOneBy(ProgrammeSession, { id });
  }

  async insertSession(input: ProgrammeSessionInput): Promise<void> {
    await this.manager.insert(ProgrammeSession, { ...input, chair: input.chair || null });
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

  async deleteSession(id: string): Promise<void> {
    await this.manager.delete(ProgrammeSession, { id });
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

  placementOf(manager: EntityManager, abstractId: string): Promise<ProgrammePlacement | null> {
    return manager.findOneBy(ProgrammePlacement, { abstractId });
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

  /** Takes the abstract out of its session; answers whether it was in one. */
  async unplace(abstractId: string): Promise<boolean> {
    const result = await this.manager.delete(ProgrammePlacement, { abstractId });
    return Boolean(result.affected);
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
