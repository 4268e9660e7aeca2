import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CheckInAnswer, CheckInOccasion } from '@caawg11/conference';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** One check-in as the door shows it. */
export interface CheckInRow {
  id: string;
  checked_in_at: Date;
  checked_in_by_email: string;
}

/** A check-in as it is undone: what the audit entry records of it. */
export interface StoredCheckIn extends CheckInRow {
  registration_id: string;
  occasion: string;
}

/**
 * The check-ins and the scans' answers. The database decides who was first: one check-in per
 * registration and occasion (a unique key), one answer per account and scan nonce (a unique key).
 */
@Injectable()
export class CheckInsRepository extends DatabaseRepository {
  /**
   * Reserves the account's scan nonce; false when it was taken already. Taken first, so a second
   * request with this nonce waits here until the first commits. IGNORE, as a repeated nonce is
   * expected (a retry) and our own values cannot break any other rule of this table.
   */
  async reserveScan(
    manager: EntityManager,
    nonce: string,
    userId: string | null,
    scannedAt: Date,
  ): Promise<boolean> {
    const reserved = await manager.query<{ affectedRows: number }>(
      'INSERT IGNORE INTO check_in_scans (nonce, user_id, scanned_at) VALUES (?, ?, ?)',
      [nonce, userId, scannedAt],
    );
    return reserved.affectedRows === 1;
  }

  /** The answer recorded for the account's scan, once its first request committed. */
  async scanAnswer(
    manager: EntityManager,
    nonce: string,
    userId: string | null,
  ): Promise<CheckInAnswer | null> {
    const [scan] = await manager.query<{ answer: CheckInAnswer | string | null }[]>(
      'SELECT answer FROM check_in_scans WHERE user_id = ? AND nonce = ? LOCK IN SHARE MODE',
      [userId, nonce],
    );
    if (!scan?.answer) return null;
    return typeof scan.answer === 'string'
      ? (JSON.parse(scan.answer) as CheckInAnswer)
      : scan.answer;
  }

  async saveScanAnswer(
    manager: EntityManager,
    nonce: string,
    userId: string | null,
    answer: CheckInAnswer,
  ): Promise<void> {
    await manager.query('UPDATE check_in_scans SET answer = ? WHERE user_id = ? AND nonce = ?', [
      JSON.stringify(answer),
      userId,
      nonce,
    ]);
  }

  /**
   * Checks the registration in for the occasion; null when it already was. The unique key on
   * registration and occasion decides who was first: a concurrent scan waits for the first one's
   * commit and then inserts nothing.
   */
  async insert(
    manager: EntityManager,
    checkIn: {
      registrationId: string;
      occasion: CheckInOccasion;
      at: Date;
      byUserId: string | null;
      byEmail: string;
    },
  ): Promise<string | null> {
    const inserted = await manager.query<{ affectedRows: number; insertId: number }>(
      `INSERT IGNORE INTO check_ins
         (registration_id, occasion, checked_in_at, checked_in_by_user_id, checked_in_by_email)
       VALUES (?, ?, ?, ?, ?)`,
      [checkIn.registrationId, checkIn.occasion, checkIn.at, checkIn.byUserId, checkIn.byEmail],
    );
    return inserted.affectedRows === 1 ? String(inserted.insertId) : null;
  }

  /** The first check-in of the registration for the occasion, seen by a locking read. */
  async first(
    manager: EntityManager,
    registrationId: string,
    occasion: CheckInOccasion,
  ): Promise<CheckInRow | null> {
    // A locking read: it sees the winner's committed row, which this transaction's snapshot may not.
    const [first] = await manager.query<CheckInRow[]>(
      `SELECT id, checked_in_at, checked_in_by_email FROM check_ins
        WHERE registration_id = ? AND occasion = ? LOCK IN SHARE MODE`,
      [registrationId, occasion],
    );
    return first ?? null;
  }

  /** The check-in, locked until the transaction ends. */
  async lock(manager: EntityManager, id: string): Promise<StoredCheckIn | null> {
    const [row] = await manager.query<StoredCheckIn[]>(
      `SELECT id, registration_id, occasion, checked_in_at, checked_in_by_email
         FROM check_ins WHERE id = ? FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM check_ins WHERE id = ?', [id]);
  }

  async countAt(occasion: CheckInOccasion): Promise<number> {
    const [row] = await this.dataSource.query<{ checked_in: string | number }[]>(
      'SELECT COUNT(*) AS checked_in FROM check_ins c WHERE c.occasion = ?',
      [occasion],
    );
    return Number(row?.checked_in ?? 0);
  }

  /** Every registration checked in at least once, any day, any occasion. */
  async checkedInRegistrationIds(): Promise<string[]> {
    const rows = await this.dataSource.query<{ registration_id: string | number }[]>(
      'SELECT DISTINCT registration_id FROM check_ins ORDER BY registration_id',
    );
    return rows.map((row) => String(row.registration_id));
  }
}

/**
 * The condition that the registration (an SQL expression for its id) was checked in at least
 * once, for the queries of other features that count who came.
 */
export function checkedInSql(registrationId: string): string {
  return `EXISTS (SELECT 1 FROM check_ins c WHERE c.registration_id = ${registrationId})`;
}
