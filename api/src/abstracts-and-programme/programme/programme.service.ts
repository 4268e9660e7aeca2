import { isDeepStrictEqual } from 'node:util';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  inboxReference,
  isAcceptingDecision,
  listedAuthors,
  minutesOfDay,
  presentingAuthor,
  programmeClashes,
  presenterSlotChanges,
  programmeMessages,
  type CheckedAuthor,
  type Clock,
  type DraftSession,
  type DraftTalk,
  type MyAbstractSlot,
  type ProgrammeDraft,
  type ProgrammePlacementInput,
  type ProgrammeSessionInput,
  type PresenterNotice,
  type ProgrammePublishPreview,
  type PublishedDay,
  type PublishedProgramme,
  type SessionDeleteRefusal,
  type UnplacedAbstract,
} from '@caawg11/conference';
import type { AuditValues } from '../../platform/audit/audit-log.entity.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { AbstractsRepository } from '../abstracts/abstracts.repository.js';
import type { ProgrammePublication, ProgrammeSession } from './programme.entity.js';
import {
  ProgrammeRepository,
  type PlacementValues,
  type ProgrammeAbstract,
} from './programme.repository.js';

const isId = (value: string) => /^\d{1,19}$/.test(value);

/** ABS-0042 -> '42'. */
function abstractIdOf(reference: string): string | null {
  const match = /^ABS-(\d{1,19})$/.exec(reference);
  return match ? String(Number(match[1])) : null;
}

function daysOf(publication: ProgrammePublication | null): PublishedDay[] {
  if (!publication) return [];
  const days = JSON.parse(publication.snapshot) as PublishedDay[];
  // A programme published before authors were kept stored its talks without them.
  for (const session of days.flatMap((day) => day.sessions)) {
    for (const talk of session.talks) talk.authors ??= [];
  }
  return days;
}

/**
 * Who presents an abstract and where they are written to: its presenting author, or the
 * submitter for an abstract whose authors are not stored.
 */
function presentingOf(
  row: Pick<ProgrammeAbstract, 'fullName' | 'email'>,
  authors: readonly CheckedAuthor[] | undefined,
): { name: string; email: string } {
  const author = presentingAuthor(authors ?? []);
  return author
    ? { name: author.name, email: author.email ?? '' }
    : { name: row.fullName, email: row.email };
}

function slotMail(notice: PresenterNotice): MailMessage {
  return {
    template: 'programme-slot',
    to: notice.email,
    language: notice.language,
    data: {
      kind: notice.kind,
      name: notice.presenter,
      reference: notice.reference,
      title: notice.abstractTitle,
      before: notice.before,
      after: notice.after,
    },
  };
}

const sessionNotFound = () => new ApiError(HttpStatus.NOT_FOUND, programmeMessages.sessionNotFound);

function isPlaceable(row: Pick<ProgrammeAbstract, 'decision' | 'authorResponse'>): boolean {
  return isAcceptingDecision(row.decision) && row.authorResponse !== 'withdrawn';
}

/** A session as its audit entries record it. */
function sessionValues(session: ProgrammeSessionInput): AuditValues {
  return {
    title: session.title,
    subtheme: session.subtheme,
    kind: session.kind,
    day: session.day,
    start: session.start,
    end: session.end,
    room: session.room,
    chair: session.chair || null,
  };
}

/** Where a talk is, as its audit entries record it. */
function placementValues(placement: PlacementValues, session: ProgrammeSession): AuditValues {
  return {
    sessionId: String(session.id),
    session: session.title,
    start: placement.start,
    end: placement.end,
    position: placement.position,
  };
}

/** A talk the public programme shows and whose presenter announcements reach. */
function isPresented(talk: Pick<DraftTalk, 'decision' | 'withdrawn'>): boolean {
  return isAcceptingDecision(talk.decision) && !talk.withdrawn;
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
      talks: session.talks.filter(isPresented).map((talk) => ({
        reference: talk.reference,
        title: talk.title,
        presenter: talk.presenter,
        authors: talk.authors,
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
    private readonly programme: ProgrammeRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly abstracts: AbstractsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async draftSessions(manager?: EntityManager) {
    const [sessions, rows] = await Promise.all([
      this.programme.sessions(manager),
      this.programme.abstracts(manager),
    ]);
    const authors = await this.abstracts.authorsOfMany(
      rows.map((row) => row.id),
      manager,
    );
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
      const presenter = presentingOf(row, authors.get(row.id));
      const common = {
        abstractId: row.id,
        reference: inboxReference('abstracts', row.id),
        title: row.title,
        presenter: presenter.name,
        presenterEmail: presenter.email,
        subtheme: row.subtheme,
      };
      const session = row.sessionId ? byId.get(row.sessionId) : undefined;
      if (session) {
        session.talks.push({
          ...common,
          authors: listedAuthors(authors.get(row.id) ?? []),
          decision: row.decision,
          withdrawn: row.authorResponse === 'withdrawn',
          start: row.start,
          end: row.end,
          position: row.position ?? 0,
        });
      } else if (isAcceptingDecision(row.decision)) {
        unplaced.push({ ...common, decision: row.decision });
      }
    }
    for (const session of drafts) session.talks.sort(byTime);
    return { sessions: drafts, unplaced };
  }

  async draft(): Promise<ProgrammeDraft> {
    const [{ sessions, unplaced }, publication] = await Promise.all([
      this.draftSessions(),
      this.programme.latestPublication(),
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

  /** The draft's sessions holding at least one presented talk, in programme order. */
  async sessionsWithPresenters(): Promise<DraftSession[]> {
    const { sessions } = await this.draftSessions();
    return sessions.filter((session) => session.talks.some(isPresented));
  }

  private async findSession(
    id: string,
    manager: EntityManager = this.programme.manager,
  ): Promise<ProgrammeSession> {
    const session = isId(id) ? await this.programme.session(manager, id) : null;
    if (!session) throw sessionNotFound();
    return session;
  }

  /** The session, locked until the transaction ends, so its audit entry sees it as it was. */
  private async lockedSession(manager: EntityManager, id: string): Promise<ProgrammeSession> {
    const session = isId(id) ? await this.programme.sessionForUpdate(manager, id) : null;
    if (!session) throw sessionNotFound();
    return session;
  }

  async createSession(input: ProgrammeSessionInput, actor: AuditActor): Promise<void> {
    await this.programme.transaction(async (manager) => {
      const id = await this.programme.insertSession(manager, input);
      await this.audit.record(
        actor,
        {
          action: 'programme.session-created',
          entityType: 'programme-session',
          entityId: id,
          after: sessionValues(input),
        },
        manager,
      );
    });
  }

  // A talk keeps its slot; one the new times leave outside is listed as a clash to fix.
  async updateSession(id: string, input: ProgrammeSessionInput, actor: AuditActor): Promise<void> {
    await this.programme.transaction(async (manager) => {
      const session = await this.lockedSession(manager, id);
      await this.programme.updateSession(manager, session.id, input);
      const [before, after] = [sessionValues(session), sessionValues(input)];
      if (isDeepStrictEqual(before, after)) return;
      await this.audit.record(
        actor,
        {
          action: 'programme.session-updated',
          entityType: 'programme-session',
          entityId: session.id,
          before,
          after,
        },
        manager,
      );
    });
  }

  /**
   * Deletes a session. One that holds talks is deleted only when the request confirms it: the
   * organiser sees which talks go back to the unplaced list before they lose their places.
   */
  async deleteSession(id: string, confirmed: boolean, actor: AuditActor): Promise<void> {
    await this.programme.transaction(async (manager) => {
      const session = await this.lockedSession(manager, id);
      const placed = await this.programme.placedAbstracts(manager, session.id);
      if (placed.length > 0 && !confirmed) {
        const refusal: SessionDeleteRefusal = {
          success: false,
          message: programmeMessages.sessionHoldsTalks(placed.length),
          placedTalks: placed.map(({ abstractId, title }) => ({
            abstractId,
            reference: inboxReference('abstracts', abstractId),
            title,
          })),
        };
        throw new HttpException(refusal, HttpStatus.CONFLICT);
      }
      await this.programme.deleteSession(manager, session.id);
      await this.audit.record(
        actor,
        {
          action: 'programme.session-deleted',
          entityType: 'programme-session',
          entityId: session.id,
          before: {
            ...sessionValues(session),
            talks: placed.map(({ abstractId }) => inboxReference('abstracts', abstractId)),
          },
        },
        manager,
      );
      for (const talk of placed) {
        await this.audit.record(
          actor,
          {
            action: 'programme.talk-unplaced',
            entityType: 'abstract',
            entityId: talk.abstractId,
            before: placementValues(talk, session),
          },
          manager,
        );
      }
    });
  }

  /** Places an abstract in a session, or moves it there from where it was. */
  async place(
    abstractId: string,
    input: ProgrammePlacementInput,
    actor: AuditActor,
  ): Promise<void> {
    await this.programme.transaction(async (manager) => {
      const abstract = isId(abstractId)
        ? await this.programme.decisionForUpdate(manager, abstractId)
        : null;
      if (!abstract) throw new ApiError(HttpStatus.NOT_FOUND, 'Abstract not found');
      if (!isPlaceable(abstract)) {
        throw new ApiError(HttpStatus.CONFLICT, programmeMessages.abstractNotPlaceable);
      }
      const session = await this.findSession(input.sessionId, manager);
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
      const existing = await this.programme.placementOf(manager, abstractId);
      let position: number;
      if (session.kind === 'poster' && input.position !== undefined) {
        await this.programme.makeRoomAt(manager, session.id, input.position, abstractId);
        position = input.position;
      } else if (existing?.sessionId === session.id) position = existing.position;
      else position = await this.programme.nextPosition(manager, session.id);
      const placement: PlacementValues = { sessionId: session.id, ...times, position };
      await this.programme.savePlacement(manager, abstractId, existing, placement);

      const after = placementValues(placement, session);
      if (!existing) {
        await this.audit.record(
          actor,
          { action: 'programme.talk-placed', entityType: 'abstract', entityId: abstractId, after },
          manager,
        );
        return;
      }
      const before = placementValues(
        existing,
        existing.sessionId === session.id
          ? session
          : await this.findSession(existing.sessionId, manager),
      );
      if (isDeepStrictEqual(before, after)) return;
      await this.audit.record(
        actor,
        {
          action: 'programme.talk-moved',
          entityType: 'abstract',
          entityId: abstractId,
          before,
          after,
        },
        manager,
      );
    });
  }

  async unplace(abstractId: string, actor: AuditActor): Promise<void> {
    await this.programme.transaction(async (manager) => {
      const placement = isId(abstractId)
        ? await this.programme.placementOf(manager, abstractId)
        : null;
      if (!placement) throw new ApiError(HttpStatus.NOT_FOUND, programmeMessages.notPlaced);
      const session = await this.findSession(placement.sessionId, manager);
      await this.programme.unplace(manager, placement.id);
      await this.audit.record(
        actor,
        {
          action: 'programme.talk-unplaced',
          entityType: 'abstract',
          entityId: abstractId,
          before: placementValues(placement, session),
        },
        manager,
      );
    });
  }

  /**
   * The presenters that publishing these days after the newest publication would e-mail: each
   * placed, moved or removed talk's author, unless they withdrew it.
   */
  private async presenterNotices(
    manager: EntityManager,
    days: readonly PublishedDay[],
  ): Promise<PresenterNotice[]> {
    const changes = presenterSlotChanges(
      daysOf(await this.programme.latestPublication(manager)),
      days,
    );
    const ids = changes.flatMap(({ reference }) => abstractIdOf(reference) ?? []);
    const presenters = new Map(
      (await this.programme.presenters(manager, ids)).map((row) => [row.id, row]),
    );
    const authors = await this.abstracts.authorsOfMany(ids, manager);
    return changes.flatMap((change) => {
      const id = abstractIdOf(change.reference) ?? '';
      const presenter = presenters.get(id);
      if (!presenter || presenter.authorResponse === 'withdrawn') return [];
      const { name, email } = presentingOf(presenter, authors.get(id));
      return [
        {
          ...change,
          abstractTitle: presenter.title,
          presenter: name,
          email,
          language: presenter.language,
        },
      ];
    });
  }

  /** Who publishing the draft now would tell of their slot, and what changes for each. */
  async publishPreview(): Promise<ProgrammePublishPreview> {
    const manager = this.programme.manager;
    const { sessions } = await this.draftSessions(manager);
    return { notices: await this.presenterNotices(manager, publishedDays(sessions)) };
  }

  /**
   * Stores the draft as the new public programme, unless it has clashes, and e-mails each
   * presenter whose slot it gives, changes or takes away.
   */
  async publish(actor: AuditActor): Promise<ProgrammeDraft> {
    await this.programme.transaction(async (manager) => {
      // One publisher at a time, so the snapshot is the draft as it stood when it was checked,
      // and each presenter is told of a change once.
      await this.programme.lockSessions(manager);
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
      const days = publishedDays(sessions);
      const notices = await this.presenterNotices(manager, days);
      await this.programme.insertPublication(manager, {
        publishedAt: this.clock.now(),
        publishedByUserId: actor.userId,
        publishedByEmail: actor.email,
        snapshot: JSON.stringify(days),
      });
      await this.outbox.add(manager, notices.map(slotMail));
    });
    return this.draft();
  }

  /** Where and when the abstract of this reference is presented in the published programme. */
  async publishedSlotOf(reference: string): Promise<MyAbstractSlot | null> {
    const { days } = await this.published();
    for (const day of days) {
      for (const session of day.sessions) {
        const talk = session.talks.find((candidate) => candidate.reference === reference);
        if (!talk) continue;
        return {
          sessionTitle: session.title,
          date: day.date,
          start: talk.start ?? session.start,
          end: talk.end ?? session.end,
          room: session.room,
        };
      }
    }
    return null;
  }

  /** The newest publication as the public sees it; no days before the first. */
  async published(): Promise<PublishedProgramme> {
    const publication = await this.programme.latestPublication();
    if (!publication) return { publishedAt: null, days: [] };
    return { publishedAt: publication.publishedAt.toISOString(), days: daysOf(publication) };
  }
}
