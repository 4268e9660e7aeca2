import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Registration } from './registration.entity.js';

/**
 * The facts the dashboard counts registrations by. `registration_summary` holds one row per
 * combination (and slot) with how many registrations have it and what their fees add up to, so
 * the dashboard adds up a few hundred rows instead of reading every registration.
 */
export interface SummaryEntry {
  paymentStatus: Registration['paymentStatus'];
  participantCategory: Registration['participantCategory'];
  participationType: Registration['participationType'];
  presentationType: Registration['presentationType'];
  fieldTrip: boolean;
  /** At least one of its payments still waits for a check. */
  pendingPayment: boolean;
  feeUsd: number;
}

/**
 * Every write adds to one of this many rows per combination, chosen at random: concurrent
 * registrations of the same kind then rarely wait for each other's row lock until commit.
 */
export const summarySlots = 16;

const columns = [
  'slot',
  'payment_status',
  'participant_category',
  'participation_type',
  'presentation_type',
  'field_trip',
  'pending_payment',
  'registrations',
  'fee_usd',
] as const;

export function summaryEntry(
  registration: Pick<
    Registration,
    | 'paymentStatus'
    | 'participantCategory'
    | 'participationType'
    | 'presentationType'
    | 'fieldTrip'
    | 'feeUsd'
  >,
  pendingPayment: boolean,
): SummaryEntry {
  return {
    paymentStatus: registration.paymentStatus,
    participantCategory: registration.participantCategory,
    participationType: registration.participationType,
    presentationType: registration.presentationType,
    fieldTrip: Boolean(registration.fieldTrip),
    pendingPayment,
    feeUsd: Number(registration.feeUsd),
  };
}

export function sameEntry(a: SummaryEntry, b: SummaryEntry): boolean {
  return (
    a.paymentStatus === b.paymentStatus &&
    a.participantCategory === b.participantCategory &&
    a.participationType === b.participationType &&
    a.presentationType === b.presentationType &&
    a.fieldTrip === b.fieldTrip &&
    a.pendingPayment === b.pendingPayment &&
    // Fees are stored with two decimals, so cents compare exactly.
    Math.round(a.feeUsd * 100) === Math.round(b.feeUsd * 100)
  );
}

function values(slot: number, entry: SummaryEntry, sign: 1 | -1): unknown[] {
  return [
    slot,
    entry.paymentStatus,
    entry.participantCategory,
    entry.participationType,
    // A key column cannot be NULL.
    entry.presentationType ?? '',
    entry.fieldTrip ? 1 : 0,
    entry.pendingPayment ? 1 : 0,
    sign,
    // As a string, so the DECIMAL column adds exact cents.
    ((sign * Math.round(entry.feeUsd * 100)) / 100).toFixed(2),
  ];
}

/**
 * Moves one registration in the summary from what it was (`before`, null for a new one) to what
 * it is now, in the caller's transaction. The increments are done by the database
 * (`registrations = registrations + ...`), so concurrent writers never lose one another's.
 */
export async function moveInSummary(
  manager: EntityManager,
  before: SummaryEntry | null,
  after: SummaryEntry | null,
): Promise<void> {
  if (before && after && sameEntry(before, after)) return;
  const slot = randomInt(summarySlots);
  const rows = [
    ...(before ? [values(slot, before, -1)] : []),
    ...(after ? [values(slot, after, 1)] : []),
  ];
  if (rows.length === 0) return;
  // One order of rows in every statement: two statements never lock them in opposite order.
  const key = (row: unknown[]) => JSON.stringify(row.slice(0, 7));
  rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  await manager.query(
    `INSERT INTO registration_summary (${columns.join(', ')})
     VALUES ${rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}
     ON DUPLICATE KEY UPDATE
       registrations = registrations + VALUES(registrations),
       fee_usd = fee_usd + VALUES(fee_usd)`,
    rows.flat(),
  );
}

/**
 * The summary recounted from the registrations and their payments. For rows written outside
 * the api (test fixtures, benchmark seeds, a correction by hand), run while nothing else writes.
 */
export const rebuildSummaryStatements = [
  'DELETE FROM registration_summary',
  `INSERT INTO registration_summary (${columns.join(', ')})
   SELECT 0, payment_status, participant_category, participation_type, presentation_type,
          field_trip, pending_payment, COUNT(*), SUM(fee_usd)
     FROM (SELECT r.payment_status, r.participant_category, r.participation_type,
                  COALESCE(r.presentation_type, '') AS presentation_type, r.field_trip,
                  EXISTS (SELECT 1 FROM payments p
                           WHERE p.registration_id = r.id AND p.status = 'pending') AS pending_payment,
                  r.fee_usd
             FROM registrations r) AS registration
    GROUP BY payment_status, participant_category, participation_type, presentation_type,
             field_trip, pending_payment
   -- Two rebuilds interleaved on one connection leave the later count, not a duplicate key.
   ON DUPLICATE KEY UPDATE registrations = VALUES(registrations), fee_usd = VALUES(fee_usd)`,
];
