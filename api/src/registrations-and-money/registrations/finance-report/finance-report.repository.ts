import { Injectable } from '@nestjs/common';
import {
  centsToUsd,
  fieldTripPriceCents,
  type FieldTripSeatStatus,
  type ParticipantCategory,
  type PaymentMethod,
} from '@caawg11/conference';
import { DatabaseRepository } from '../../../platform/database/database-repository.js';
import { seatStatusSql } from '../../field-trip/field-trip.repository.js';

/** A registration's fee against what it has paid, as the finance report lists it. */
export interface BalanceRow {
  id: string | number;
  reference: string | null;
  title: string;
  other_title: string | null;
  first_name: string;
  other_names: string;
  email: string;
  fee_usd: string;
  /** Verified payments less refunds. */
  paid_usd: string;
  received_usd: string;
  refunded_usd: string;
  field_trip_seat: FieldTripSeatStatus | null;
  /** 1 when cancelled before the end of the report's last day. */
  cancelled: number | string;
  refund_percent: number | null;
}

/** The finance report's queries over payments, refunds and registrations, by day. */
@Injectable()
export class FinanceReportRepository extends DatabaseRepository {
  /** Verified payments by payment date within the days, DECIMAL sums as exact text. */
  verifiedByDay(
    from: string,
    to: string,
  ): Promise<{ date: string; payments: number | string; amount_usd: string }[]> {
    return this.dataSource.query(
      `SELECT DATE_FORMAT(payment_date, '%Y-%m-%d') AS date, COUNT(*) AS payments,
              CAST(SUM(amount) AS CHAR) AS amount_usd
         FROM payments
        WHERE status = 'verified' AND payment_date BETWEEN ? AND ?
        GROUP BY payment_date
        ORDER BY payment_date`,
      [from, to],
    );
  }

  /** Verified payments within the days by participant category and method. */
  verifiedByCategoryAndMethod(
    from: string,
    to: string,
  ): Promise<
    {
      participant_category: ParticipantCategory;
      method: PaymentMethod;
      payments: number | string;
      amount_usd: string;
    }[]
  > {
    return this.dataSource.query(
      `SELECT r.participant_category, p.method, COUNT(*) AS payments,
              CAST(SUM(p.amount) AS CHAR) AS amount_usd
         FROM payments p
         JOIN registrations r ON r.id = p.registration_id
        WHERE p.status = 'verified' AND p.payment_date BETWEEN ? AND ?
        GROUP BY r.participant_category, p.method
        ORDER BY r.participant_category, p.method`,
      [from, to],
    );
  }

  /** Refunds by refund date within the days, DECIMAL sums as exact text. */
  refundedByDay(
    from: string,
    to: string,
  ): Promise<{ date: string; refunds: number | string; amount_usd: string }[]> {
    return this.dataSource.query(
      `SELECT DATE_FORMAT(refund_date, '%Y-%m-%d') AS date, COUNT(*) AS refunds,
              CAST(SUM(amount) AS CHAR) AS amount_usd
         FROM refunds
        WHERE refund_date BETWEEN ? AND ?
        GROUP BY refund_date
        ORDER BY refund_date`,
      [from, to],
    );
  }

  /**
   * Every registration made before `registeredBefore` whose verified payments less refunds up to
   * `paidBy` differ from its charges (fee, and the field trip while a seat is held or paid):
   * owing, or owed a refund; and every registration cancelled by then, whose refund under the
   * policy the caller works out.
   */
  unsettledBalances(paidBy: string, registeredBefore: Date): Promise<BalanceRow[]> {
    return this.dataSource.query(
      `SELECT id, reference, title, other_title, first_name, other_names, email,
              CAST(fee AS CHAR) AS fee_usd, CAST(received - refunded AS CHAR) AS paid_usd,
              CAST(received AS CHAR) AS received_usd, CAST(refunded AS CHAR) AS refunded_usd,
              seat AS field_trip_seat, cancelled, refund_percent
         FROM (SELECT r.id, r.reference, r.title, r.other_title, r.first_name, r.other_names,
                      r.email, r.fee_usd AS fee,
                      (SELECT COALESCE(SUM(p.amount), 0) FROM payments p
                        WHERE p.registration_id = r.id AND p.status = 'verified'
                          AND p.payment_date <= ?) AS received,
                      (SELECT COALESCE(SUM(f.amount), 0) FROM refunds f
                        WHERE f.registration_id = r.id AND f.refund_date <= ?) AS refunded,
                      ${seatStatusSql('r.id')} AS seat,
                      r.cancelled_at IS NOT NULL AND r.cancelled_at < ? AS cancelled,
                      r.cancellation_refund_percent AS refund_percent
                 FROM registrations r
                WHERE r.created_at < ?) balances
        WHERE cancelled
           OR fee + CASE WHEN seat IN ('held', 'paid') THEN CAST(? AS DECIMAL(10, 2)) ELSE 0 END
             <> received - refunded
        ORDER BY id`,
      [paidBy, paidBy, registeredBefore, registeredBefore, centsToUsd(fieldTripPriceCents)],
    );
  }
}
