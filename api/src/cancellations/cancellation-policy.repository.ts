import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CancellationPolicy } from '@caawg11/conference';
import { DatabaseRepository } from '../database/database-repository.js';

/** The one row of the cancellation policy that finance edits. */
@Injectable()
export class CancellationPolicyRepository extends DatabaseRepository {
  async policy(manager: EntityManager = this.dataSource.manager): Promise<CancellationPolicy> {
    const [row] = await manager.query<
      {
        full_refund_before: string;
        partial_refund_before: string;
        partial_refund_percent: number;
      }[]
    >(
      `SELECT DATE_FORMAT(full_refund_before, '%Y-%m-%d') AS full_refund_before,
              DATE_FORMAT(partial_refund_before, '%Y-%m-%d') AS partial_refund_before,
              partial_refund_percent
         FROM cancellation_policy WHERE id = 1`,
    );
    if (!row) throw new Error('The cancellation policy row is missing');
    return {
      fullRefundBefore: row.full_refund_before,
      partialRefundBefore: row.partial_refund_before,
      partialRefundPercent: Number(row.partial_refund_percent),
    };
  }

  async save(manager: EntityManager, policy: CancellationPolicy): Promise<void> {
    await manager.query(
      `UPDATE cancellation_policy
          SET full_refund_before = ?, partial_refund_before = ?, partial_refund_percent = ?
        WHERE id = 1`,
      [policy.fullRefundBefore, policy.partialRefundBefore, policy.partialRefundPercent],
    );
  }
}
