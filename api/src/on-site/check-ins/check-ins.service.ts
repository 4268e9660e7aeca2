import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { BadgeCodes } from './badge-codes.js';
import { ApiError } from '../../platform/common/api-error.js';
import { containsPattern } from '../../platform/common/like-pattern.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import {
  chargesOf,
  DoorRegistrationsRepository,
  type DoorRow,
} from '../../registrations-and-money/registrations/index.js';
import { CheckInsRepository, type CheckInRow } from './check-ins.repository.js';
import type { CheckInDto } from './check-in.dto.js';

export const checkInNotFound = 'Check-in not found';

/** The version of a registration's first badge; re-issuing raises it. */
const firstBadgeVersion = 1;

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
    private readonly checkIns: CheckInsRepository,
    private readonly registrations: DoorRegistrationsRepository,
    private readonly badgeCodes: BadgeCodes,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async checkIn(request: CheckInDto, actor: AuditActor): Promise<CheckInAnswer> {
    const occasion: CheckInOccasion =
      request.event ?? request.day ?? defaultCheckInDay(this.clock.now());
    const { nonce } = request;
    return this.checkIns.transaction(async (manager) => {
      if (nonce) {
        const reserved = await this.checkIns.reserveScan(
          manager,
          nonce,
          actor.userId,
          this.clock.now(),
        );
        if (!reserved) {
          const recorded = await this.checkIns.scanAnswer(manager, nonce, actor.userId);
          if (recorded) return recorded;
        }
      }
      const answer = await this.decide(manager, request.code, occasion, actor);
      if (nonce) await this.checkIns.saveScanAnswer(manager, nonce, actor.userId, answer);
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
    const checkInId = await this.checkIns.insert(manager, {
      registrationId: row.id,
      occasion,
      at: checkedInAt,
      byUserId: actor.userId,
      byEmail: actor.email.slice(0, 254),
    });
    if (checkInId) {
      return answer('checked-in', row, {
        id: checkInId,
        checked_in_at: checkedInAt,
        checked_in_by_email: actor.email,
      });
    }
    return answer('already-checked-in', row, await this.checkIns.first(manager, row.id, occasion));
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
      const row = await this.registrations.byId(manager, claim.registrationId);
      // A version above the registration's own was never issued.
      if (!row || claim.version > row.badge_version) return null;
      return { row, revoked: claim.version < row.badge_version };
    }
    const reference = typedRegistrationReference(code);
    if (!reference) return null;
    const row = await this.registrations.byReference(manager, reference);
    // A reference is in the delegate's e-mails and easy to guess, so whoever holds a revoked
    // badge may know it: once a badge has been re-issued, only the new badge checks in.
    return row ? { row, revoked: row.badge_version > firstBadgeVersion } : null;
  }

  async undo(id: string, actor: AuditActor): Promise<void> {
    await this.checkIns.transaction(async (manager) => {
      const row = await this.checkIns.lock(manager, id);
      if (!row) throw new ApiError(HttpStatus.NOT_FOUND, checkInNotFound);
      await this.checkIns.delete(manager, id);
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
    const [checkedIn, expected] = await Promise.all([
      this.checkIns.countAt(chosen),
      this.registrations.expectedCount(chosen === 'field-trip'),
    ]);
    return { occasion: chosen, checkedIn, expected };
  }

  /** Registrations whose name or reference holds the text, for a delegate without a badge. */
  async search(text: string): Promise<DoorRegistration[]> {
    const reference = typedRegistrationReference(text);
    const rows = await this.registrations.search(reference ?? '', containsPattern(text.trim()));
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
