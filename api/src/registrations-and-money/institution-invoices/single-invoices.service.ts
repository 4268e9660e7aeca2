import { HttpStatus, Injectable } from '@nestjs/common';
import {
  singleInvoiceMessages,
  singleInvoiceReference,
  type MySingleInvoice,
  type SingleInvoiceRequest,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { issueNumbered } from '../../platform/documents/documents.service.js';
import {
  RegistrationDocuments,
  type DocumentFile,
} from '../registrations/registration-documents.service.js';
import { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';

interface StoredSingleInvoice {
  number: number;
  institutionName: string;
  postalAddress: string;
  taxId: string;
  createdAt: Date;
}

/**
 * An invoice for one delegate made out to their institution (its address and tax ID), asked for
 * from the access-link page; the registration itself is unchanged. Each request is a new invoice
 * in a numbered series of its own; the newest is the one downloaded.
 */
@Injectable()
export class SingleInvoicesService extends DatabaseRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly documents: RegistrationDocuments,
    private readonly audit: AuditService,
  ) {
    super(dataSource);
  }

  async create(
    registrationId: string,
    input: SingleInvoiceRequest,
    actor: AuditActor,
  ): Promise<MySingleInvoice> {
    return this.transaction(async (manager) => {
      const number = await issueNumbered(
        manager,
        'single_invoice_counter',
        () => Promise.resolve(null),
        async (next) => {
          await manager.query(
            `INSERT INTO single_invoices (number, registration_id, institution_name, postal_address, tax_id)
             VALUES (?, ?, ?, ?, ?)`,
            [next, registrationId, input.institutionName, input.postalAddress, input.taxId ?? ''],
          );
          return next;
        },
      );
      const reference = singleInvoiceReference(number);
      await this.audit.record(
        actor,
        {
          action: 'single-invoice.created',
          entityType: 'registration',
          entityId: registrationId,
          after: { invoice: reference, institutionName: input.institutionName },
        },
        manager,
      );
      return { reference, institutionName: input.institutionName };
    });
  }

  /** The newest invoice asked for, or null. */
  async newest(registrationId: string): Promise<MySingleInvoice | null> {
    const stored = await this.stored(registrationId);
    return stored
      ? {
          reference: singleInvoiceReference(stored.number),
          institutionName: stored.institutionName,
        }
      : null;
  }

  async pdf(registrationId: string): Promise<DocumentFile> {
    const stored = await this.stored(registrationId);
    if (!stored) throw new ApiError(HttpStatus.NOT_FOUND, singleInvoiceMessages.none);
    return this.documents.institutionInvoice(registrationId, {
      number: singleInvoiceReference(stored.number),
      issuedAt: stored.createdAt,
      institution: {
        name: stored.institutionName,
        postalAddress: stored.postalAddress,
        taxId: stored.taxId,
      },
    });
  }

  private async stored(registrationId: string): Promise<StoredSingleInvoice | null> {
    const rows: StoredSingleInvoice[] = await this.manager.query(
      `SELECT number, institution_name AS institutionName, postal_address AS postalAddress,
              tax_id AS taxId, created_at AS createdAt
         FROM single_invoices WHERE registration_id = ? ORDER BY number DESC LIMIT 1`,
      [registrationId],
    );
    return rows[0] ? { ...rows[0], number: Number(rows[0].number) } : null;
  }
}
