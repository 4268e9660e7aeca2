import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import type {
  AttendanceMarkRow,
  CertificateRow,
  CertificateSignatory,
  Language,
} from '@caawg11/conference';
import { checkedInSql } from '../check-ins/check-ins.repository.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { AttendanceMark, Certificate } from './certificate.entity.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
} from '../../platform/settings/index.js';

/** A delegate who attended, as a certificate of attendance names them. */
export interface AttendedDelegate {
  registrationId: string;
  name: string;
  email: string;
  language: Language;
}

/** One certificate to create, before it has a code. */
export type NewCertificate = Omit<Certificate, 'id' | 'emailedAt'>;

const fullNameSql = `TRIM(CONCAT_WS(' ',
  NULLIF(CASE WHEN r.title = 'Other' THEN r.other_title ELSE r.title END, ''),
  r.first_name, r.other_names))`;

/** Every read and write of certificates, their settings and the attendance marks. */
@Injectable()
export class CertificatesRepository extends DatabaseRepository {
  /**
   * The one source of who attended: registrations not cancelled that were checked in at the door
   * at least once (any day, any occasion) or that an organiser marked as attended, for those who
   * came in without a scan.
   */
  async attendedRegistrations(manager: EntityManager = this.manager): Promise<AttendedDelegate[]> {
    const rows = await manager.query<
      { registrationId: string | number; name: string; email: string; language: Language }[]
    >(
      `SELECT r.id AS registrationId, ${fullNameSql} AS name, r.email, r.language
         FROM registrations r
        WHERE r.cancelled_at IS NULL
          AND (${checkedInSql('r.id')}
               OR EXISTS (SELECT 1 FROM attendance_marks m WHERE m.registration_id = r.id))
        ORDER BY r.id`,
    );
    return rows.map((row) => ({ ...row, registrationId: String(row.registrationId) }));
  }

  /** Creates the certificates not yet issued; one per delegate and kind, or per abstract. */
  async insertMissing(manager: EntityManager, certificates: NewCertificate[]): Promise<number> {
    let inserted = 0;
    for (const certificate of certificates) {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(Certificate)
        .values(certificate)
        .orIgnore()
        .updateEntity(false)
        .execute();
      inserted += (result.raw as { affectedRows?: number }).affectedRows ?? 0;
    }
    return inserted;
  }

  /** Certificates whose e-mail is still to be written, locked until the transaction ends. */
  lockNotEmailed(manager: EntityManager): Promise<Certificate[]> {
    return manager.find(Certificate, {
      where: { emailedAt: IsNull() },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async markEmailed(manager: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await manager
      .createQueryBuilder()
      .update(Certificate)
      .set({ emailedAt: at })
      .whereInIds([...ids])
      .execute();
  }

  byCode(code: string): Promise<Certificate | null> {
    return this.manager.findOneBy(Certificate, { code });
  }

  /** A registrant's certificates: attendance by the registration, presentations by e-mail. */
  ofRegistration(registrationId: string, email: string): Promise<Certificate[]> {
    return this.manager
      .createQueryBuilder(Certificate, 'certificate')
      .where("(certificate.kind = 'attendance' AND certificate.registrationId = :registrationId)")
      .orWhere("(certificate.kind = 'presentation' AND certificate.email = :email)")
      .setParameters({ registrationId, email })
      .orderBy('certificate.id')
      .getMany();
  }

  async page(page: number, limit: number): Promise<{ data: CertificateRow[]; count: number }> {
    const [rows, count] = await this.manager.findAndCount(Certificate, {
      order: { id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        code: row.code,
        kind: row.kind,
        name: row.recipientName,
        email: row.email,
        title: row.title,
        issuedAt: row.issuedAt.toISOString(),
        emailedAt: row.emailedAt?.toISOString() ?? null,
      })),
      count,
    };
  }

  async signatories(manager: EntityManager = this.manager): Promise<CertificateSignatory[]> {
    return (await readSetting(manager, declaredSettings.certificates)).signatories;
  }

  /** The signatories, locked until the transaction ends, so two changes are told apart. */
  async lockSignatories(manager: EntityManager): Promise<CertificateSignatory[]> {
    return (await lockSetting(manager, declaredSettings.certificates)).signatories;
  }

  async saveSignatories(
    manager: EntityManager,
    signatories: CertificateSignatory[],
  ): Promise<void> {
    await saveSetting(manager, declaredSettings.certificates, { signatories });
  }

  /** The organisers' attendance marks, newest first, with who each delegate is. */
  async marked(): Promise<AttendanceMarkRow[]> {
    const rows = await this.manager.query<
      {
        registrationId: string | number;
        reference: string | null;
        name: string;
        markedAt: Date;
        markedBy: string;
      }[]
    >(
      `SELECT r.id AS registrationId, r.reference, ${fullNameSql} AS name, m.marked_at AS markedAt,
              m.marked_by_email AS markedBy
         FROM attendance_marks m JOIN registrations r ON r.id = m.registration_id
        ORDER BY m.marked_at DESC, r.id DESC`,
    );
    return rows.map((row) => ({
      registrationId: String(row.registrationId),
      reference: row.reference ?? `#${row.registrationId}`,
      name: row.name,
      markedAt: new Date(row.markedAt).toISOString(),
      markedBy: row.markedBy,
    }));
  }

  /** A registration by the reference the organiser typed (case and spaces forgiven). */
  async registrationIdByReference(reference: string): Promise<string | null> {
    const [row] = await this.manager.query<{ id: string | number }[]>(
      'SELECT id FROM registrations WHERE reference = ?',
      [reference.replace(/\s+/g, '').toUpperCase()],
    );
    return row ? String(row.id) : null;
  }

  async isMarkedAttended(manager: EntityManager, registrationId: string): Promise<boolean> {
    return (await manager.countBy(AttendanceMark, { registrationId })) > 0;
  }

  async markAttended(
    manager: EntityManager,
    registrationId: string,
    attended: boolean,
    by: string,
    at: Date,
  ): Promise<void> {
    if (!attended) {
      await manager.delete(AttendanceMark, { registrationId });
      return;
    }
    await manager
      .createQueryBuilder()
      .insert()
      .into(AttendanceMark)
      .values({ registrationId, markedAt: at, markedByEmail: by })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }
}
