import {
  cancellationRefundDueCents,
  centsToUsd,
  isChargedSeat,
  settle,
  toCents,
  type CancellationSummary,
  type FieldTripSeat,
  type FieldTripSeatStatus,
  type Settlement,
} from '@caawg11/conference';
import type { EntityManager } from 'typeorm';
import { declaredSettings, readSetting } from '../../platform/settings/index.js';
import {
  seatPayBySql,
  seatStatusSql,
  waitingPositionSql,
} from '../field-trip/field-trip.repository.js';
import { chargesOf } from './charges.js';
import type { Registration } from './registration.entity.js';

/** Where a registration stands: its money, its field-trip seat and its cancellation. */
export interface Standing {
  settlement: Settlement;
  /** Verified payments, before refunds. */
  receivedCents: number;
  refundedCents: number;
  fieldTripSeat: FieldTripSeat | null;
  cancellation: CancellationSummary | null;
}

export type StandingSubject = Pick<
  Registration,
  | 'id'
  | 'feeUsd'
  | 'cancelledAt'
  | 'cancelledByUserId'
  | 'cancellationReason'
  | 'cancellationRefundPercent'
>;

interface StandingRow {
  registrationId: string | number;
  received: string;
  refunded: string;
  seatStatus: FieldTripSeatStatus | null;
  seatPayBy: string | null;
  waitingPosition: string | number | null;
}

/**
 * Money received, refunds, and the seat with its effective pay-by day (its own, else the field
 * trip's) and place in line.
 */
const standingSql = `
  SELECT r.id AS registrationId,
         CAST((SELECT COALESCE(SUM(p.amount), 0) FROM payments p
                WHERE p.registration_id = r.id AND p.status = 'verified') AS CHAR) AS received,
         CAST((SELECT COALESCE(SUM(f.amount), 0) FROM refunds f
                WHERE f.registration_id = r.id) AS CHAR) AS refunded,
         ${seatStatusSql('r.id')} AS seatStatus,
         COALESCE(${seatPayBySql('r.id')}, ?) AS seatPayBy,
         ${waitingPositionSql('r.id')} AS waitingPosition
    FROM registrations r
   WHERE r.id IN (?)`;

function standingFrom(registration: StandingSubject, row: StandingRow | undefined): Standing {
  const receivedCents = toCents(row?.received ?? '0');
  const refundedCents = toCents(row?.refunded ?? '0');
  const seatStatus = row?.seatStatus ?? null;
  const settlement = settle(chargesOf(registration, seatStatus), receivedCents - refundedCents);
  const fieldTripSeat: FieldTripSeat | null = seatStatus
    ? {
        status: seatStatus,
        position: seatStatus === 'waiting' ? Number(row?.waitingPosition ?? 0) : null,
        payBy: isChargedSeat(seatStatus) ? (row?.seatPayBy ?? null) : null,
      }
    : null;
  if (!registration.cancelledAt) {
    return { settlement, receivedCents, refundedCents, fieldTripSeat, cancellation: null };
  }
  const refundPercent = registration.cancellationRefundPercent ?? 0;
  return {
    // A cancelled registration owes nothing more; what it is owed back is its refund due.
    settlement: { ...settlement, balanceDueCents: 0 },
    receivedCents,
    refundedCents,
    fieldTripSeat,
    cancellation: {
      cancelledAt: registration.cancelledAt.toISOString(),
      reason: registration.cancellationReason ?? '',
      byRegistrant: registration.cancelledByUserId === null,
      refundPercent,
      refundDue: centsToUsd(
        cancellationRefundDueCents({ refundPercent, receivedCents, refundedCents }),
      ),
    },
  };
}

/** The standing of each registration, read together, in the caller's transaction if any. */
export async function standingsOf<Row extends StandingSubject>(
  manager: EntityManager,
  registrations: readonly Row[],
): Promise<Standing[]> {
  if (registrations.length === 0) return [];
  const { payBy } = await readSetting(manager, declaredSettings.fieldTrip);
  const rows: StandingRow[] = await manager.query(standingSql, [
    payBy,
    registrations.map((registration) => registration.id),
  ]);
  const byId = new Map(rows.map((row) => [String(row.registrationId), row]));
  return registrations.map((registration) =>
    standingFrom(registration, byId.get(String(registration.id))),
  );
}
