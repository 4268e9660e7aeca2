import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  cancellationMessages,
  cancellationRefundDueCents,
  centsToUsd,
  conferenceDayOf,
  refundPercentOn,
  type AdminRegistrationDetails,
  type CancellationPolicy,
  type Clock,
  type MyCancellationView,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { FieldTripSeats } from '../field-trip/field-trip-seats.service.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import {
  fullName,
  referenceOf,
  RegistrationRepository,
  Ledger,
  toAdminRegistration,
} from '../registrations/index.js';
import { CancellationPolicyRepository } from './cancellation-policy.repository.js';

/** Who cancels: an organiser (with a reason), or the registrant through their access link. */
type Canceller =
  | { kind: 'organiser'; actor: AuditActor; reason: string }
  | { kind: 'registrant'; actor: AuditActor };

/**
 * Cancelling a registration under the policy: the registration keeps its row, payments and
 * documents, is marked cancelled with the policy's share of that day, gives its field-trip seat
 * to the waiting line, and its registrant is e-mailed the refund due, all in one transaction.
 */
@Injectable()
export class CancellationsService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly ledger: Ledger,
    private readonly policies: CancellationPolicyRepository,
    private readonly seats: FieldTripSeats,
    private readonly accessLinks: AccessLinksService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  policy(): Promise<CancellationPolicy> {
    return this.policies.policy();
  }

  async updatePolicy(policy: CancellationPolicy, actor: AuditActor): Promise<CancellationPolicy> {
    await this.policies.transaction(async (manager) => {
      const before = await this.policies.lockPolicy(manager);
      await this.policies.save(manager, policy);
      await this.audit.record(
        actor,
        {
          action: 'cancellation-policy.changed',
          entityType: 'cancellation-policy',
          entityId: null,
          before: { ...before },
          after: { ...policy },
        },
        manager,
      );
    });
    return this.policies.policy();
  }

  /** An organiser cancels, with the reason the registrant is sent. */
  cancelByOrganiser(
    id: string,
    reason: string,
    actor: AuditActor,
  ): Promise<AdminRegistrationDetails> {
    return this.cancel(id, { kind: 'organiser', actor, reason });
  }

  /** The registrant cancels from the page their access link opens. */
  async cancelByRegistrant(
    token: string | undefined,
    clientAddress: string | null,
  ): Promise<MyCancellationView> {
    const registration = await this.accessLinks.resolve(token);
    await this.cancel(registration.id, {
      kind: 'registrant',
      actor: { userId: null, email: registration.email, clientAddress },
    });
    return this.registrantView(token);
  }

  /** What the registrant sees: the policy, and the refund were they to cancel today (or since). */
  async registrantView(token: string | undefined): Promise<MyCancellationView> {
    const registration = await this.accessLinks.resolve(token);
    const [policy, standing] = await Promise.all([
      this.policies.policy(),
      this.ledger.standingOf(this.registrations.manager, registration),
    ]);
    const refundPercentToday = refundPercentOn(policy, conferenceDayOf(this.clock.now()));
    return {
      policy,
      cancellation: standing.cancellation,
      refundPercentToday,
      refundDueToday: centsToUsd(
        cancellationRefundDueCents({
          refundPercent: refundPercentToday,
          receivedCents: standing.receivedCents,
          refundedCents: standing.refundedCents,
        }),
      ),
    };
  }

  private cancel(id: string, canceller: Canceller): Promise<AdminRegistrationDetails> {
    return this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.lock(manager, id);
      if (registration.cancelledAt) {
        throw new ApiError(HttpStatus.CONFLICT, cancellationMessages.alreadyCancelled);
      }
      const now = this.clock.now();
      const policy = await this.policies.policy(manager);
      const refundPercent = refundPercentOn(policy, conferenceDayOf(now));
      const reason =
        canceller.kind === 'organiser' ? canceller.reason : cancellationMessages.byRegistrant;
      await this.registrations.markCancelled(manager, registration, {
        cancelledAt: now,
        cancelledByUserId: canceller.kind === 'organiser' ? canceller.actor.userId : null,
        cancellationReason: reason,
        cancellationRefundPercent: refundPercent,
      });
      await this.seats.release(manager, id, canceller.actor);
      const standing = await this.ledger.standingOf(manager, registration);
      const refundDue = standing.cancellation?.refundDue ?? '0.00';
      await this.audit.record(
        canceller.actor,
        {
          action: 'registration.cancelled',
          entityType: 'registration',
          entityId: id,
          before: { cancelled: false },
          after: { cancelled: true, reason, refundPercent, refundDue, policy: { ...policy } },
        },
        manager,
      );
      await this.outbox.add(manager, {
        template: 'registration-cancelled',
        to: registration.email,
        language: registration.language,
        data: {
          fullName: fullName(registration),
          reference: referenceOf(registration),
          reason: canceller.kind === 'organiser' ? canceller.reason : null,
          refundPercent,
          refundDueUsd: refundDue,
        },
      });
      return toAdminRegistration(registration, standing);
    });
  }
}
