import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type FieldTripFilter,
  type FieldTripSeatStatus,
  type FieldTripSettings,
  type Settlement,
} from '@caawg11/conference';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
} from '../../platform/settings/index.js';

/** A registration's seat row. */
export interface StoredSeat {
  id: string;
  registrationId: string;
  status: FieldTripSeatStatus;
  /** Set on a seat given from the waiting list: its own pay-by day. */
  payBy: string | null;
}

interface SeatRow {
  id: string | number;
  registration_id: string | number;
  status: FieldTripSeatStatus;
  pay_by: string | null;
}

function toSeat(row: SeatRow): StoredSeat {
  return {
    id: String(row.id),
    registrationId: String(row.registration_id),
    status: row.status,
    payBy: row.pay_by,
  };
}

const seatColumns = `id, registration_id, status, DATE_FORMAT(pay_by, '%Y-%m-%d') AS pay_by`;

/**
 * The field trip's settings and seat rows. Every change to the seats happens with the
 * settings locked ({@link lockSettings}), so the count of seats taken cannot change
 * between reading it and acting on it.
 */
@Injectable()
export class FieldTripRepository extends DatabaseRepository {
  settings(manager: EntityManager = this.dataSource.manager): Promise<FieldTripSettings> {
    return readSetting(manager, declaredSettings.fieldTrip);
  }

  /** The settings, locked until the transaction ends: the one gate every seat change passes. */
  lockSettings(manager: EntityManager): Promise<FieldTripSettings> {
    return lockSetting(manager, declaredSettings.fieldTrip);
  }

  async saveSettings(manager: EntityManager, changes: FieldTripSettings): Promise<void> {
    await saveSetting(manager, declaredSettings.fieldTrip, changes);
  }

  /** Seats by status. */
  async counts(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Record<FieldTripSeatStatus, number>> {
    const rows = await manager.query<{ status: FieldTripSeatStatus; seats: string | number }[]>(
      'SELECT status, COUNT(*) AS seats FROM field_trip_seats GROUP BY status',
    );
    const counts: Record<FieldTripSeatStatus, number> = { held: 0, paid: 0, waiting: 0 };
    for (const row of rows) counts[row.status] = Number(row.seats);
    return counts;
  }

  async seatOf(manager: EntityManager, registrationId: string): Promise<StoredSeat | null> {
    const [row] = await manager.query<SeatRow[]>(
      `SELECT ${seatColumns} FROM field_trip_seats WHERE registration_id = ?`,
      [registrationId],
    );
    return row ? toSeat(row) : null;
  }

  /** A new seat row; a waiting one joins the end of the line (the ids give the order). */
  async insertSeat(
    manager: EntityManager,
    registrationId: string,
    status: FieldTripSeatStatus,
  ): Promise<void> {
    await manager.query('INSERT INTO field_trip_seats (registration_id, status) VALUES (?, ?)', [
      registrationId,
      status,
    ]);
  }

  async deleteSeat(manager: EntityManager, seatId: string): Promise<void> {
    await manager.query('DELETE FROM field_trip_seats WHERE id = ?', [seatId]);
  }

  async setStatus(
    manager: EntityManager,
    seatId: string,
    status: FieldTripSeatStatus,
    payBy: string | null,
  ): Promise<void> {
    await manager.query('UPDATE field_trip_seats SET status = ?, pay_by = ? WHERE id = ?', [
      status,
      payBy,
      seatId,
    ]);
  }

  /** The first in the waiting line, if any, passing over one registration if named. */
  async firstWaiting(
    manager: EntityManager,
    passOver: string | null = null,
  ): Promise<StoredSeat | null> {
    const [row] = await manager.query<SeatRow[]>(
      `SELECT ${seatColumns} FROM field_trip_seats
        WHERE status = 'waiting' AND registration_id <> COALESCE(?, 0)
        ORDER BY id LIMIT 1`,
      [passOver],
    );
    return row ? toSeat(row) : null;
  }

  /** Held seats whose pay-by day (their own, or the settings') is before `today`. */
  async heldPastPayBy(today: string): Promise<StoredSeat[]> {
    const { payBy } = await this.settings();
    const rows = await this.dataSource.query<SeatRow[]>(
      `SELECT ${seatColumns} FROM field_trip_seats
        WHERE status = 'held' AND COALESCE(pay_by, ?) < ?
        ORDER BY id`,
      [payBy, today],
    );
    return rows.map(toSeat);
  }

  /** The seat row, locked until the transaction ends. */
  async lockSeat(manager: EntityManager, seatId: string): Promise<StoredSeat | null> {
    const [row] = await manager.query<SeatRow[]>(
      `SELECT ${seatColumns} FROM field_trip_seats WHERE id = ? FOR UPDATE`,
      [seatId],
    );
    return row ? toSeat(row) : null;
  }

  /**
   * A held seat becomes paid once the registration owes nothing (its balance covers the trip),
   * and a paid seat is held again when a refund leaves money due. Called wherever money is
   * counted on a registration, in that transaction.
   */
  async followSettlement(
    manager: EntityManager,
    registrationId: string,
    settlement: Settlement,
  ): Promise<void> {
    if (settlement.balanceDueCents === 0) {
      await manager.query(
        `UPDATE field_trip_seats SET status = 'paid' WHERE registration_id = ? AND status = 'held'`,
        [registrationId],
      );
    } else {
      await manager.query(
        `UPDATE field_trip_seats SET status = 'held' WHERE registration_id = ? AND status = 'paid'`,
        [registrationId],
      );
    }
  }
}

/**
 * The field-trip seat status of the registration whose id is the SQL expression
 * `registrationId`, as an SQL expression: NULL when it has no seat.
 */
export function seatStatusSql(registrationId: string): string {
  return `(SELECT fts.status FROM field_trip_seats fts WHERE fts.registration_id = ${registrationId})`;
}

/**
 * The pay-by day of the registration's seat as `YYYY-MM-DD` (its own, set when it was given from
 * the waiting line), as an SQL expression: NULL when it has none of its own or no seat.
 */
export function seatPayBySql(registrationId: string): string {
  return `(SELECT DATE_FORMAT(fts.pay_by, '%Y-%m-%d') FROM field_trip_seats fts WHERE fts.registration_id = ${registrationId})`;
}

/**
 * The registration's place in the waiting line (1 is next), as an SQL expression: NULL when it
 * is not waiting.
 */
export function waitingPositionSql(registrationId: string): string {
  return `(SELECT COUNT(*) FROM field_trip_seats ahead
             JOIN field_trip_seats own ON own.registration_id = ${registrationId} AND own.status = 'waiting'
            WHERE ahead.status = 'waiting' AND ahead.id <= own.id
           HAVING COUNT(*) > 0)`;
}

/**
 * The registrations list's add-on filter as a condition on the registrations alias, with the
 * named parameter `fieldTripStatus` to bind.
 */
export function fieldTripFilterCondition(
  alias: string,
  filter: FieldTripFilter,
): { condition: string; parameters: Record<string, string> } {
  return filter === 'none'
    ? {
        condition: `NOT EXISTS (SELECT 1 FROM field_trip_seats fts WHERE fts.registration_id = ${alias}.id)`,
        parameters: {},
      }
    : {
        condition: `EXISTS (SELECT 1 FROM field_trip_seats fts WHERE fts.registration_id = ${alias}.id AND fts.status = :fieldTripStatus)`,
        parameters: { fieldTripStatus: filter },
      };
}
