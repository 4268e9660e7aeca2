import { HttpStatus, type StreamableFile } from '@nestjs/common';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  defaultLanguage,
  inboxChoosableStatuses,
  inboxNeedsReason,
  inboxNewStatus,
  consentSubjectOfInbox,
  inboxNoticeStatuses,
  inboxReference,
  isLanguage,
  isStaffRole,
  type AuthUser,
  type HistoryEntry,
  type InboxDetail,
  type InboxItem,
  type InboxName,
  type InboxNote,
  type InboxStatus,
  type InboxStatusChange,
} from '@caawg11/conference';
import { exportFile, type ExportFormat } from '../../platform/admin/list-export.js';
import { queryRows } from '../../platform/admin/query-rows.js';
import { AuditLogEntry } from '../../platform/audit/audit-log.entity.js';
import type { AuditActor, AuditService } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { endOfConferenceDay, startOfConferenceDay } from '../../platform/common/conference-days.js';
import { containsPattern } from '../../platform/common/like-pattern.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import {
  inboxNotFound,
  sharedColumns,
  type InboxDefinition,
  type InboxRecordRaw,
  type RecordCondition,
} from './inbox-definition.js';
import { InboxNoteEntry } from './inbox-note.entity.js';
import type { InboxListQueryDto } from './inbox-requests.js';
import { consentsOf } from '../../team-and-settings/privacy/consents.repository.js';
import { accountIn } from '../../platform/users/users.repository.js';

/** How many exported rows are read before what an inbox adds to them is looked up. */
const exportBatchSize = 200;

/** Where an inbox's shared queries run: its aggregate's repository, or the data source itself. */
export interface InboxDatabase {
  readonly manager: EntityManager;
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
}

/** An inbox list's query: the shared parameters and the inbox's own filters by name. */
export type InboxQuery = InboxListQueryDto & Record<string, unknown>;

export function toHistoryEntry(entry: AuditLogEntry): HistoryEntry {
  return {
    id: entry.id,
    actor: entry.actorEmail,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  };
}

function toNote(note: InboxNoteEntry): InboxNote {
  return {
    id: note.id,
    author: note.authorEmail,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
  };
}

/** What an inbox offers its routes, whatever its rows look like in the database. */
export interface Inbox<Name extends InboxName, Item extends InboxItem<InboxStatus<Name>>> {
  readonly name: Name;
  list(query: InboxQuery, user: AuthUser): Promise<{ data: Item[]; count: number }>;
  export(query: InboxQuery, format: ExportFormat, user: AuthUser, now: Date): StreamableFile;
  item(id: string, user: AuthUser): Promise<Item>;
  detail(id: string, user: AuthUser): Promise<InboxDetail<Item>>;
  changeStatus(
    id: string,
    change: InboxStatusChange,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<Item>;
  changeStatuses(
    ids: readonly string[],
    change: InboxStatusChange,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<{ updated: number }>;
  assign(id: string, userId: string | null, actor: AuditActor, user: AuthUser): Promise<Item>;
  addNote(id: string, body: string, actor: AuditActor, user: AuthUser): Promise<InboxNote>;
  countNew(user: AuthUser): Promise<number>;
  /** The notice a decision would send, for the newest record: real data for a preview. */
  sampleNotice(status: string, user: AuthUser): Promise<MailMessage | null>;
}

/**
 * Everything an inbox does, written once: its list with filters, sorting and pages, its export,
 * a record's detail with notes and history, status changes (one or many) with the notice they
 * owe, assignment and notes. Each inbox is an instance with its own definition.
 */
export class InboxService<
  Name extends InboxName,
  Raw extends InboxRecordRaw,
  Item extends InboxItem<InboxStatus<Name>>,
  Database extends InboxDatabase = DataSource,
> implements Inbox<Name, Item> {
  constructor(
    readonly definition: InboxDefinition<Name, Raw, Item>,
    protected readonly database: Database,
    protected readonly audit: AuditService,
    protected readonly outbox: OutboxService,
  ) {}

  get name(): Name {
    return this.definition.name;
  }

  /** The table's rows an organiser may see, with the columns of a raw row. */
  protected rows(user: AuthUser, manager?: EntityManager): SelectQueryBuilder<Raw & object> {
    const builder = (manager ?? this.database.manager)
      .createQueryBuilder()
      .from(this.definition.table, 'record')
      .leftJoin('users', 'assignee', 'assignee.id = record.assignee_user_id')
      .select('assignee.email', 'assigneeEmail');
    for (const join of this.definition.joins ?? []) {
      builder.leftJoin(join.table, join.alias, join.on);
    }
    const columns: Record<string, string> = {
      ...sharedColumns,
      ...(this.definition.visitorLanguageColumn
        ? { visitorLanguage: this.definition.visitorLanguageColumn }
        : {}),
      ...this.definition.columns,
    };
    for (const [field, sql] of Object.entries(columns)) builder.addSelect(sql, field);
    const scope = this.definition.scope?.(user);
    if (scope) builder.andWhere(scope.sql, scope.parameters);
    return builder as SelectQueryBuilder<Raw & object>;
  }

  private toItem(raw: Raw): Item {
    const shared: InboxItem<InboxStatus<Name>> = {
      id: String(raw.id),
      reference: inboxReference(this.name, raw.id),
      status: raw.status as InboxStatus<Name>,
      assignee:
        raw.assigneeId === null || raw.assigneeEmail === null
          ? null
          : { id: String(raw.assigneeId), email: raw.assigneeEmail },
      email: raw.email,
      visitorLanguage: isLanguage(raw.visitorLanguage) ? raw.visitorLanguage : defaultLanguage,
      createdAt: new Date(raw.createdAt).toISOString(),
      updatedAt: new Date(raw.updatedAt).toISOString(),
    };
    return this.definition.toItem(raw, shared);
  }

  /** The list's conditions, shared by the page, its count and the export. */
  private filtered(query: InboxQuery, user: AuthUser): SelectQueryBuilder<Raw & object> {
    const builder = this.rows(user);
    if (query.status) builder.andWhere('record.status = :status', { status: query.status });
    if (query.q) {
      const search = this.definition.searchColumns
        .map((column) => `${column} LIKE :search`)
        .join(' OR ');
      builder.andWhere(`(${search})`, { search: containsPattern(query.q) });
    }
    if (query.assignee === 'none') builder.andWhere('record.assignee_user_id IS NULL');
    else if (query.assignee) {
      const assignee = query.assignee === 'me' ? user.id : query.assignee;
      builder.andWhere('record.assignee_user_id = :assignee', { assignee });
    }
    if (query.from) {
      builder.andWhere('record.created_at >= :from', { from: startOfConferenceDay(query.from) });
    }
    if (query.to) {
      builder.andWhere('record.created_at < :to', { to: endOfConferenceDay(query.to) });
    }
    for (const [parameter, column] of Object.entries(this.definition.filterColumns ?? {})) {
      const value = query[parameter];
      if (typeof value === 'string' && value !== '') {
        builder.andWhere(`${column} = :${parameter}`, { [parameter]: value });
      }
    }
    return builder;
  }

  private sorted(query: InboxQuery, user: AuthUser): SelectQueryBuilder<Raw & object> {
    const sortColumns: Record<string, string> = this.definition.sortColumns;
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    return this.filtered(query, user)
      .orderBy(sortColumns[query.sort ?? 'createdAt'] ?? 'record.created_at', order)
      .addOrderBy('record.id', order);
  }

  async list(query: InboxQuery, user: AuthUser): Promise<{ data: Item[]; count: number }> {
    const [rows, counted] = await Promise.all([
      this.sorted(query, user)
        .offset((query.page - 1) * query.limit)
        .limit(query.limit)
        .getRawMany<Raw>(),
      this.filtered(query, user).select('COUNT(*)', 'count').getRawOne<{ count: string }>(),
    ]);
    return { data: rows.map((raw) => this.toItem(raw)), count: Number(counted?.count ?? 0) };
  }

  /**
   * The items as the export writes them, a batch at a time: an inbox whose export says more than
   * its list (an abstract's authors) reads it here, in one query per batch.
   */
  protected exportBatch(items: Item[]): Promise<Item[]> {
    return Promise.resolve(items);
  }

  /** The list's filter, every page of it, as a file streamed from a database cursor. */
  export(query: InboxQuery, format: ExportFormat, user: AuthUser, now: Date): StreamableFile {
    const raws = queryRows<Raw>(this.sorted(query, user));
    const toItem = (raw: Raw) => this.toItem(raw);
    const completed = (batch: Item[]) => this.exportBatch(batch);
    async function* items(): AsyncIterable<Item> {
      let batch: Item[] = [];
      for await (const raw of raws) {
        batch.push(toItem(raw));
        if (batch.length < exportBatchSize) continue;
        yield* await completed(batch);
        batch = [];
      }
      yield* await completed(batch);
    }
    return exportFile(
      format,
      { name: this.name, columns: this.definition.exportColumns, rows: items() },
      now,
    );
  }

  /** The records of these ids the organiser may see. */
  protected async items(
    ids: readonly string[],
    user: AuthUser,
    manager?: EntityManager,
  ): Promise<Item[]> {
    const builder = this.rows(user, manager).andWhere('record.id IN (:...ids)', { ids });
    const rows = await builder.orderBy('record.id', 'ASC').getRawMany<Raw>();
    return rows.map((raw) => this.toItem(raw));
  }

  /**
   * Locks the rows of a change until its transaction ends, so two organisers deciding on the same
   * record at once cannot both send a notice. Only the inbox's own rows: not its assignees'.
   */
  protected async lock(ids: readonly string[], manager: EntityManager): Promise<void> {
    await manager.query(`SELECT id FROM ${this.definition.table} WHERE id IN (?) FOR UPDATE`, [
      ids,
    ]);
  }

  async item(id: string, user: AuthUser, manager?: EntityManager): Promise<Item> {
    const [item] = await this.items([id], user, manager);
    if (!item) throw new ApiError(HttpStatus.NOT_FOUND, inboxNotFound[this.name]);
    return item;
  }

  async history(id: string): Promise<HistoryEntry[]> {
    const entries = await this.database.manager.getRepository(AuditLogEntry).find({
      where: { entityType: this.definition.auditEntity, entityId: id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return entries.map(toHistoryEntry);
  }

  async detail(id: string, user: AuthUser): Promise<InboxDetail<Item>> {
    const item = await this.item(id, user);
    const [notes, history, consents] = await Promise.all([
      this.database.manager.getRepository(InboxNoteEntry).find({
        where: { inbox: this.name, recordId: id },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
      this.history(id),
      consentsOf(this.database.manager, consentSubjectOfInbox[this.name], id),
    ]);
    return { item, notes: notes.map(toNote), history, consents };
  }

  private checkedStatus(status: string): InboxStatus<Name> {
    const statuses: readonly string[] = inboxChoosableStatuses[this.name];
    if (!statuses.includes(status)) {
      throw ApiError.validation({ status: `status must be one of: ${statuses.join(', ')}` });
    }
    return status as InboxStatus<Name>;
  }

  /**
   * Moves records to a status in one transaction: each change is audited, and a decision the
   * person who wrote in is told about goes into the outbox with it. Records already in the
   * status are left as they are. Answers the records as they are now.
   */
  protected async setStatus(
    ids: readonly string[],
    change: InboxStatusChange,
    actor: AuditActor,
    user: AuthUser,
    manager: EntityManager,
  ): Promise<{ items: Item[]; changed: number }> {
    const status = this.checkedStatus(change.status);
    const reason = change.reason ?? null;
    await this.lock(ids, manager);
    const locked = await this.items(ids, user, manager);
    const moving = locked.filter((item) => item.status !== status);
    if (moving.length === 0) return { items: locked, changed: 0 };
    await manager.query(`UPDATE ${this.definition.table} SET status = ? WHERE id IN (?)`, [
      status,
      moving.map((item) => item.id),
    ]);
    const notices: MailMessage[] = [];
    const sendsNotice = (inboxNoticeStatuses[this.name] as readonly string[]).includes(status);
    for (const item of moving) {
      await this.audit.record(
        actor,
        {
          action: 'inbox.status-changed',
          entityType: this.definition.auditEntity,
          entityId: item.id,
          before: { status: item.status },
          after: reason === null ? { status } : { status, reason },
        },
        manager,
      );
      const notice = sendsNotice ? this.definition.notice?.(item, status, reason) : null;
      if (notice) notices.push(notice);
    }
    await this.outbox.add(manager, notices);
    return { items: await this.items(ids, user, manager), changed: moving.length };
  }

  async changeStatus(
    id: string,
    change: InboxStatusChange,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<Item> {
    return this.database.transaction(async (manager) => {
      const [item] = (await this.setStatus([id], change, actor, user, manager)).items;
      if (!item) throw new ApiError(HttpStatus.NOT_FOUND, inboxNotFound[this.name]);
      return item;
    });
  }

  /** Answers how many records changed; ids the organiser cannot see change nothing. */
  async changeStatuses(
    ids: readonly string[],
    change: InboxStatusChange,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    const { changed } = await this.database.transaction((manager) =>
      this.setStatus(unique, change, actor, user, manager),
    );
    return { updated: changed };
  }

  /** Hands a record to an active team member, or back to nobody. */
  async assign(
    id: string,
    userId: string | null,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<Item> {
    return this.database.transaction(async (manager) => {
      await this.lock([id], manager);
      const item = await this.item(id, user, manager);
      let assignee: { id: string; email: string } | null = null;
      if (userId !== null) {
        const member = await accountIn(manager, userId);
        if (!member || member.disabledAt !== null || !isStaffRole(member.role)) {
          throw ApiError.validation({ userId: 'No active team member has this id' });
        }
        assignee = { id: String(member.id), email: member.email };
      }
      if ((item.assignee?.id ?? null) === (assignee?.id ?? null)) return item;
      await manager.query(`UPDATE ${this.definition.table} SET assignee_user_id = ? WHERE id = ?`, [
        assignee?.id ?? null,
        id,
      ]);
      await this.audit.record(
        actor,
        {
          action: 'inbox.assigned',
          entityType: this.definition.auditEntity,
          entityId: id,
          before: { assignee: item.assignee?.email ?? null },
          after: { assignee: assignee?.email ?? null },
        },
        manager,
      );
      return this.item(id, user, manager);
    });
  }

  async addNote(id: string, body: string, actor: AuditActor, user: AuthUser): Promise<InboxNote> {
    await this.item(id, user);
    const repository = this.database.manager.getRepository(InboxNoteEntry);
    const note = await repository.save(
      repository.create({
        inbox: this.name,
        recordId: id,
        authorUserId: actor.userId,
        authorEmail: actor.email.slice(0, 254),
        body,
      }),
    );
    return toNote(note);
  }

  /** The newest record the organiser may see, if there is one. */
  protected async newest(user: AuthUser): Promise<Item | null> {
    const [raw] = await this.rows(user).orderBy('record.id', 'DESC').limit(1).getRawMany<Raw>();
    return raw ? this.toItem(raw) : null;
  }

  async sampleNotice(status: string, user: AuthUser): Promise<MailMessage | null> {
    const item = await this.newest(user);
    if (!item || !this.definition.notice) return null;
    const reason = inboxNeedsReason(status) ? 'The reason you give when you decide.' : null;
    return this.definition.notice(item, status as InboxStatus<Name>, reason);
  }

  /** Records still in the status they arrived in, among those the organiser may see. */
  async countNew(user: AuthUser): Promise<number> {
    const builder = this.database.manager
      .createQueryBuilder()
      .from(this.definition.table, 'record')
      .select('COUNT(*)', 'count')
      .where('record.status = :status', { status: inboxNewStatus[this.name] });
    const scope: RecordCondition | null | undefined = this.definition.scope?.(user);
    if (scope) builder.andWhere(scope.sql, scope.parameters);
    const row = await builder.getRawOne<{ count: string }>();
    return Number(row?.count ?? 0);
  }
}
