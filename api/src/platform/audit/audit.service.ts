import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditLogView } from '@caawg11/conference';
import { endOfConferenceDay, startOfConferenceDay } from '../common/conference-days.js';
import { containsPattern } from '../common/like-pattern.js';
import type { AuditLogQueryDto } from './audit-log.query.js';
import {
  AuditLogEntry,
  type AuditAction,
  type AuditEntity,
  type AuditValues,
} from './audit-log.entity.js';

/** Who acted, as the guards established it, and from which address. */
export interface AuditActor {
  userId: string | null;
  email: string;
  clientAddress: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Writes one audit row. Given the manager of the change's transaction, the row commits or
   * rolls back with the change it describes.
   */
  async record(actor: AuditActor, record: AuditRecord, manager?: EntityManager): Promise<void> {
    const target = manager ?? this.dataSource.manager;
    const entry = target.create(AuditLogEntry, {
      actorUserId: actor.userId,
      actorEmail: actor.email.slice(0, 254),
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId,
      before: record.before ?? null,
      after: record.after ?? null,
      clientAddress: actor.clientAddress?.slice(0, 64) ?? null,
    });
    await target.save(entry);
  }

  /** The log newest first, filtered by who acted, on which kind of record, and when. */
  async list(query: AuditLogQueryDto): Promise<{ data: AuditLogView[]; count: number }> {
    const builder = this.dataSource.getRepository(AuditLogEntry).createQueryBuilder('entry');
    if (query.actor) {
      builder.andWhere('entry.actorEmail LIKE :actor', {
        actor: containsPattern(query.actor),
      });
    }
    if (query.recordType) builder.andWhere('entry.entityType = :type', { type: query.recordType });
    if (query.recordId) builder.andWhere('entry.entityId = :id', { id: query.recordId });
    if (query.from)
      builder.andWhere('entry.createdAt >= :from', { from: startOfConferenceDay(query.from) });
    if (query.to) builder.andWhere('entry.createdAt < :to', { to: endOfConferenceDay(query.to) });
    const [entries, count] = await builder
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return {
      data: entries.map((entry) => ({
        id: entry.id,
        actor: entry.actorEmail,
        action: entry.action,
        before: entry.before,
        after: entry.after,
        createdAt: entry.createdAt.toISOString(),
        recordType: entry.entityType,
        recordId: entry.entityId,
        clientAddress: entry.clientAddress,
      })),
      count,
    };
  }
}
