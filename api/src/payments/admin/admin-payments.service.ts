import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminPayment } from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { Registration } from '../../registrations/registration.entity.js';
import { fullName, referenceOf } from '../../registrations/admin/registration-view.js';
import { Payment } from '../payment.entity.js';
import { toAdminPayment } from './payment-view.js';
import type { ListPaymentsQuery } from './dto/list-payments.query.js';
import type { RecordPaymentDto } from './dto/record-payment.dto.js';
import { paymentNotFound, registrationNotFound } from '../../admin/id-param.pipe.js';

type LoadedPayment = Payment & { registration: Registration };

export const onlyPendingMessage = 'Only a pending payment can be verified or rejected.';

@Injectable()
export class AdminPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListPaymentsQuery): Promise<{ data: AdminPayment[]; count: number }> {
    const payments = () => {
      const builder = this.dataSource.getRepository(Payment).createQueryBuilder('payment');
      return query.status === 'all'
        ? builder
        : builder.where('payment.status = :status', { status: query.status });
    };
    // Each payment joins exactly one registration, so plain LIMIT/OFFSET pages the joined rows;
    // TypeORM's skip/take would wrap them in a DISTINCT over every joined row, and its count in
    // COUNT(DISTINCT): both read far more than the page needs.
    const [rows, count] = await Promise.all([
      payments()
        .innerJoinAndSelect('payment.registration', 'registration')
        .orderBy('payment.createdAt', 'DESC')
        .addOrderBy('payment.id', 'DESC')
        .offset((query.page - 1) * query.limit)
        .limit(query.limit)
        .getMany(),
      payments().getCount(),
    ]);
    return { data: (rows as LoadedPayment[]).map(toAdminPayment), count };
  }

  /** The payment and its registration become verified; the registrant is told. */
  async verify(id: string, actor: AuditActor): Promise<AdminPayment> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.lockPendingPayment(manager, id);
      const before = this.statuses(payment);
      payment.status = 'verified';
      payment.registration.paymentStatus = 'verified';
      await manager.update(Payment, { id }, { status: 'verified' });
      await manager.update(
        Registration,
        { id: payment.registrationId },
        { paymentStatus: 'verified' },
      );
      await this.outbox.add(manager, {
        template: 'payment-verified',
        to: payment.registration.email,
        data: {
          fullName: fullName(payment.registration),
          reference: referenceOf(payment.registration),
          amountUsd: payment.amount,
        },
      });
      await this.audit.record(
        actor,
        {
          action: 'payment.verified',
          entityType: 'payment',
          entityId: id,
          before,
          after: this.statuses(payment),
        },
        manager,
      );
      return toAdminPayment(payment);
    });
  }

  /** The payment and its registration become rejected, with the reason the registrant is sent. */
  async reject(id: string, reason: string, actor: AuditActor): Promise<AdminPayment> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.lockPendingPayment(manager, id);
      const before = this.statuses(payment);
      payment.status = 'rejected';
      payment.notes = reason;
      payment.registration.paymentStatus = 'rejected';
      await manager.update(Payment, { id }, { status: 'rejected', notes: reason });
      await manager.update(
        Registration,
        { id: payment.registrationId },
        { paymentStatus: 'rejected' },
      );
      await this.outbox.add(manager, {
        template: 'payment-rejected',
        to: payment.registration.email,
        data: {
          fullName: fullName(payment.registration),
          reference: referenceOf(payment.registration),
          reason,
        },
      });
      await this.audit.record(
        actor,
        {
          action: 'payment.rejected',
          entityType: 'payment',
          entityId: id,
          before,
          after: { ...this.statuses(payment), notes: reason },
        },
        manager,
      );
      return toAdminPayment(payment);
    });
  }

  /**
   * A payment an admin received by other means. The admin saw the money, so it is recorded as
   * verified, the registration becomes verified and the registrant gets the confirmation.
   */
  async record(
    registrationId: string,
    input: RecordPaymentDto,
    actor: AuditActor,
  ): Promise<AdminPayment> {
    return this.dataSource.transaction(async (manager) => {
      const registration = await manager.findOne(Registration, {
        where: { id: registrationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
      const statusBefore = registration.paymentStatus;
      const inserted = await manager.insert(Payment, {
        registrationId,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        paymentDate: input.paymentDate,
        status: 'verified',
        source: 'admin',
      });
      const paymentId = String((inserted.identifiers[0] as { id: string | number }).id);
      await manager.update(Registration, { id: registrationId }, { paymentStatus: 'verified' });
      registration.paymentStatus = 'verified';
      await this.outbox.add(manager, {
        template: 'payment-verified',
        to: registration.email,
        data: {
          fullName: fullName(registration),
          reference: referenceOf(registration),
          amountUsd: input.amount,
        },
      });
      const payment = await manager.findOneOrFail(Payment, { where: { id: paymentId } });
      await this.audit.record(
        actor,
        {
          action: 'payment.recorded',
          entityType: 'payment',
          entityId: paymentId,
          before: { registrationStatus: statusBefore },
          after: {
            registrationId,
            amount: input.amount,
            method: input.method,
            reference: input.reference,
            paymentDate: input.paymentDate,
            paymentStatus: 'verified',
            registrationStatus: 'verified',
          },
        },
        manager,
      );
      return toAdminPayment(Object.assign(payment, { registration }));
    });
  }

  private statuses(payment: LoadedPayment): Record<string, unknown> {
    return {
      paymentStatus: payment.status,
      registrationId: payment.registrationId,
      registrationStatus: payment.registration.paymentStatus,
    };
  }

  private async lockPendingPayment(manager: EntityManager, id: string): Promise<LoadedPayment> {
    const payment = await manager.findOne(Payment, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, paymentNotFound);
    if (payment.status !== 'pending') throw new ApiError(HttpStatus.CONFLICT, onlyPendingMessage);
    const registration = await manager.findOne(Registration, {
      where: { id: payment.registrationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return Object.assign(payment, { registration });
  }
}
