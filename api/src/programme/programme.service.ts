import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  inboxReference,
  isAcceptingDecision,
  minutesOfDay,
  programmeClashes,
  programmeMessages,
  type AbstractDecision,
  type AuthorResponse,
  type Clock,
  type DraftSession,
  type DraftTalk,
  type ProgrammeDraft,
  type ProgrammePlacementInput,
  type ProgrammeSessionInput,
  type PublishedDay,
  type PublishedProgramme,
  type SubthemeTitle,
  type UnplacedAbstract,
} from '@caawg11/conference';
import type { AuditActor } from '../audit/audit.service.js';
import { ApiError } from '../common/api-error.js';
import { CLOCK } from '../config/clock.token.js';
import { ProgrammePlacement, ProgrammePublication, ProgrammeSession } from './programme.entity.js';

/** The abstract columns the programme reads, joined to the placement when there is one. */
interface AbstractRow {
  id: string;
  fullName: string;
  email: string;
  title: string;
  subtheme: SubthemeTitle;
  decision: AbstractDecision | null;
  authorResponse: AuthorResponse | null;
  placementId: string | null;
  sessionId: string | null;
  start: string | null;
  end: string | null;
  position: number | null;
}

const isId = (value: string) => /^\d{1,19}$/.test(value);

const sessionNotFound = () => new ApiError(HttpStatus.NOT_FOUND, programmeMessages.sessionNotFound);

function isPlaceable(row: Pick<AbstractRow, 'decision' | 'authorResponse'>): boolean {
  return isAcceptingDecision(row.decision) && row.authorResponse !== 'withdrawn';
}

function byTime(a: DraftTalk, b: DraftTalk): number {
  return (a.start ?? '').localeCompare(b.start ?? '') || a.position - b.position;
}

/** The public form of a draft: what a publication stores and the public side serves. */
export function publishedDays(sessions: readonly DraftSession[]): PublishedDay[] {
  const days = new Map<string, PublishedDay>();
  const ordered = [...sessions].sort(
    (a, b) =>
      a.day.localeCompare(b.day) || a.start.localeCompare(b.start) || Number(a.id) - Number(b.id),
  );
  for (const session of ordered) {
    const day = days.get(session.day) ?? { date: session.day, sessions: [] };
    days.set(session.day, day);
    day.sessions.push({
      id: session.id,
      title: session.title,
      subtheme: session.subtheme,
      kind: session.kind,
      start: session.start,
      end: session.end,
      room: session.room,
      chair: session.chair,
      talks: session.talks
        .filter((talk) => isAcceptingDecision(talk.decision) && !talk.withdrawn)
        .map((talk) => ({
          reference: talk.reference,
          title: talk.title,
          presenter: talk.presenter,
          start: session.kind === 'oral' ? talk.start : null,
          end: session.kind === 'oral' ? talk.end : null,
        })),
    });
  }
  return [...days.values()];
}

@Injectable()
export class ProgrammeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async abstractRows(manager: EntityManager): Promise<AbstractRow[]> {
    return manager.query<AbstractRow[]>(
      `SELECT a.id, a.full_name AS fullName, a.email, a.abstract_title AS title, a.subtheme,
              a.decision, a.author_response AS authorResponse, p.id AS placementId,
              p.session_id AS sessionId, p.start_time AS start, p.end_time AS end, p.position
         FROM abstracts a
         LEFT JOIN programme_placements p ON p.abstract_id = a.id
        WHERE p.id IS NOT NULL
           OR (a.decision IN ('oral', 'poster')
               AND (a.author_response IS NULL OR a.author_response <> 'withdrawn'))
        ORDER BY a.id`,
    );
  }

  private async draftSessions(manager: EntityManager) {
    const [sessions, rows] = await Promise.all([
      manager.find(ProgrammeSession, { order: { day: 'ASC', start: 'ASC', id: 'ASC' } }),
      this.abstractRows(manager),
    ]);
    const drafts: DraftSession[] = sessions.map((session) => ({
      id: String(session.id),
      title: session.title,
      subtheme: session.subtheme,
      day: session.day,
      start: session.start,
      end: session.end,
      room: session.room,
      chair: session.chair,
      kind: session.kind,
      talks: [],
    }));
    const byId = new Map(drafts.map((session) => [session.id, session]));
    const unplaced: UnplacedAbstract[] = [];
    for (const row of rows) {
      const common = {
        abstractId: String(row.id),
        reference: inboxReference('abstracts', row.id),
        title: row.title,
        presenter: row.fullName,
        presenterEmail: row.email,
        subtheme: row.subtheme,
      };
      const session = row.sessionId ? byId.get(String(row.sessionId)) : undefined;
      if (session) {
        session.talks.push({
          ...common,
          decision: row.decision,
          withdrawn: row.authorResponse === 'withdrawn',
          start: row.start,
          end: row.end,
          position: Number(row.position ?? 0),
        });
      } else if (isAcceptingDecision(row.decision)) {
        unplaced.push({ ...common, decision: row.decision });
      }
    }
    for (const session of drafts) session.talks.sort(byTime);
    return { sessions: drafts, unplaced };
  }

  private async latestPublication(manager: EntityManager): Promise<ProgrammePublication | null> {
    return manager.findOne(ProgrammePublication, { where: {}, order: { id: 'DESC' } });
  }

  async draft(): Promise<ProgrammeDraft> {
    const manager = this.dataSource.manager;
    const [{ sessions, unplaced }, publication] = await Promise.all([
      this.draftSessions(manager),
      this.latestPublication(manager),
    ]);
    const snapshot = JSON.stringify(publishedDays(sessions));
    return {
      sessions,
      unplaced,
      clashes: programmeClashes({ sessions }),
      publication: publication
        ? {
            publishedAt: publication.publishedAt.toISOString(),
            publishedBy: publication.publishedByEmail,
          }
        : null,
      differsFromPublished: publication ? publication.snapshot !== snapshot : sessions.length > 0,
    };
  }

  private async findSession(manager: EntityManager, id: string): Promise<ProgrammeSession> {
    const session = isId(id) ? await manager.findOneBy(ProgrammeSession, { id }) : null;
    if (!session) throw sessionNotFound();
    return session;
  }

  async createSession(input: ProgrammeSessionInput): Promise<void> {
    await this.dataSource.manager.insert(ProgrammeSession, {
      ...input,
      chair: input.chair || null,
    });
  }

  async updateSession(id: string, input: ProgrammeSessionInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const session = await this.findSession(manager, id);
      await manager.update(
        ProgrammeSession,
        { id: session.id },
        { ...input, chair: input.chair || null },
      );
      // A talk keeps its slot; one the new times leave outside is listed as a clash to fix.
      if (session.kind !== input.kind && input.kind === 'poster') {
        await manager.update(
          ProgrammePlacement,
          { sessionId: session.id },
          { start: null, end: null },
        );
      }
    });
  }

  async deleteSession(id: string): Promise<void> {
    const manager = this.dataSource.manager;
    const session = await this.findSession(manager, id);
    await manager.delete(ProgrammeSession, { id: session.id });
  }

  /** Places an abstract in a session, or moves it there from where it was. */
  async place(abstractId: string, input: ProgrammePlacementInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = isId(abstractId)
        ? await manager.query<Pick<AbstractRow, 'decision' | 'authorResponse'>[]>(
            `SELECT decision, author_response AS authorResponse FROM abstracts WHERE id = ? FOR UPDATE`,
            [abstractId],
          )
        : [];
      if (!rows[0]) throw new ApiError(HttpStatus.NOT_FOUND, 'Abstract not found');
      if (!isPlaceable(rows[0])) {
        throw new ApiError(HttpStatus.CONFLICT, programmeMessages.abstractNotPlaceable);
      }
      const session = await this.findSession(manager, input.sessionId);
      let times: { start: string | null; end: string | null } = { start: null, end: null };
      if (session.kind === 'oral') {
        if (!input.start || !input.end) {
          throw ApiError.validation({ start: programmeMessages.talkTimesRequired });
        }
        if (
          minutesOfDay(input.start) < minutesOfDay(session.start) ||
          minutesOfDay(input.end) > minutesOfDay(session.end)
        ) {
          throw ApiError.validation({
            start: programmeMessages.talkOutsideSession(session.start, session.end),
          });
        }
        times = { start: input.start, end: input.end };
      }
      const existing = await manager.findOneBy(ProgrammePlacement, { abstractId });
      if (session.kind === 'poster' && input.position !== undefined) {
        await manager.query(
          `UPDATE programme_placements SET position = position + 1
            WHERE session_id = ? AND position >= ? AND abstract_id <> ?`,
          [session.id, input.position, abstractId],
        );
      }
      let position: number;
      if (session.kind === 'poster' && input.position !== undefined) position = input.position;
      else if (existing?.sessionId === session.id) position = existing.position;
      else position = await this.nextPosition(manager, session.id);
      if (existing) {
        await manager.update(
          ProgrammePlacement,
          { id: existing.id },
          {
            sessionId: session.id,
            ...times,
            position,
          },
        );
      } else {
        await manager.insert(ProgrammePlacement, {
          abstractId,
          sessionId: session.id,
          ...times,
          position,
        });
      }
    });
  }

  private async nextPosition(manager: EntityManager, sessionId: string): Promise<number> {
    const [row] = await manager.query<{ next: number | string }[]>(
      `SELECT COALESCE(MAX(position), 0) + 1 AS next FROM programme_placements WHERE session_id = ?`,
      [sessionId],
    );
    return Number(row!.next);
  }

  async unplace(abstractId: string): Promise<void> {
    const result = isId(abstractId)
      ? await this.dataSource.manager.delete(ProgrammePlacement, { abstractId })
      : { affected: 0 };
    if (!result.affected) throw new ApiError(HttpStatus.NOT_FOUND, programmeMessages.notPlaced);
  }

  /** Stores the draft as the new public programme, unless it has clashes. */
  async publish(actor: AuditActor): Promise<ProgrammeDraft> {
    await this.dataSource.transaction(async (manager) => {
      // One publisher at a time, so the snapshot is the draft as it stood when it was checked.
      await manager.query(`SELECT id FROM programme_sessions FOR UPDATE`);
      const { sessions } = await this.draftSessions(manager);
      if (sessions.length === 0) {
        throw new ApiError(HttpStatus.CONFLICT, programmeMessages.nothingToPublish);
      }
      const clashes = programmeClashes({ sessions });
      if (clashes.length > 0) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          programmeMessages.publishBlocked,
          Object.fromEntries(clashes.map((clash, i) => [`clash${i + 1}`, clash.message])),
        );
      }
      await manager.insert(ProgrammePublication, {
        publishedAt: this.clock.now(),
        publishedByUserId: actor.userId,
        publishedByEmail: actor.email,
        snapshot: JSON.stringify(publishedDays(sessions)),
      });
    });
    return this.draft();
  }

  /** The newest publication as the public sees it; no days before the first. */
  async published(): Promise<PublishedProgramme> {
    const publication = await this.latestPublication(this.dataSource.manager);
    if (!publication) return { publishedAt: null, days: [] };
    return {
      publishedAt: publication.publishedAt.toISOString(),
      days: JSON.parse(publication.snapshot) as PublishedDay[],
    };
  }
}
