import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
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
}
