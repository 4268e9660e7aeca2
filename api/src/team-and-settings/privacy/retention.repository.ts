import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  conferenceInstant,
  edition,
  type RetentionKind,
  type RetentionSettings,
} from '@caawg11/conference';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
} from '../../platform/settings/index.js';

/**
 * A record past (or nearing) the end of its retention period: `anchor` is the moment its
 * period started counting, so it is due at `anchor` plus the period.
 */
export interface RetainedRecord {
  id: string;
  reference: string;
  anchor: Date;
}

/**
 * The kinds the job removes one record at a time; passport data is cleared in one statement by
 * the visa letters' own repository.
 */
export type PurgedKind = Exclude<RetentionKind, 'passport-data'>;

/**
 * When the conference ends, in UTC as the connection stores it: the period of the passport data
 * starts counting there. A letter asked for after that (none should be) counts from its request.
 */
export const conferenceEnd = conferenceInstant(edition.endDate, '23:59:59');
const conferenceEndSql = `TIMESTAMP('${conferenceEnd.toISOString().slice(0, 19).replace('T', ' ')}')`;

/** How each kind finds its records whose period started at or before a cut-off. */
const candidates: Record<RetentionKind, string> = {
  'passport-data': `
    SELECT v.id, COALESCE(r.reference, CONCAT('#', r.id)) AS reference,
           GREATEST(${conferenceEndSql}, v.requested_at) AS anchor
      FROM visa_letter_requests v JOIN registrations r ON r.id = v.registration_id
     WHERE v.passport_data_cleared_at IS NULL
       AND GREATEST(${conferenceEndSql}, v.requested_at) <= ?`,
  'student-id-scan': `
    SELECT id, COALESCE(reference, CONCAT('#', id)) AS reference, payment_status_changed_at AS anchor
      FROM registrations
     WHERE student_id_file_id IS NOT NULL
       AND payment_status IN ('verified', 'rejected')
       AND payment_status_changed_at <= ?`,
  'payment-proof': `
    SELECT p.id, COALESCE(r.reference, CONCAT('#', r.id)) AS reference, p.created_at AS anchor
      FROM payments p JOIN registrations r ON r.id = p.registration_id
     WHERE p.proof_file_id IS NOT NULL AND p.created_at <= ?`,
  // Never paid: no payment was ever verified (refunded money stays in the books) and none waits
  // for a check. The period runs from the day after the final payment date (the reminders'
  // setting, the query's first parameter), or from the day of a registration made later.
  'unpaid-registration': `
    SELECT r.id, COALESCE(r.reference, CONCAT('#', r.id)) AS reference,
           GREATEST(TIMESTAMP(DATE_ADD(s.final_deadline, INTERVAL 1 DAY)), r.created_at) AS anchor
      FROM registrations r CROSS JOIN (SELECT CAST(? AS DATE) AS final_deadline) s
     WHERE r.anonymised_at IS NULL
       AND r.payment_status <> 'verified'
       AND NOT EXISTS (SELECT 1 FROM payments p
                        WHERE p.registration_id = r.id AND p.status IN ('verified', 'pending'))
       AND GREATEST(TIMESTAMP(DATE_ADD(s.final_deadline, INTERVAL 1 DAY)), r.created_at) <= ?`,
  'contact-message': `
    SELECT id, CONCAT('#', id) AS reference, created_at AS anchor
      FROM contact_messages WHERE anonymised_at IS NULL AND created_at <= ?`,
  'sponsorship-inquiry': `
    SELECT id, CONCAT('#', id) AS reference, created_at AS anchor
      FROM sponsorship_inquiries WHERE anonymised_at IS NULL AND created_at <= ?`,
  // Only sent e-mails: a pending one still needs its body, and a failed one may be resent.
  'mail-body': `
    SELECT id, CONCAT('#', id) AS reference, COALESCE(sent_at, created_at) AS anchor
      FROM outbox_messages
     WHERE status = 'sent' AND body_erased_at IS NULL AND COALESCE(sent_at, created_at) <= ?`,
};

/** The marker that replaces a person's name, e-mail and phone: it names the record, not the person. */
export function erasedMarker(id: string): string {
  return `Erased person ${id.padStart(4, '0')}`;
}

/** A unique address that can never be delivered (`.invalid` is reserved for that). */
export function erasedAddress(kind: string, id: string): string {
  return `erased-${kind}-${id}@erased.invalid`;
}

/**
 * The retention settings row, the records each kind holds past a cut-off, and the removal of
 * one record each, under its row lock. Each removal answers the storage keys of the files whose
 * records it deleted: the caller removes them from storage once the transaction has committed.
 */
@Injectable()
export class RetentionRepository extends DatabaseRepository {
  settings(manager: EntityManager = this.dataSource.manager): Promise<RetentionSettings> {
    return readSetting(manager, declaredSettings.retention);
  }

  /** The periods, locked until the transaction ends, so two changes are told apart. */
  lockSettings(manager: EntityManager): Promise<RetentionSettings> {
    return lockSetting(manager, declaredSettings.retention);
  }

  async saveSettings(manager: EntityManager, changes: RetentionSettings): Promise<void> {
    await saveSetting(manager, declaredSettings.retention, changes);
  }

  /** The parameters of the kind's query: the cut-off, after the final payment date if it needs it. */
  private async parametersOf(
    manager: EntityManager,
    kind: RetentionKind,
    cutoff: Date,
  ): Promise<unknown[]> {
    if (kind !== 'unpaid-registration') return [cutoff];
    const { finalDeadline } = await readSetting(manager, declaredSettings.paymentReminders);
    return [finalDeadline, cutoff];
  }

  /** Records of the kind whose period started at or before `cutoff`, oldest first. */
  async startedBy(kind: RetentionKind, cutoff: Date, limit: number): Promise<RetainedRecord[]> {
    const rows = await this.dataSource.query<
      { id: string | number; reference: string; anchor: Date }[]
    >(
      `${candidates[kind]} ORDER BY anchor, id LIMIT ${Number(limit)}`,
      await this.parametersOf(this.dataSource.manager, kind, cutoff),
    );
    return rows.map((row) => ({
      id: String(row.id),
      reference: row.reference,
      anchor: row.anchor,
    }));
  }

  /** How many records of the kind started their period at or before `cutoff`. */
  async countStartedBy(kind: RetentionKind, cutoff: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ count: string | number }[]>(
      `SELECT COUNT(*) AS count FROM (${candidates[kind]}) due`,
      await this.parametersOf(this.dataSource.manager, kind, cutoff),
    );
    return Number(row?.count ?? 0);
  }

  /** Whether the record is still of the kind and due at `cutoff`, with its row locked. */
  private async lockIfStillDue(
    manager: EntityManager,
    kind: PurgedKind,
    id: string,
    cutoff: Date,
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT * FROM (${candidates[kind]}) due WHERE id = ?`,
      [...(await this.parametersOf(manager, kind, cutoff)), id],
    );
    if (rows.length === 0) return false;
    const table = {
      'student-id-scan': 'registrations',
      'payment-proof': 'payments',
      'unpaid-registration': 'registrations',
      'contact-message': 'contact_messages',
      'sponsorship-inquiry': 'sponsorship_inquiries',
      'mail-body': 'outbox_messages',
    }[kind];
    await manager.query(`SELECT id FROM ${table} WHERE id = ? FOR UPDATE`, [id]);
    // Read again under the lock: another run may have taken it meanwhile.
    const locked = await manager.query<unknown[]>(
      `SELECT * FROM (${candidates[kind]}) due WHERE id = ?`,
      [...(await this.parametersOf(manager, kind, cutoff)), id],
    );
    return locked.length > 0;
  }

  /** Deletes a stored file's record; answers its storage key. */
  private async deleteStoredFile(manager: EntityManager, fileId: string): Promise<string | null> {
    const [file] = await manager.query<{ storage_key: string }[]>(
      'SELECT storage_key FROM stored_files WHERE id = ? FOR UPDATE',
      [fileId],
    );
    if (!file) return null;
    await manager.query('DELETE FROM stored_files WHERE id = ?', [fileId]);
    return file.storage_key;
  }

  private async fileIdOf(manager: EntityManager, sql: string, id: string): Promise<string | null> {
    const [row] = await manager.query<{ file_id: string | number | null }[]>(sql, [id]);
    return row?.file_id === null || row?.file_id === undefined ? null : String(row.file_id);
  }

  /**
   * Removes or anonymises one record of the kind if it is still due at `cutoff`. Answers null
   * when there was nothing to do, else the storage keys of the files to remove after commit.
   */
  async purge(
    manager: EntityManager,
    kind: PurgedKind,
    id: string,
    cutoff: Date,
    now: Date,
  ): Promise<string[] | null> {
    if (!(await this.lockIfStillDue(manager, kind, id, cutoff))) return null;
    switch (kind) {
      case 'student-id-scan':
        return this.removeStudentId(manager, id);
      case 'payment-proof': {
        const fileId = await this.fileIdOf(
          manager,
          'SELECT proof_file_id AS file_id FROM payments WHERE id = ?',
          id,
        );
        await manager.query('UPDATE payments SET proof_file_id = NULL WHERE id = ?', [id]);
        const key = fileId ? await this.deleteStoredFile(manager, fileId) : null;
        return key ? [key] : [];
      }
      case 'unpaid-registration':
        return this.anonymiseRegistration(manager, id, now);
      case 'contact-message':
        await manager.query(
          `UPDATE contact_messages
              SET name = ?, email = ?, subject = '', message = '', anonymised_at = ?
            WHERE id = ?`,
          [erasedMarker(id), erasedAddress('contact', id), now, id],
        );
        await manager.query("UPDATE contact_replies SET body = '' WHERE message_id = ?", [id]);
        await manager.query(
          "UPDATE inbox_notes SET body = '' WHERE inbox = 'contact-messages' AND record_id = ?",
          [id],
        );
        return [];
      case 'sponsorship-inquiry':
        // The company, package and amount stay: they are the association's own pipeline.
        await manager.query(
          `UPDATE sponsorship_inquiries
              SET name = ?, email = ?, phone = NULL, message = NULL, anonymised_at = ?
            WHERE id = ?`,
          [erasedMarker(id), erasedAddress('sponsorship', id), now, id],
        );
        await manager.query(
          "UPDATE inbox_notes SET body = '' WHERE inbox = 'sponsorship-inquiries' AND record_id = ?",
          [id],
        );
        return [];
      case 'mail-body':
        await manager.query(
          `UPDATE outbox_messages SET payload = JSON_OBJECT(), sent_text = NULL, body_erased_at = ?
            WHERE id = ?`,
          [now, id],
        );
        return [];
    }
  }

  private async removeStudentId(manager: EntityManager, registrationId: string): Promise<string[]> {
    const fileId = await this.fileIdOf(
      manager,
      'SELECT student_id_file_id AS file_id FROM registrations WHERE id = ?',
      registrationId,
    );
    if (!fileId) return [];
    await manager.query('UPDATE registrations SET student_id_file_id = NULL WHERE id = ?', [
      registrationId,
    ]);
    const key = await this.deleteStoredFile(manager, fileId);
    return key ? [key] : [];
  }

  /**
   * Replaces who the person is and keeps what the counts and the books read: the reference,
   * the type, category and fee, the country, the dates and the payment status. Their student ID
   * and the proofs of payments that were rejected go with them; their access links stop working.
   */
  private async anonymiseRegistration(
    manager: EntityManager,
    id: string,
    now: Date,
  ): Promise<string[]> {
    const keys = await this.removeStudentId(manager, id);
    const proofs = await manager.query<{ id: string | number; proof_file_id: string | number }[]>(
      'SELECT id, proof_file_id FROM payments WHERE registration_id = ? AND proof_file_id IS NOT NULL',
      [id],
    );
    for (const proof of proofs) {
      await manager.query('UPDATE payments SET proof_file_id = NULL WHERE id = ?', [proof.id]);
      const key = await this.deleteStoredFile(manager, String(proof.proof_file_id));
      if (key) keys.push(key);
    }
    await manager.query(
      `UPDATE registrations
          SET title = '', other_title = NULL, first_name = ?, other_names = '', email = ?,
              phone = '', city = '', institution = '', reminder_token_hash = NULL,
              reminder_token_expires_at = NULL, pending_email = NULL,
              pending_email_token_hash = NULL, pending_email_expires_at = NULL, anonymised_at = ?
        WHERE id = ?`,
      [erasedMarker(id), erasedAddress('registration', id), now, id],
    );
    await manager.query(
      'UPDATE access_tokens SET expires_at = LEAST(expires_at, ?) WHERE registration_id = ?',
      [now, id],
    );
    return keys;
  }
}
