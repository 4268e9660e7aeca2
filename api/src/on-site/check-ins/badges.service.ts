import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { feeTable } from '@caawg11/conference';
import { registrationNotFound } from '../../platform/admin/id-param.pipe.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { printedName } from './check-ins.service.js';
import { CheckInsRepository } from './check-ins.repository.js';
import {
  DoorRegistrationsRepository,
  type BadgeRow,
  type BadgeSelection,
} from '../../registrations-and-money/registrations/index.js';
import { ApiError } from '../../platform/common/api-error.js';
import { BadgeCodes } from './badge-codes.js';
import { renderBadges, type BadgeFacts } from './badge-pdf.js';
import type { BadgesQuery } from './badges.dto.js';

export interface BadgeSettings {
  badgeName: string | null;
  printedName: string;
  version: number;
}

export interface BadgeFile {
  pdf: Buffer;
  fileName: string;
}

@Injectable()
export class BadgesService {
  constructor(
    private readonly registrations: DoorRegistrationsRepository,
    private readonly checkIns: CheckInsRepository,
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
    const selection: BadgeSelection = {
      paymentStatus: query.paymentStatus,
      participantCategory: query.participantCategory,
      changedSince: query.changedSince ? new Date(query.changedSince) : undefined,
    };
    if (query.checkedIn) {
      selection.ids = {
        in: query.checkedIn === 'yes',
        of: await this.checkIns.checkedInRegistrationIds(),
      };
    }
    const rows = await this.registrations.badgeRows(selection);
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
    return this.registrations.transaction(async (manager) => {
      const before = await this.row(registrationId, manager);
      const stored = badgeName === '' ? null : badgeName;
      await this.registrations.setBadgeName(manager, registrationId, stored);
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
    return this.registrations.transaction(async (manager) => {
      const before = await this.row(registrationId, manager, true);
      const version = before.badge_version + 1;
      await this.registrations.setBadgeVersion(manager, registrationId, version);
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
    manager?: EntityManager,
    forUpdate = false,
  ): Promise<BadgeRow> {
    const row = await this.registrations.badgeRow(registrationId, manager, forUpdate);
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
