import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  centsToUsd,
  defaultCheckInDay,
  feeTable,
  settle,
  toCents,
  typedRegistrationReference,
  type CheckInAnswer,
  type CheckInOccasion,
  type CheckInOutcome,
  type CheckInSummary,
  type Clock,
  type DoorRegistration,
  type FieldTripSeatStatus,
  type ParticipantCategory,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { BadgeCodes } from './badge-codes.js';
import { ApiError } from '../common/api-error.js';
import { containsPattern } from '../common/like-pattern.js';
import { CLOCK } from '../config/clock.token.js';
import { chargesOf, amountPaidTextSql } from '../registrations/index.js';
import { seatStatusSql } from '../field-trip/field-trip.repository.js';
import type { CheckInDto } from './check-in.dto.js';

export const checkInNotFound = 'Check-in not found';

/** The version of a registration's first badge; re-issuing raises it. */
const firstBadgeVersion = 1;

interface DoorRow {
  id: string;
  reference: string | null;
  first_name: string;
  other_names: string;
  badge_name: string | null;
  participant_category: ParticipantCategory;
  payment_status: string;
  fee_usd: string;
  field_trip: number | boolean;
  cancelled_at: Date | null;
  badge_version: number;
  amount_paid: string;
  field_trip_seat: FieldTripSeatStatus | null;
}

interface CheckInRow {
  id: string;
  checked_in_at: Date;
  checked_in_by_email: string;
}

const doorColumns = `r.id, r.reference, r.first_name, r.other_names, r.badge_name,
  r.participant_category, r.payment_status, r.fee_usd, r.field_trip, r.cancelled_at,
  r.badge_version, ${amountPaidTextSql('r.id')} AS amount_paid,
  ${seatStatusSql('r.id')} AS field_trip_seat`;

/** The name a badge prints and the door shows: the delegate's choice, else first and other names. */
export function printedName(row: {
  badge_name: string | null;
  first_name: string;
  other_names: string;
}): string {
  return row.badge_name?.trim() || `${row.first_name} ${row.other_names}`;
}

/**
 * The door: who is registered and paid, and whether they are already in. The database decides
 * who was first: one check-in per registration and occasion (a unique key), and one answer per
 * account and scan nonce (a unique key), so a resent scan and two phones scanning at once count
 * once, and a nonce another account happens to use never hands over that account's answer.
 */
@Injectable()
export class CheckInsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly badgeCodes: BadgeCodes,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async checkIn(request: CheckInDto, actor: AuditActor): Promise<CheckInAnswer> {
    const occasion: CheckInOccasion =
      request.event ?? request.day ?? defaultCheckInDay(this.clock.now());
    const { nonce } = request;
    return this.dataSource.transaction(async (manager) => {
      if (nonce) {
        // Taken first: a second request with this nonce waits here until the first commits,
        // then finds the answer it recorded. IGNORE, as a repeated nonce is expected (a retry)
        // and our own values cannot break any other rule of this table.
        const reserved = await manager.query<{ affectedRows: number }>(
          'INSERT IGNORE INTO check_in_scans (nonce, user_id, scanned_at) VALUES (?, ?, ?)',
          [nonce, actor.userId, this.clock.now()],
        );
        if (reserved.affectedRows === 0) {
          const [scan] = await manager.query<{ answer: CheckInAnswer | string | null }[]>(
            'SELECT answer FROM check_in_scans WHERE user_id = ? AND nonce = ? LOCK IN SHARE MODE',
            [actor.userId, nonce],
          );
          if (scan?.answer)
            return typeof scan.answer === 'string'
              ? (JSON.parse(scan.answer) as CheckInAnswer)
              : scan.answer;
        }
      }
      const answer = await this.decide(manager, request.code, occasion, actor);
      if (nonce) {
        await manager.query(
          'UPDATE check_in_scans SET answer = ? WHERE user_id = ? AND nonce = ?',
          [JSON.stringify(answer), actor.userId, nonce],
        );
      }
      return answer;
    });
  }

  /**
   * Today's check-in inside the caller's transaction, by the door's rules and with its answer:
   * the walk-in desk checks in the delegate it has just registered and paid.
   */
  checkInWithin(manager: EntityManager, code: string, actor: AuditActor): Promise<CheckInAnswer> {
    return this.decide(manager, code, defaultCheckInDay(this.clock.now()), actor);
  }

  private async decide(
    manager: EntityManager,
    code: string,
    occasion: CheckInOccasion,
    actor: AuditActor,
  ): Promise<CheckInAnswer> {
    const answer = (
      outcome: CheckInOutcome,
      row: DoorRow | null,
      checkIn: CheckInRow | null = null,
    ): CheckInAnswer => ({
      outcome,
      registration: row ? doorRegistration(row) : null,
      checkInId: checkIn ? String(checkIn.id) : null,
      checkedInAt: checkIn ? checkIn.checked_in_at.toISOString() : null,
      checkedInBy: checkIn ? checkIn.checked_in_by_email : null,
      occasion,
    });

    const found = await this.find(manager, code);
    if (!found) return answer('unknown', null);
    const { row, revoked } = found;
    if (revoked) return answer('revoked', row);
    if (row.cancelled_at) return answer('cancelled', row);
    if (occasion === 'field-trip' && !row.field_trip) return answer('not-on-field-trip', row);
    if (!isPaid(row)) return answer('not-paid', row);

    const checkedInAt = this.clock.now();
    // The unique key on registration and occasion decides who was first: a concurrent scan
    // waits for the first one's commit and then inserts nothing.
    const inserted = await manager.query<{ affectedRows: number; insertId: number }>(
      `INSERT IGNORE INTO check_ins
         (registration_id, occasion, checked_in_at, checked_in_by_user_id, checked_in_by_email)
       VALUES (?, ?, ?, ?, ?)`,
      [row.id, occasion, checkedInAt, actor.userId, actor.email.slice(0, 254)],
    );
    if (inserted.affectedRows === 1) {
      return answer('checked-in', row, {
        id: String(inserted.insertId),
        checked_in_at: checkedInAt,
        checked_in_by_email: actor.email,
      });
    }
    // A locking read: it sees the winner's committed row, which this transaction's snapshot may not.
    const [first] = await manager.query<CheckInRow[]>(
      `SELECT id, checked_in_at, checked_in_by_email FROM check_ins
        WHERE registration_id = ? AND occasion = ? LOCK IN SHARE MODE`,
      [row.id, occasion],
    );
    return answer('already-checked-in', row, first ?? null);
  }

  /**
   * The registration a code names, a signed badge code or a reference as typed, and whether a
   * newer badge revoked what was shown.
   */
  private async find(
    manager: EntityManager,
    code: string,
  ): Promise<{ row: DoorRow; revoked: boolean } | null> {
    const claim = this.badgeCodes.verify(code);
    if (claim) {
      const [row] = await manager.query<DoorRow[]>(
        `SELECT ${doorColumns} FROM registrations r WHERE r.id = ?`,
        [claim.registrationId],
      );
      // A version above the registration's own was never issued.
      if (!row || claim.version > row.badge_version) return null;
      return { row, revoked: claim.version < row.badge_version };
    }
    const reference = typedRegistrationReference(code);
    if (!reference) return null;
    const [row] = await manager.query<DoorRow[]>(
      `SELECT ${doorColumns} FROM registrations r WHERE r.reference = ?`,
      [reference],
    );
    // A reference is in the delegate's e-mails and easy to guess, so whoever holds a revoked
    // badge may know it: once a badge has been re-issued, only the new badge checks in.
    return row ? { row, revoked: row.badge_version > firstBadgeVersion } : null;
  }

  async undo(id: string, actor: AuditActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<
        {
          registration_id: string;
          occasion: string;
          checked_in_at: Date;
          checked_in_by_email: string;
        }[]
      >(
        `SELECT registration_id, occasion, checked_in_at, checked_in_by_email
           FROM check_ins WHERE id = ? FOR UPDATE`,
        [id],
      );
      if (!row) throw new ApiError(HttpStatus.NOT_FOUND, checkInNotFound);
      await manager.query('DELETE FROM check_ins WHERE id = ?', [id]);
      await this.audit.record(
        actor,
        {
          action: 'check-in.undone',
          entityType: 'registration',
          entityId: String(row.registration_id),
          before: {
            occasion: row.occasion,
            checkedInAt: row.checked_in_at.toISOString(),
            checkedInBy: row.checked_in_by_email,
          },
        },
        manager,
      );
    });
  }

  /** The live count at the door: checked in for the occasion, of those expected there. */
  async summary(occasion: CheckInOccasion | undefined): Promise<CheckInSummary> {
    const chosen = occasion ?? defaultCheckInDay(this.clock.now());
    const expectedFilter = chosen === 'field-trip' ? 'AND r.field_trip = 1' : '';
    const [counts] = await this.dataSource.query<{ checked_in: string; expected: string }[]>(
      `SELECT
         (SELECT COUNT(*) FROM check_ins c WHERE c.occasion = ?) AS checked_in,
         (SELECT COUNT(*) FROM registrations r
           WHERE r.cancelled_at IS NULL AND r.payment_status = 'verified' ${expectedFilter}) AS expected`,
      [chosen],
    );
    return {
      occasion: chosen,
      checkedIn: Number(counts?.checked_in ?? 0),
      expected: Number(counts?.expected ?? 0),
    };
  }

  /** Registrations whose name or reference holds the text, for a delegate without a badge. */
  async search(text: string): Promise<DoorRegistration[]> {
    const reference = typedRegistrationReference(text);
    const pattern = containsPattern(text.trim());
    const rows = await this.dataSource.query<DoorRow[]>(
      `SELECT ${doorColumns} FROM registrations r
        WHERE r.reference = ?
           OR CONCAT(r.first_name, ' ', r.other_names) LIKE ?
           OR r.badge_name LIKE ?
        ORDER BY r.other_names, r.first_name, r.id
        LIMIT 20`,
      [reference ?? '', pattern, pattern],
    );
    return rows.map(doorRegistration);
  }
}

/** Paid for the door: the fee verified and covered by what was received. */
function isPaid(row: DoorRow): boolean {
  return (
    row.payment_status === 'verified' &&
    settle(chargesOf({ feeUsd: row.fee_usd }, row.field_trip_seat), toCents(row.amount_paid))
      .registrationFeeCovered
  );
}

function doorRegistration(row: DoorRow): DoorRegistration {
  const settlement = settle(
    chargesOf({ feeUsd: row.fee_usd }, row.field_trip_seat),
    toCents(row.amount_paid),
  );
  return {
    id: String(row.id),
    reference: row.reference ?? '',
    name: printedName(row),
    registrationType: feeTable[row.participant_category]?.label ?? row.participant_category,
    paid: isPaid(row),
    balanceDue: centsToUsd(settlement.balanceDueCents),
    fieldTrip: Boolean(row.field_trip),
  };
}
