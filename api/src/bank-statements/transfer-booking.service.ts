import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fullName, referenceOf } from '../admin/admin-views.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { ReceiptsService } from '../documents/receipts.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { Payment } from '../payments/payment.entity.js';
import { Registration } from '../registrations/registration.entity.js';

export interface TransferToBook {
  registrationId: string;
  amountCents: number;
  reference: string;
  paymentDate: string;
}

/** Books bank transfers on registrations, inside the caller's transaction. */
@Injectable()
export class TransferBookingService {
  constructor(
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly receipts: ReceiptsService,
  ) {}

  /** A transfer seen on the bank statement: a payment verified as it is recorded. */
  async recordTransfer(manager: EntityManager, transfer: TransferToBook): Promise<string> {
    const inserted = await manager.insert(Payment, {
      registrationId: transfer.registrationId,
      amount: transfer.amountCents / 100,
      method: 'bank-transfer',
      reference: transfer.reference,
      paymentDate: transfer.paymentDate,
      status: 'verified',
      source: 'bank-statement',
    });
    return String((inserted.identifiers[0] as { id: string | number }).id);
  }

  /**
   * Verifies a registration whose verified payments now cover its fee, sends the confirmation
   * and issues the receipt. Answers whether the registration changed (false: it was verified).
   */
  async settleInFull(
    manager: EntityManager,
    registrationId: string,
    actor: AuditActor,
  ): Promise<boolean> {
    const registration = await manager.findOneOrFail(Registration, {
      where: { id: registrationId },
      lock: { mode: 'pessimistic_write' },
    });
    const [totals]: Array<{ paid: string | null }> = await manager.query(
      "SELECT SUM(amount) AS paid FROM payments WHERE registration_id = ? AND status = 'verified'",
      [registrationId],
    );
    const paidCents = Math.round(Number(totals?.paid ?? 0) * 100);
    const feeCents = Math.round(registration.feeUsd * 100);
    if (paidCents < feeCents || registration.paymentStatus === 'verified') return false;
    const before = registration.paymentStatus;
    await manager.update(Registration, { id: registrationId }, { paymentStatus: 'verified' });
    await this.outbox.add(manager, {
      template: 'payment-verified',
      to: registration.email,
      data: {
        fullName: fullName(registration),
        reference: referenceOf(registration),
        amountUsd: paidCents / 100,
      },
    });
    await this.receipts.issueOnce(manager, registrationId, paidCents);
    await this.audit.record(
      actor,
      {
        action: 'registration.status-changed',
        entityType: 'registration',
        entityId: registrationId,
        before: { paymentStatus: before },
        after: { paymentStatus: 'verified', paidUsd: paidCents / 100, by: 'bank statement' },
      },
      manager,
    );
    return true;
  }
}
