import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  centsToUsd,
  defaultLanguage,
  fieldTripPriceCents,
  isLanguage,
  type Language,
  type PaymentReminderSettings,
} from '@caawg11/conference';
import { amountPaidSql } from '../registrations/index.js';
import { seatStatusSql } from '../field-trip/field-trip.repository.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
} from '../../platform/settings/index.js';

/** A registration that owes money, as the reminder run reads it. Amounts are DECIMAL text. */
export interface OwingRegistration {
  id: string;
  reference: string | null;
  title: string;
  otherTitle: string | null;
  firstName: string;
  otherNames: string;
  email: string;
  /** The registrant's language: the reminder is written in it. */
  language: Language;
  createdAt: Date;
  feeUsd: string;
  paidUsd: string;
  dueUsd: string;
  remindersSent: number;
  lastRemindedAt: Date | null;
}

/** What the row says under its lock, just before a reminder is written. */
export interface ReminderState {
  paymentStatus: string;
  remindersSent: number;
  lastRemindedAt: Date | null;
  optedOut: boolean;
  /** A cancelled registration gets no more reminders. */
  cancelled: boolean;
}

/** The opt-out link a reminder carries, as stored: the SHA-256 of its token, and its end. */
export interface StoredOptOutToken {
  tokenHash: string;
  expiresAt: Date;
}

/** The reminder settings and the reminder columns of registrations. */
@Injectable()
export class PaymentRemindersRepository extends DatabaseRepository {
  settings(manager: EntityManager = this.dataSource.manager): Promise<PaymentReminderSettings> {
    return readSetting(manager, declaredSettings.paymentReminders);
  }

  /** The settings, locked until the transaction ends, so two changes are told apart. */
  lockSettings(manager: EntityManager): Promise<PaymentReminderSettings> {
    return lockSetting(manager, declaredSettings.paymentReminders);
  }

  async saveSettings(manager: EntityManager, changes: PaymentReminderSettings): Promise<void> {
    await saveSetting(manager, declaredSettings.paymentReminders, changes);
  }

  /**
   * Registrations not verified, not opted out, under the reminder limit, that owe money (what is
   * paid being verified payments less refunds).
   */
  async owing(maxReminders: number): Promise<OwingRegistration[]> {
    const rows = await this.dataSource.query<
      {
        id: string | number;
        reference: string | null;
        title: string;
        other_title: string | null;
        first_name: string;
        other_names: string;
        email: string;
        language: string;
        created_at: Date;
        fee_usd: string;
        paid_usd: string;
        due_usd: string;
        reminders_sent: number;
        last_reminded_at: Date | null;
      }[]
    >(
      `SELECT id, reference, title, other_title, first_name, other_names, email, language, created_at,
              reminders_sent, last_reminded_at,
              CAST(fee AS CHAR) AS fee_usd, CAST(paid AS CHAR) AS paid_usd,
              CAST(fee + add_ons - paid AS CHAR) AS due_usd
         FROM (SELECT r.id, r.reference, r.title, r.other_title, r.first_name, r.other_names,
                      r.email, r.language, r.created_at, r.reminders_sent, r.last_reminded_at,
                      r.fee_usd AS fee, ${amountPaidSql('r.id')} AS paid,
                      COALESCE(${seatStatusSql('r.id')} IN ('held', 'paid'), 0)
                        * CAST(? AS DECIMAL(10, 2)) AS add_ons
                 FROM registrations r
                WHERE r.payment_status <> 'verified'
                  AND r.cancelled_at IS NULL
                  AND r.reminders_opted_out_at IS NULL
                  AND r.reminders_sent < ?) balances
        WHERE fee + add_ons > paid
        ORDER BY id`,
      [centsToUsd(fieldTripPriceCents), maxReminders],
    );
    return rows.map((row) => ({
      id: String(row.id),
      reference: row.reference,
      title: row.title,
      otherTitle: row.other_title,
      firstName: row.first_name,
      otherNames: row.other_names,
      email: row.email,
      language: isLanguage(row.language) ? row.language : defaultLanguage,
      createdAt: row.created_at,
      feeUsd: row.fee_usd,
      paidUsd: row.paid_usd,
      dueUsd: row.due_usd,
      remindersSent: Number(row.reminders_sent),
      lastRemindedAt: row.last_reminded_at,
    }));
  }

  /** Locks the registration's row for the rest of the caller's transaction. */
  async lockForReminder(manager: EntityManager, id: string): Promise<ReminderState | null> {
    const [row] = await manager.query<
      {
        payment_status: string;
        reminders_sent: number;
        last_reminded_at: Date | null;
        reminders_opted_out_at: Date | null;
        cancelled_at: Date | null;
      }[]
    >(
      `SELECT payment_status, reminders_sent, last_reminded_at, reminders_opted_out_at,
              cancelled_at
         FROM registrations WHERE id = ? FOR UPDATE`,
      [id],
    );
    if (!row) return null;
    return {
      paymentStatus: row.payment_status,
      remindersSent: Number(row.reminders_sent),
      lastRemindedAt: row.last_reminded_at,
      optedOut: row.reminders_opted_out_at !== null,
      cancelled: row.cancelled_at !== null,
    };
  }

  /** Counts the reminder and gives the registration its new opt-out token, replacing the last. */
  async markReminded(
    manager: EntityManager,
    id: string,
    now: Date,
    optOut: StoredOptOutToken,
  ): Promise<void> {
    await manager.query(
      `UPDATE registrations
          SET reminders_sent = reminders_sent + 1, last_reminded_at = ?,
              reminder_token_hash = ?, reminder_token_expires_at = ?
        WHERE id = ?`,
      [now, optOut.tokenHash, optOut.expiresAt, id],
    );
  }

  /** True when the token's hash names a registration and has not expired (opting out twice is fine). */
  async optOut(tokenHash: string, now: Date): Promise<boolean> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      'SELECT id FROM registrations WHERE reminder_token_hash = ? AND reminder_token_expires_at > ?',
      [tokenHash, now],
    );
    if (!row) return false;
    await this.dataSource.query(
      `UPDATE registrations SET reminders_opted_out_at = COALESCE(reminders_opted_out_at, ?)
        WHERE id = ?`,
      [now, row.id],
    );
    return true;
  }

  async sentCount(): Promise<number> {
    const [row] = await this.dataSource.query<{ sent: string | number | null }[]>(
      'SELECT SUM(reminders_sent) AS sent FROM registrations',
    );
    return Number(row?.sent ?? 0);
  }
}
