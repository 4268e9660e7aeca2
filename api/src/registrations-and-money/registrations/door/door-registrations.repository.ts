import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FieldTripSeatStatus, ParticipantCategory } from '@caawg11/conference';
import { DatabaseRepository } from '../../../platform/database/database-repository.js';
import { seatStatusSql } from '../../field-trip/field-trip.repository.js';
import { amountPaidTextSql } from '../ledger/amount-paid.js';

/** What the door needs of a registration to let a delegate in. */
export interface DoorRow {
  id: string;
  reference: string | null;
  first_name: string;
  other_names: string;
  badge_name: string | null;
  participant_category: ParticipantCategory;
  payment_status: string;
  fee_usd: string;
  field_trip: number | boolean;
  cancelled_at: Date | null;
  badge_version: number;
  amount_paid: string;
  field_trip_seat: FieldTripSeatStatus | null;
}

/** What a badge prints of a registration. */
export interface BadgeRow {
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

/** Which registrations a bulk print of badges takes; all not cancelled when nothing is given. */
export interface BadgeSelection {
  paymentStatus?: string;
  participantCategory?: string;
  /** Only these registrations (`in`), or all but these (`out`): those checked in, say. */
  ids?: { in: boolean; of: readonly string[] };
  changedSince?: Date;
}

const doorColumns = `r.id, r.reference, r.first_name, r.other_names, r.badge_name,
  r.participant_category, r.payment_status, r.fee_usd, r.field_trip, r.cancelled_at,
  r.badge_version, ${amountPaidTextSql('r.id')} AS amount_paid,
  ${seatStatusSql('r.id')} AS field_trip_seat`;

const badgeColumns = `r.id, r.reference, r.first_name, r.other_names, r.badge_name, r.institution,
  r.country, r.participant_category, r.badge_version`;

/** Most badges one bulk print holds: a thousand delegates and their re-prints. */
const bulkLimit = 2000;

/** The registrations as the door and the badge desk read them, and the badge's own columns. */
@Injectable()
export class DoorRegistrationsRepository extends DatabaseRepository {
  async byId(manager: EntityManager, id: string): Promise<DoorRow | undefined> {
    const [row] = await manager.query<DoorRow[]>(
      `SELECT ${doorColumns} FROM registrations r WHERE r.id = ?`,
      [id],
    );
    return row;
  }

  async byReference(manager: EntityManager, reference: string): Promise<DoorRow | undefined> {
    const [row] = await manager.query<DoorRow[]>(
      `SELECT ${doorColumns} FROM registrations r WHERE r.reference = ?`,
      [reference],
    );
    return row;
  }

  /** At most 20 registrations with the reference, or whose name or badge name is like the pattern. */
  search(reference: string, pattern: string): Promise<DoorRow[]> {
    return this.dataSource.query<DoorRow[]>(
      `SELECT ${doorColumns} FROM registrations r
        WHERE r.reference = ?
           OR CONCAT(r.first_name, ' ', r.other_names) LIKE ?
           OR r.badge_name LIKE ?
        ORDER BY r.other_names, r.first_name, r.id
        LIMIT 20`,
      [reference, pattern, pattern],
    );
  }

  /** How many are expected at the door: paid and not cancelled, on the trip if it is the trip. */
  async expectedCount(onFieldTrip: boolean): Promise<number> {
    const [row] = await this.dataSource.query<{ expected: string | number }[]>(
      `SELECT COUNT(*) AS expected FROM registrations r
        WHERE r.cancelled_at IS NULL AND r.payment_status = 'verified'
          ${onFieldTrip ? 'AND r.field_trip = 1' : ''}`,
    );
    return Number(row?.expected ?? 0);
  }

  async badgeRow(
    registrationId: string,
    manager: EntityManager = this.manager,
    forUpdate = false,
  ): Promise<BadgeRow | undefined> {
    const [row] = await manager.query<BadgeRow[]>(
      `SELECT ${badgeColumns} FROM registrations r WHERE r.id = ?${forUpdate ? ' FOR UPDATE' : ''}`,
      [registrationId],
    );
    return row;
  }

  /** The badges of a bulk print, by name. */
  badgeRows(selection: BadgeSelection): Promise<BadgeRow[]> {
    const where = ['r.cancelled_at IS NULL'];
    const parameters: unknown[] = [];
    if (selection.paymentStatus) {
      where.push('r.payment_status = ?');
      parameters.push(selection.paymentStatus);
    }
    if (selection.participantCategory) {
      where.push('r.participant_category = ?');
      parameters.push(selection.participantCategory);
    }
    if (selection.ids) {
      if (selection.ids.of.length > 0) {
        where.push(`r.id ${selection.ids.in ? '' : 'NOT '}IN (?)`);
        parameters.push(selection.ids.of);
      } else if (selection.ids.in) {
        where.push('FALSE');
      }
    }
    if (selection.changedSince) {
      where.push('r.updated_at >= ?');
      parameters.push(selection.changedSince);
    }
    return this.dataSource.query<BadgeRow[]>(
      `SELECT ${badgeColumns} FROM registrations r WHERE ${where.join(' AND ')}
        ORDER BY r.other_names, r.first_name, r.id LIMIT ${bulkLimit}`,
      parameters,
    );
  }

  async setBadgeName(
    manager: EntityManager,
    registrationId: string,
    badgeName: string | null,
  ): Promise<void> {
    await manager.query('UPDATE registrations SET badge_name = ? WHERE id = ?', [
      badgeName,
      registrationId,
    ]);
  }

  async setBadgeVersion(
    manager: EntityManager,
    registrationId: string,
    version: number,
  ): Promise<void> {
    await manager.query('UPDATE registrations SET badge_version = ? WHERE id = ?', [
      version,
      registrationId,
    ]);
  }
}
