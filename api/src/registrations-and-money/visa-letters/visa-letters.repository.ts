import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  mayIssueVisaLetter,
  type Language,
  type PaymentStatus,
  type RegistrantAbstractStatus,
  type VisaLetterIssueRule,
  type VisaLetterListQuery,
  type VisaLetterRequestInput,
  type VisaLetterRow,
  type VisaLetterStatus,
} from '@caawg11/conference';
import { containsPattern } from '../../platform/common/like-pattern.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { VisaLetterRequest } from './visa-letter-request.entity.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
  type VisaLetterSettingsValue,
} from '../../platform/settings/index.js';

/** The abstract status of a registrant, from the abstracts sent with the registration's e-mail. */
const abstractStatusSql = `(
  SELECT CASE
           WHEN SUM(a.decision IN ('oral', 'poster')
                    AND (a.author_response IS NULL OR a.author_response <> 'withdrawn')) > 0
             THEN 'accepted'
           WHEN SUM(a.decision IS NULL) > 0 THEN 'under-review'
           WHEN COUNT(*) > 0 THEN 'not-accepted'
           ELSE 'none'
         END
    FROM abstracts a WHERE a.email = r.email)`;

interface RawRow {
  id: string | number;
  registrationId: string | number;
  reference: string | null;
  email: string;
  language: Language;
  fullName: string | null;
  passportNumber: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  passportExpiry: string | null;
  embassy: string | null;
  status: VisaLetterStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  refusalReason: string | null;
  verificationCode: string | null;
  paymentStatus: PaymentStatus;
  cancelledAt: Date | null;
  abstractStatus: RegistrantAbstractStatus;
}

const listColumns = `v.id, v.registration_id AS registrationId, r.reference, r.email, r.language,
  v.full_name AS fullName, v.passport_number AS passportNumber, v.nationality,
  DATE_FORMAT(v.date_of_birth, '%Y-%m-%d') AS dateOfBirth,
  DATE_FORMAT(v.passport_expiry, '%Y-%m-%d') AS passportExpiry, v.embassy, v.status,
  v.requested_at AS requestedAt, v.decided_at AS decidedAt, v.decided_by_email AS decidedBy,
  v.refusal_reason AS refusalReason, v.verification_code AS verificationCode,
  r.payment_status AS paymentStatus, r.cancelled_at AS cancelledAt,
  ${abstractStatusSql} AS abstractStatus`;

/** What a letter request's registration stands at, for the issuing rule. */
export interface RequestStanding {
  paymentStatus: PaymentStatus;
  abstractStatus: RegistrantAbstractStatus;
  cancelled: boolean;
}

/** Every read and write of the letter requests, and their settings through the settings store. */
@Injectable()
export class VisaLettersRepository extends DatabaseRepository {
  findByRegistration(
    registrationId: string,
    manager: EntityManager = this.manager,
  ): Promise<VisaLetterRequest | null> {
    return manager.findOneBy(VisaLetterRequest, { registrationId });
  }

  /** The request, locked until the transaction ends. */
  lock(manager: EntityManager, id: string): Promise<VisaLetterRequest | null> {
    return manager.findOne(VisaLetterRequest, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** A new request, or the registrant's changed details on one not yet issued. */
  async saveRequest(
    manager: EntityManager,
    registrationId: string,
    input: VisaLetterRequestInput,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visa_letter_requests
         (registration_id, full_name, passport_number, nationality, date_of_birth,
          passport_expiry, embassy, status, requested_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'requested', ?)
       ON DUPLICATE KEY UPDATE
         full_name = VALUES(full_name), passport_number = VALUES(passport_number),
         nationality = VALUES(nationality), date_of_birth = VALUES(date_of_birth),
         passport_expiry = VALUES(passport_expiry), embassy = VALUES(embassy),
         status = 'requested', requested_at = VALUES(requested_at), decided_at = NULL,
         decided_by_email = NULL, refusal_reason = NULL, passport_data_cleared_at = NULL`,
      [
        registrationId,
        input.fullName,
        input.passportNumber,
        input.nationality,
        input.dateOfBirth,
        input.passportExpiry,
        input.embassy,
        now,
      ],
    );
  }

  async standing(manager: EntityManager, registrationId: string): Promise<RequestStanding> {
    const [row] = await manager.query<
      {
        paymentStatus: PaymentStatus;
        abstractStatus: RegistrantAbstractStatus;
        cancelledAt: Date | null;
      }[]
    >(
      `SELECT r.payment_status AS paymentStatus, r.cancelled_at AS cancelledAt,
              ${abstractStatusSql} AS abstractStatus
         FROM registrations r WHERE r.id = ?`,
      [registrationId],
    );
    return {
      paymentStatus: row?.paymentStatus ?? 'pending',
      abstractStatus: row?.abstractStatus ?? 'none',
      cancelled: row ? row.cancelledAt !== null : true,
    };
  }

  async list(
    query: VisaLetterListQuery,
    rule: VisaLetterIssueRule,
  ): Promise<{ data: VisaLetterRow[]; count: number }> {
    const { where, parameters } = this.filter(query);
    const limit = query.limit ?? 10;
    const offset = ((query.page ?? 1) - 1) * limit;
    const rows = await this.manager.query<RawRow[]>(
      `SELECT ${listColumns}
         FROM visa_letter_requests v JOIN registrations r ON r.id = v.registration_id
        ${where}
        ORDER BY v.requested_at DESC, v.id DESC
        LIMIT ? OFFSET ?`,
      [...parameters, limit, offset],
    );
    const [total] = await this.manager.query<{ count: string | number }[]>(
      `SELECT COUNT(*) AS count
         FROM visa_letter_requests v JOIN registrations r ON r.id = v.registration_id ${where}`,
      parameters,
    );
    return { data: rows.map((row) => toRow(row, rule)), count: Number(total?.count ?? 0) };
  }

  /** Every request of the filter, read in pages so the export never holds the list whole. */
  async *exportRows(
    query: VisaLetterListQuery,
    rule: VisaLetterIssueRule,
  ): AsyncGenerator<VisaLetterRow> {
    const { where, parameters } = this.filter(query);
    const pageSize = 500;
    let afterId = '0';
    for (;;) {
      const rows = await this.manager.query<RawRow[]>(
        `SELECT ${listColumns}
           FROM visa_letter_requests v JOIN registrations r ON r.id = v.registration_id
          ${where ? `${where} AND` : 'WHERE'} v.id > ?
          ORDER BY v.id LIMIT ?`,
        [...parameters, afterId, pageSize],
      );
      for (const row of rows) yield toRow(row, rule);
      if (rows.length < pageSize) return;
      afterId = String(rows[rows.length - 1]!.id);
    }
  }

  private filter(query: VisaLetterListQuery): { where: string; parameters: unknown[] } {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (query.status) {
      conditions.push('v.status = ?');
      parameters.push(query.status);
    }
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(
        '(v.full_name LIKE ? OR r.reference LIKE ? OR r.email LIKE ? OR v.passport_number LIKE ?)',
      );
      parameters.push(pattern, pattern, pattern, pattern);
    }
    return {
      where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
      parameters,
    };
  }

  async markIssued(
    manager: EntityManager,
    id: string,
    issue: { code: string; pdf: Buffer; at: Date; by: string },
  ): Promise<void> {
    await manager.update(VisaLetterRequest, id, {
      status: 'issued',
      verificationCode: issue.code,
      letterPdf: issue.pdf,
      issuedAt: issue.at,
      decidedAt: issue.at,
      decidedByEmail: issue.by,
    });
  }

  async markRefused(
    manager: EntityManager,
    id: string,
    refusal: { reason: string; at: Date; by: string },
  ): Promise<void> {
    await manager.update(VisaLetterRequest, id, {
      status: 'refused',
      refusalReason: refusal.reason,
      decidedAt: refusal.at,
      decidedByEmail: refusal.by,
    });
  }

  /** The letter as issued, for the registrant's download; null before it is issued or once cleared. */
  async letterPdf(registrationId: string): Promise<Buffer | null> {
    const row = await this.manager
      .getRepository(VisaLetterRequest)
      .createQueryBuilder('request')
      .addSelect('request.letterPdf')
      .where('request.registrationId = :registrationId', { registrationId })
      .andWhere("request.status = 'issued'")
      .getOne();
    return row?.letterPdf ?? null;
  }

  /** An issued letter by its verification code, with the name it was issued to. */
  async issuedByCode(code: string): Promise<{ name: string; issuedAt: Date } | null> {
    const [row] = await this.manager.query<
      { name: string | null; firstName: string; otherNames: string; issuedAt: Date }[]
    >(
      `SELECT v.full_name AS name, r.first_name AS firstName, r.other_names AS otherNames,
              v.issued_at AS issuedAt
         FROM visa_letter_requests v JOIN registrations r ON r.id = v.registration_id
        WHERE v.verification_code = ? AND v.status = 'issued'`,
      [code],
    );
    if (!row) return null;
    // Once retention has blanked the passport name, the registration's name still answers.
    return { name: row.name ?? `${row.firstName} ${row.otherNames}`, issuedAt: row.issuedAt };
  }

  /**
   * Blanks the passport data (and the issued letter, which repeats it) of every request made
   * before `before`; the request rows stay, with their status and dates. Answers how many
   * requests were cleared.
   */
  async clearPassportDataOlderThan(manager: EntityManager, before: Date): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(VisaLetterRequest)
      .set({
        fullName: null,
        passportNumber: null,
        nationality: null,
        dateOfBirth: null,
        passportExpiry: null,
        embassy: null,
        letterPdf: null,
        passportDataClearedAt: () => 'NOW(3)',
      })
      .where('requested_at < :before', { before })
      .andWhere('passport_data_cleared_at IS NULL')
      .execute();
    return result.affected ?? 0;
  }

  settings(manager: EntityManager = this.manager): Promise<VisaLetterSettingsValue> {
    return readSetting(manager, declaredSettings.visaLetters);
  }

  /** The settings, locked until the transaction ends, so two changes are told apart. */
  lockSettings(manager: EntityManager): Promise<VisaLetterSettingsValue> {
    return lockSetting(manager, declaredSettings.visaLetters);
  }

  async saveSettings(
    manager: EntityManager,
    changes: Partial<VisaLetterSettingsValue>,
  ): Promise<void> {
    await saveSetting(manager, declaredSettings.visaLetters, changes);
  }
}

function toRow(row: RawRow, rule: VisaLetterIssueRule): VisaLetterRow {
  const cancelled = row.cancelledAt !== null;
  return {
    id: String(row.id),
    registrationId: String(row.registrationId),
    reference: row.reference ?? `#${row.registrationId}`,
    email: row.email,
    language: row.language,
    fullName: row.fullName ?? '',
    passportNumber: row.passportNumber ?? '',
    nationality: row.nationality ?? '',
    dateOfBirth: row.dateOfBirth ?? '',
    passportExpiry: row.passportExpiry ?? '',
    embassy: row.embassy ?? '',
    status: row.status,
    requestedAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decidedBy: row.decidedBy,
    refusalReason: row.refusalReason,
    verificationCode: row.verificationCode,
    paymentStatus: row.paymentStatus,
    cancelled,
    abstractStatus: row.abstractStatus,
    mayIssue: !cancelled && row.status === 'requested' && mayIssueVisaLetter(rule, row),
  };
}
