import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GroupInvoiceColleagueAnswer, InstitutionAddress } from '@caawg11/conference';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** Where a request stands in the table; 'expired' is read from `expiresAt`, never stored. */
export type StoredRequestStatus = 'waiting' | 'issued' | 'declined' | 'refused' | 'replaced';

export interface StoredGroupInvoiceRequest extends InstitutionAddress {
  id: string;
  registrationId: string;
  purchaseOrder: string;
  status: StoredRequestStatus;
  expiresAt: Date;
  refusalReason: string | null;
  groupInvoiceId: string | null;
  createdAt: Date;
}

export interface StoredConsent {
  id: string;
  requestId: string;
  reference: string;
  email: string;
  /** The registration the typed pair matched; null when none did. */
  registrationId: string | null;
  answer: Exclude<GroupInvoiceColleagueAnswer, 'waiting'> | null;
}

export interface NewConsent {
  reference: string;
  email: string;
  registrationId: string | null;
  tokenHash: string | null;
}

const requestColumns = `r.id, r.registration_id AS registrationId, r.institution_name AS institutionName,
  r.postal_address AS postalAddress, r.tax_id AS taxId, r.purchase_order AS purchaseOrder,
  r.status, r.expires_at AS expiresAt, r.refusal_reason AS refusalReason,
  r.group_invoice_id AS groupInvoiceId, r.created_at AS createdAt`;

const consentColumns = `c.id, c.request_id AS requestId, c.reference, c.email,
  c.registration_id AS registrationId, c.answer`;

type Ids<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | number };

function toRequest(
  row: Ids<StoredGroupInvoiceRequest, 'id' | 'registrationId' | 'groupInvoiceId'>,
): StoredGroupInvoiceRequest {
  return {
    ...row,
    id: String(row.id),
    registrationId: String(row.registrationId),
    groupInvoiceId: row.groupInvoiceId === null ? null : String(row.groupInvoiceId),
  };
}

function toConsent(row: Ids<StoredConsent, 'id' | 'requestId' | 'registrationId'>): StoredConsent {
  return {
    ...row,
    id: String(row.id),
    requestId: String(row.requestId),
    registrationId: row.registrationId === null ? null : String(row.registrationId),
  };
}

/** Delegates' requests for a group invoice and their colleagues' answers. */
@Injectable()
export class GroupInvoiceRequestsRepository extends DatabaseRepository {
  /** Closes the delegate's waiting request, if any, and stops its links working. */
  async replaceWaiting(manager: EntityManager, registrationId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE group_invoice_consents c JOIN group_invoice_requests r ON r.id = c.request_id
          SET c.token_hash = NULL
        WHERE r.registration_id = ? AND r.status = 'waiting'`,
      [registrationId],
    );
    await manager.query(
      `UPDATE group_invoice_requests SET status = 'replaced', closed_at = ?
        WHERE registration_id = ? AND status = 'waiting'`,
      [now, registrationId],
    );
  }

  async insert(
    manager: EntityManager,
    request: Omit<
      StoredGroupInvoiceRequest,
      'id' | 'status' | 'refusalReason' | 'groupInvoiceId' | 'createdAt'
    >,
    consents: readonly NewConsent[],
  ): Promise<string> {
    const { insertId } = await manager.query<{ insertId: number }>(
      `INSERT INTO group_invoice_requests
         (registration_id, institution_name, postal_address, tax_id, purchase_order, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        request.registrationId,
        request.institutionName,
        request.postalAddress,
        request.taxId,
        request.purchaseOrder,
        request.expiresAt,
      ],
    );
    const id = String(insertId);
    await manager.query(
      `INSERT INTO group_invoice_consents (request_id, reference, email, registration_id, token_hash)
       VALUES ?`,
      [
        consents.map((consent) => [
          id,
          consent.reference,
          consent.email,
          consent.registrationId,
          consent.tokenHash,
        ]),
      ],
    );
    return id;
  }

  /** The delegate's newest request that made no invoice and was not replaced, if any. */
  async newestOpen(registrationId: string): Promise<StoredGroupInvoiceRequest | null> {
    const rows: Parameters<typeof toRequest>[0][] = await this.manager.query(
      `SELECT ${requestColumns} FROM group_invoice_requests r
        WHERE r.registration_id = ? AND r.status IN ('waiting', 'declined', 'refused')
        ORDER BY r.id DESC LIMIT 1`,
      [registrationId],
    );
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async consentsOf(
    requestId: string,
    manager: EntityManager = this.manager,
  ): Promise<StoredConsent[]> {
    const rows: Parameters<typeof toConsent>[0][] = await manager.query(
      `SELECT ${consentColumns} FROM group_invoice_consents c WHERE c.request_id = ? ORDER BY c.id`,
      [requestId],
    );
    return rows.map(toConsent);
  }

  /**
   * The consent whose link has this token, with its request; locked, the request first (so the
   * last two colleagues to agree take turns, and one of them makes the invoice).
   */
  async lockByToken(
    manager: EntityManager,
    tokenHash: string,
  ): Promise<{ consent: StoredConsent; request: StoredGroupInvoiceRequest } | null> {
    const [found]: Array<{ requestId: string | number }> = await manager.query(
      'SELECT request_id AS requestId FROM group_invoice_consents WHERE token_hash = ?',
      [tokenHash],
    );
    if (!found) return null;
    const [request]: Parameters<typeof toRequest>[0][] = await manager.query(
      `SELECT ${requestColumns} FROM group_invoice_requests r WHERE r.id = ? FOR UPDATE`,
      [found.requestId],
    );
    const [consent]: Parameters<typeof toConsent>[0][] = await manager.query(
      `SELECT ${consentColumns} FROM group_invoice_consents c WHERE c.token_hash = ? FOR UPDATE`,
      [tokenHash],
    );
    return request && consent ? { consent: toConsent(consent), request: toRequest(request) } : null;
  }

  /** The consent without locking it, to show the colleague what they are asked. */
  async findByToken(
    tokenHash: string,
  ): Promise<{ consent: StoredConsent; request: StoredGroupInvoiceRequest } | null> {
    const [consent]: Parameters<typeof toConsent>[0][] = await this.manager.query(
      `SELECT ${consentColumns} FROM group_invoice_consents c WHERE c.token_hash = ?`,
      [tokenHash],
    );
    if (!consent) return null;
    const [request]: Parameters<typeof toRequest>[0][] = await this.manager.query(
      `SELECT ${requestColumns} FROM group_invoice_requests r WHERE r.id = ?`,
      [consent.requestId],
    );
    return request ? { consent: toConsent(consent), request: toRequest(request) } : null;
  }

  /** The colleague's answer; the link stops working. */
  async answer(
    manager: EntityManager,
    consentId: string,
    answer: 'agreed' | 'declined',
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE group_invoice_consents SET answer = ?, answered_at = ?, token_hash = NULL
        WHERE id = ?`,
      [answer, now, consentId],
    );
  }

  /** The request ends: every link still waiting stops working. */
  async close(
    manager: EntityManager,
    requestId: string,
    outcome:
      | { status: 'issued'; groupInvoiceId: string }
      | { status: 'declined' }
      | { status: 'refused'; reason: string },
    now: Date,
  ): Promise<void> {
    await manager.query(
      'UPDATE group_invoice_consents SET token_hash = NULL WHERE request_id = ?',
      [requestId],
    );
    await manager.query(
      `UPDATE group_invoice_requests
          SET status = ?, group_invoice_id = ?, refusal_reason = ?, closed_at = ?
        WHERE id = ?`,
      [
        outcome.status,
        outcome.status === 'issued' ? outcome.groupInvoiceId : null,
        outcome.status === 'refused' ? outcome.reason.slice(0, 500) : null,
        now,
        requestId,
      ],
    );
  }
}
