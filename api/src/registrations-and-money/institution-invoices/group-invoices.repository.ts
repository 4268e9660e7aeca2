import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FieldTripSeatStatus, Language, ParticipantCategory } from '@caawg11/conference';
import { amountPaidTextSql } from '../registrations/index.js';
import { seatStatusSql } from '../field-trip/field-trip.repository.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** A group invoice as stored. */
export interface StoredGroupInvoice {
  id: string;
  number: number;
  institutionName: string;
  postalAddress: string;
  taxId: string;
  purchaseOrder: string;
  language: Language;
  createdByEmail: string;
  createdByRegistrationId: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledByEmail: string | null;
  cancellationReason: string | null;
}

export type NewGroupInvoice = Pick<
  StoredGroupInvoice,
  | 'institutionName'
  | 'postalAddress'
  | 'taxId'
  | 'purchaseOrder'
  | 'language'
  | 'createdByEmail'
  | 'createdByRegistrationId'
> & { createdByUserId: string | null };

/** A registration a group invoice covers, with what it has paid (decimal text). */
export interface GroupMember {
  groupInvoiceId: string;
  registrationId: string;
  reference: string | null;
  title: string;
  otherTitle: string | null;
  firstName: string;
  otherNames: string;
  email: string;
  participantCategory: ParticipantCategory;
  feeUsd: string;
  paidUsd: string;
  createdAt: Date;
  cancelledAt: Date | null;
  /** The field trip's seat, charged beside the fee when held or paid. */
  fieldTripSeat: FieldTripSeatStatus | null;
}

/** A registration as the invoice's checks read it before it joins a group. */
export interface CandidateRegistration {
  id: string;
  reference: string | null;
  email: string;
  language: Language;
  cancelledAt: Date | null;
}

const invoiceColumns = `g.id, g.number, g.institution_name AS institutionName,
  g.postal_address AS postalAddress, g.tax_id AS taxId, g.purchase_order AS purchaseOrder,
  g.language, g.created_by_email AS createdByEmail,
  g.created_by_registration_id AS createdByRegistrationId, g.created_at AS createdAt,
  g.cancelled_at AS cancelledAt, g.cancelled_by_email AS cancelledByEmail,
  g.cancellation_reason AS cancellationReason`;

type InvoiceRow = Omit<StoredGroupInvoice, 'id' | 'number' | 'createdByRegistrationId'> & {
  id: string | number;
  number: string | number;
  createdByRegistrationId: string | number | null;
};

function toStored(row: InvoiceRow): StoredGroupInvoice {
  return {
    ...row,
    id: String(row.id),
    number: Number(row.number),
    createdByRegistrationId:
      row.createdByRegistrationId === null ? null : String(row.createdByRegistrationId),
  };
}

/** Group invoices and the registrations they cover. */
@Injectable()
export class GroupInvoicesRepository extends DatabaseRepository {
  /** The registrations, locked in id order (so two invoices never wait on each other in a cycle). */
  async lockRegistrations(
    manager: EntityManager,
    ids: readonly string[],
  ): Promise<CandidateRegistration[]> {
    if (ids.length === 0) return [];
    const rows: Array<CandidateRegistration & { id: string | number }> = await manager.query(
      `SELECT id, reference, email, language, cancelled_at AS cancelledAt
         FROM registrations WHERE id IN (?) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  /** The registration quoted by its reference whose e-mail address is `email`, if any. */
  async registrationByReferenceAndEmail(
    manager: EntityManager,
    reference: string,
    email: string,
  ): Promise<string | null> {
    const rows: Array<{ id: string | number }> = await manager.query(
      'SELECT id FROM registrations WHERE reference = ? AND LOWER(email) = LOWER(?)',
      [reference.toUpperCase(), email],
    );
    return rows[0] ? String(rows[0].id) : null;
  }

  /** The live group invoice each of the registrations is on already, by registration id. */
  async liveInvoiceNumbers(
    manager: EntityManager,
    registrationIds: readonly string[],
  ): Promise<Map<string, number>> {
    if (registrationIds.length === 0) return new Map();
    const rows: Array<{ registrationId: string | number; number: string | number }> =
      await manager.query(
        `SELECT m.live_registration_id AS registrationId, g.number
           FROM group_invoice_registrations m JOIN group_invoices g ON g.id = m.group_invoice_id
          WHERE m.live_registration_id IN (?)`,
        [registrationIds],
      );
    return new Map(rows.map((row) => [String(row.registrationId), Number(row.number)]));
  }

  async insert(
    manager: EntityManager,
    number: number,
    invoice: NewGroupInvoice,
    registrationIds: readonly string[],
  ): Promise<string> {
    const inserted: { insertId: number | string } = await manager.query(
      `INSERT INTO group_invoices (number, institution_name, postal_address, tax_id, purchase_order,
         language, created_by_user_id, created_by_registration_id, created_by_email)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        number,
        invoice.institutionName,
        invoice.postalAddress,
        invoice.taxId,
        invoice.purchaseOrder,
        invoice.language,
        invoice.createdByUserId,
        invoice.createdByRegistrationId,
        invoice.createdByEmail,
      ],
    );
    const id = String(inserted.insertId);
    await manager.query(
      `INSERT INTO group_invoice_registrations (group_invoice_id, registration_id, live_registration_id)
       VALUES ?`,
      [registrationIds.map((registrationId) => [id, registrationId, registrationId])],
    );
    return id;
  }

  async find(manager: EntityManager, id: string, lock = false): Promise<StoredGroupInvoice | null> {
    const rows: InvoiceRow[] = await manager.query(
      `SELECT ${invoiceColumns} FROM group_invoices g WHERE g.id = ?${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** Live group invoices by their numbers, as statement lines quote them. */
  async liveByNumbers(
    manager: EntityManager,
    numbers: readonly number[],
  ): Promise<StoredGroupInvoice[]> {
    if (numbers.length === 0) return [];
    const rows: InvoiceRow[] = await manager.query(
      `SELECT ${invoiceColumns} FROM group_invoices g
        WHERE g.number IN (?) AND g.cancelled_at IS NULL`,
      [numbers],
    );
    return rows.map(toStored);
  }

  /** Group invoices by id, with or without their cancellation. */
  async byIds(manager: EntityManager, ids: readonly string[]): Promise<StoredGroupInvoice[]> {
    if (ids.length === 0) return [];
    const rows: InvoiceRow[] = await manager.query(
      `SELECT ${invoiceColumns} FROM group_invoices g WHERE g.id IN (?)`,
      [ids],
    );
    return rows.map(toStored);
  }

  /** The newest live group invoice a delegate asked for from the access-link page. */
  async newestCreatedBy(
    manager: EntityManager,
    registrationId: string,
  ): Promise<StoredGroupInvoice | null> {
    const rows: InvoiceRow[] = await manager.query(
      `SELECT ${invoiceColumns} FROM group_invoices g
        WHERE g.created_by_registration_id = ? AND g.cancelled_at IS NULL
        ORDER BY g.id DESC LIMIT 1`,
      [registrationId],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** Newest first, with how many there are. */
  async page(page: number, limit: number): Promise<{ rows: StoredGroupInvoice[]; count: number }> {
    const rows: InvoiceRow[] = await this.manager.query(
      `SELECT ${invoiceColumns} FROM group_invoices g ORDER BY g.id DESC LIMIT ? OFFSET ?`,
      [limit, (page - 1) * limit],
    );
    const [total]: Array<{ n: string | number }> = await this.manager.query(
      'SELECT COUNT(*) AS n FROM group_invoices',
    );
    return { rows: rows.map(toStored), count: Number(total?.n ?? 0) };
  }

  /**
   * The registrations the invoices cover, oldest registration first (the order in which a
   * group's transfer is shared out), each with what it has paid.
   */
  async members(manager: EntityManager, invoiceIds: readonly string[]): Promise<GroupMember[]> {
    if (invoiceIds.length === 0) return [];
    const rows: Array<
      Omit<GroupMember, 'groupInvoiceId' | 'registrationId'> & {
        groupInvoiceId: string | number;
        registrationId: string | number;
      }
    > = await manager.query(
      `SELECT m.group_invoice_id AS groupInvoiceId, r.id AS registrationId, r.reference, r.title,
              r.other_title AS otherTitle, r.first_name AS firstName, r.other_names AS otherNames,
              r.email, r.participant_category AS participantCategory,
              CAST(r.fee_usd AS CHAR) AS feeUsd, ${amountPaidTextSql('r.id')} AS paidUsd,
              r.created_at AS createdAt, r.cancelled_at AS cancelledAt,
              ${seatStatusSql('r.id')} AS fieldTripSeat
         FROM group_invoice_registrations m JOIN registrations r ON r.id = m.registration_id
        WHERE m.group_invoice_id IN (?)
        ORDER BY r.created_at, r.id`,
      [invoiceIds],
    );
    return rows.map((row) => ({
      ...row,
      groupInvoiceId: String(row.groupInvoiceId),
      registrationId: String(row.registrationId),
    }));
  }

  /** Cancels the invoice: its registrations are free to join another. */
  async cancel(
    manager: EntityManager,
    id: string,
    cancelledByEmail: string,
    reason: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE group_invoices
          SET cancelled_at = CURRENT_TIMESTAMP(3), cancelled_by_email = ?, cancellation_reason = ?
        WHERE id = ?`,
      [cancelledByEmail, reason, id],
    );
    await manager.query(
      'UPDATE group_invoice_registrations SET live_registration_id = NULL WHERE group_invoice_id = ?',
      [id],
    );
  }
}
