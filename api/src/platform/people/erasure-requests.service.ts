import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { peopleMessages, type ApiResult, type ErasureRequestView } from '@caawg11/conference';
import { AuditService } from '../audit/audit.service.js';
import type { Registration } from '../../registrations-and-money/registrations/registration.entity.js';
import { asDate, type Row } from './person-kind.js';

/**
 * Registrants' requests to be erased. A request does not erase by itself: the books may require
 * keeping part, so it waits, open, for an administrator to act on it from the people screen.
 */
@Injectable()
export class ErasureRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** One open request per registration: asking again answers that it is already sent. */
  async request(registration: Registration, clientAddress: string | null): Promise<ApiResult> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM registrations WHERE id = ? FOR UPDATE', [
        registration.id,
      ]);
      const open: Row[] = await manager.query(
        'SELECT id FROM erasure_requests WHERE registration_id = ? AND closed_at IS NULL',
        [registration.id],
      );
      if (open.length > 0) {
        return { success: true, message: peopleMessages.erasureAlreadyRequested };
      }
      const result: { insertId: number } = await manager.query(
        'INSERT INTO erasure_requests (registration_id) VALUES (?)',
        [registration.id],
      );
      await this.audit.record(
        { userId: null, email: registration.email, clientAddress },
        {
          action: 'person.erasure-requested',
          entityType: 'erasure-request',
          entityId: String(result.insertId),
          after: { registrationId: registration.id },
        },
        manager,
      );
      return { success: true, message: peopleMessages.erasureRequested };
    });
  }

  /** The open requests, oldest first. */
  async listOpen(): Promise<ErasureRequestView[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT request.id, request.registration_id, request.requested_at, registration.reference,
              registration.email, registration.first_name, registration.other_names
         FROM erasure_requests request
         JOIN registrations registration ON registration.id = request.registration_id
        WHERE request.closed_at IS NULL
        ORDER BY request.requested_at, request.id`,
    );
    return rows.map((row) => ({
      id: String(row.id),
      registrationId: String(row.registration_id),
      reference: (row.reference as string | null) ?? null,
      email: String(row.email),
      name: `${String(row.first_name)} ${String(row.other_names)}`.trim(),
      requestedAt: asDate(row.requested_at).toISOString(),
    }));
  }
}
