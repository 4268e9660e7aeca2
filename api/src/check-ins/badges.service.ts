import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { feeTable, type ParticipantCategory } from '@caawg11/conference';
import { registrationNotFound } from '../admin/id-param.pipe.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { printedName } from './check-ins.service.js';
import { ApiError } from '../common/api-error.js';
import { BadgeCodes } from './badge-codes.js';
import { renderBadges, type BadgeFacts } from './badge-pdf.js';
import type { BadgesQuery } from './badges.dto.js';

interface BadgeRow {
  id: string;
  reference: string | null;
  first_name: string;
  other_names: string;
  badge_name: string | null;
  institution: string;
  country: string;
  participant_category: ParticipantCategory;
  badge_version: number;
}

export interface BadgeSettings {
  badgeName: string | null;
  printedName: string;
  version: number;
}

export interface BadgeFile {
  pdf: Buffer;
  fileName: string;
}

const badgeColumns = `r.id, r.reference, r.first_name, r.other_names, r.badge_name, r.institution,
  r.country, r.participant_category, r.badge_version`;

/** Most badges one bulk print holds: a thousand delegates and their re-prints. */
const bulkLimit = 2000;

@Injectable()
export class BadgesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: BadgeCodes,
    private readonly audit: AuditService,
  ) {}

  async one(registrationId: string): Promise<BadgeFile> {
    const row = await this.row(registrationId);
    return {
      pdf: await renderBadges([this.facts(row)], 'one-per-page'),
      fileName: `badge-${row.reference ?? row.id}.pdf`,
    };
  }

  async bulk(query: BadgesQuery): Promise<BadgeFile> {
    const where = ['r.cancelled_at IS NULL'];
    const parameters: unknown[] = [];
    if (query.paymentStatus) {
      where.push('r.payment_status = ?');
      parameters.push(query.paymentStatus);
    }
    if (query.participantCategory) {
      where.push('r.participant_category = ?');
      parameters.push(query.participantCategory);
    }
    if (query.checkedIn) {
      where.push(
        `${query.checkedIn === 'yes' ? '' : 'NOT '}EXISTS (SELECT 1 FROM check_ins c WHERE c.registration_id = r.id)`,
      );
    }
    if (query.changedSince) {
      where.push('r.updated_at >= ?');
      parameters.push(new Date(query.changedSince));
    }
    const rows = await this.dataSource.query<BadgeRow[]>(
      `SELECT ${badgeColumns} FROM registrations r WHERE ${where.join(' AND ')}
        ORDER BY r.other_names, r.first_name, r.id LIMIT ${bulkLimit}`,
      parameters,
    );
    return {
      pdf: await renderBadges(
        rows.map((row) => this.facts(row)),
        query.layout,
      ),
      fileName: `badges-${query.layout}.pdf`,
    };
  }

  async settings(registrationId: string): Promise<BadgeSettings> {
    const row = await this.row(registrationId);
    return { badgeName: row.badge_name, printedName: printedName(row), version: row.badge_version };
  }

  async rename(
    registrationId: string,
    badgeName: string,
    actor: AuditActor,
  ): Promise<BadgeSettings> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.row(registrationId, manager.query.bind(manager));
      const stored = badgeName === '' ? null : badgeName;
      await manager.query('UPDATE registrations SET badge_name = ? WHERE id = ?', [
        stored,
        registrationId,
      ]);
      await this.audit.record(
        actor,
        {
          action: 'badge.name-changed',
          entityType: 'registration',
          entityId: registrationId,
          before: { badgeName: before.badge_name },
          after: { badgeName: stored },
        },
        manager,
      );
      const after = { ...before, badge_name: stored };
      return { badgeName: stored, printedName: printedName(after), version: before.badge_version };
    });
  }

  /** A new code for a lost or wrong badge: the codes printed before answer `revoked`. */
  async reissue(registrationId: string, actor: AuditActor): Promise<BadgeSettings> {
    return this.dataSource.transaction(async (manager) => {
      const query = manager.query.bind(manager);
      const before = await this.row(registrationId, query, true);
      const version = before.badge_version + 1;
      await manager.query('UPDATE registrations SET badge_version = ? WHERE id = ?', [
        version,
        registrationId,
      ]);
      await this.audit.record(
        actor,
        {
          action: 'badge.reissued',
          entityType: 'registration',
          entityId: registrationId,
          before: { badgeVersion: before.badge_version },
          after: { badgeVersion: version },
        },
        manager,
      );
      return { badgeName: before.badge_name, printedName: printedName(before), version };
    });
  }

  private async row(
    registrationId: string,
    query: <T>(sql: string, parameters: unknown[]) => Promise<T> = (sql, parameters) =>
      this.dataSource.query(sql, parameters),
    forUpdate = false,
  ): Promise<BadgeRow> {
    const [row] = await query<BadgeRow[]>(
      `SELECT ${badgeColumns} FROM registrations r WHERE r.id = ?${forUpdate ? ' FOR UPDATE' : ''}`,
      [registrationId],
    );
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return row;
  }

  private facts(row: BadgeRow): BadgeFacts {
    return {
      name: printedName(row),
      affiliation: row.institution,
      country: row.country,
      participantCategory: row.participant_category,
      registrationType: feeTable[row.participant_category]?.label ?? row.participant_category,
      code: this.codes.codeFor(String(row.id), row.badge_version),
    };
  }
}
