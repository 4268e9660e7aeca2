import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  centsToUsd,
  conferenceDayOf,
  fieldTripPriceCents,
  promotedPayBy,
  type Clock,
  type FieldTripSeatStatus,
  type FieldTripSettings,
  type FieldTripView,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { fullName, referenceOf, standingsOf } from '../registrations/index.js';
import { Registration } from '../registrations/registration.entity.js';
import { FieldTripRepository, type StoredSeat } from './field-trip.repository.js';

/** The worker's own name in the audit log, for the seats it releases and offers. */
const workerActor: AuditActor = {
  userId: null,
  email: 'field-trip-release@worker',
  clientAddress: null,
};

/**
 * The field trip's seats: taking one (or a place in the waiting line) when a registration
 * chooses the trip, giving it back, offering freed seats to the waiting line in order, the
 * settings logistics edits, and the worker's release of held seats not paid in time. Every
 * step runs with the settings row locked, so two registrants racing for the last seat are
 * served one after the other: one gets it, the other waits.
 */
@Injectable()
export class FieldTripSeats {
  private readonly logger = new Logger('FieldTripSeats');

  constructor(
    private readonly seats: FieldTripRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(): Promise<FieldTripView> {
    const [settings, counts] = await Promise.all([this.seats.settings(), this.seats.counts()]);
    return { ...settings, ...counts };
  }

  /**
   * New settings. More seats than are taken are offered at once to the waiting line; fewer
   * seats take nobody's seat away, they only stop new ones being given.
   */
  async updateSettings(settings: FieldTripSettings, actor: AuditActor): Promise<FieldTripView> {
    await this.seats.transaction(async (manager) => {
      const before = await this.seats.lockSettings(manager);
      await this.seats.saveSettings(manager, settings);
      await this.audit.record(
        actor,
        {
          action: 'field-trip.settings-changed',
          entityType: 'field-trip-settings',
          entityId: null,
          before: { ...before },
          after: { ...settings },
        },
        manager,
      );
      await this.offerFreedSeats(manager, settings, actor);
    });
    return this.view();
  }

  /**
   * A seat for a registration that chose the trip, in the caller's transaction: held when one
   * is free, else a place at the end of the waiting line. Nothing happens if it has one.
   */
  async take(
    manager: EntityManager,
    registrationId: string,
    actor: AuditActor,
  ): Promise<FieldTripSeatStatus> {
    const settings = await this.seats.lockSettings(manager);
    const existing = await this.seats.seatOf(manager, registrationId);
    if (existing) return existing.status;
    const counts = await this.seats.counts(manager);
    const status: FieldTripSeatStatus =
      counts.held + counts.paid < settings.seats ? 'held' : 'waiting';
    await this.seats.insertSeat(manager, registrationId, status);
    await this.audit.record(
      actor,
      {
        action: 'field-trip.seat-taken',
        entityType: 'registration',
        entityId: registrationId,
        after: { fieldTripSeat: status },
      },
      manager,
    );
    return status;
  }

  /**
   * Gives the registration's seat (or place in line) back, in the caller's transaction, and
   * offers a freed seat to the first waiting. Nothing happens without a seat. The registrant is
   * not e-mailed from here: a cancellation sends its own e-mail, and taking the trip off in the
   * edit screen is an organiser's edit of the details, which e-mails nobody.
   */
  async release(manager: EntityManager, registrationId: string, actor: AuditActor): Promise<void> {
    const settings = await this.seats.lockSettings(manager);
    const seat = await this.seats.seatOf(manager, registrationId);
    if (!seat) return;
    await this.seats.deleteSeat(manager, seat.id);
    await this.audit.record(
      actor,
      {
        action: 'field-trip.seat-released',
        entityType: 'registration',
        entityId: registrationId,
        before: { fieldTripSeat: seat.status },
      },
      manager,
    );
    await this.offerFreedSeats(manager, settings, actor);
  }

  /**
   * The worker's run: each held seat whose pay-by day has passed is released, its registration
   * going to the end of the waiting line and its registrant e-mailed, unless it was fully paid
   * after all (it becomes paid). Each seat in its own transaction. Answers how many were released.
   */
  async releaseUnpaid(now: Date = this.clock.now()): Promise<number> {
    const today = conferenceDayOf(now);
    let released = 0;
    for (const candidate of await this.seats.heldPastPayBy(today)) {
      const didRelease = await this.seats.transaction(async (manager) => {
        const settings = await this.seats.lockSettings(manager);
        const seat = await this.seats.lockSeat(manager, candidate.id);
        if (!seat || seat.status !== 'held' || (seat.payBy ?? settings.payBy) >= today) {
          return false;
        }
        const registration = await manager.findOneByOrFail(Registration, {
          id: seat.registrationId,
        });
        const [standing] = await standingsOf(manager, [registration]);
        if (standing!.settlement.balanceDueCents === 0) {
          await this.seats.setStatus(manager, seat.id, 'paid', seat.payBy);
          return false;
        }
        const payBy = seat.payBy ?? settings.payBy;
        await this.seats.deleteSeat(manager, seat.id);
        await this.seats.insertSeat(manager, seat.registrationId, 'waiting');
        await this.audit.record(
          workerActor,
          {
            action: 'field-trip.seat-released',
            entityType: 'registration',
            entityId: seat.registrationId,
            before: { fieldTripSeat: 'held', payBy },
            after: { fieldTripSeat: 'waiting' },
          },
          manager,
        );
        await this.tellAboutSeat(manager, 'field-trip-seat-released', registration, payBy);
        // Not offered back to the same registrant in the same breath: the next in line goes first.
        await this.offerFreedSeats(manager, settings, workerActor, seat.registrationId);
        return true;
      });
      if (didRelease) released++;
    }
    if (released > 0) this.logger.log(`Released ${released} unpaid field-trip seats`);
    return released;
  }

  /**
   * An e-mail to the registrant, in their language, about their seat: the trip's price, the
   * seat's pay-by day and what the registration owes now that the seat has changed.
   */
  private async tellAboutSeat(
    manager: EntityManager,
    template: 'field-trip-seat-offered' | 'field-trip-seat-released',
    registration: Registration,
    payBy: string,
  ): Promise<void> {
    const [standing] = await standingsOf(manager, [registration]);
    await this.outbox.add(manager, {
      template,
      to: registration.email,
      language: registration.language,
      data: {
        fullName: fullName(registration),
        reference: referenceOf(registration),
        priceUsd: centsToUsd(fieldTripPriceCents),
        balanceDueUsd: centsToUsd(standing!.settlement.balanceDueCents),
        payBy,
      },
    });
  }

  /**
   * While seats are free and someone waits, the first waiting gets a held seat with a deadline
   * to pay, and an e-mail saying so in their language. The caller holds the settings lock.
   */
  private async offerFreedSeats(
    manager: EntityManager,
    settings: FieldTripSettings,
    actor: AuditActor,
    passOver: string | null = null,
  ): Promise<void> {
    const today = conferenceDayOf(this.clock.now());
    for (;;) {
      const counts = await this.seats.counts(manager);
      if (counts.held + counts.paid >= settings.seats) return;
      const next = await this.seats.firstWaiting(manager, passOver);
      if (!next) return;
      await this.offer(manager, next, promotedPayBy(settings.payBy, today), actor);
    }
  }

  private async offer(
    manager: EntityManager,
    seat: StoredSeat,
    payBy: string,
    actor: AuditActor,
  ): Promise<void> {
    await this.seats.setStatus(manager, seat.id, 'held', payBy);
    const registration = await manager.findOneByOrFail(Registration, { id: seat.registrationId });
    await this.audit.record(
      actor,
      {
        action: 'field-trip.seat-offered',
        entityType: 'registration',
        entityId: seat.registrationId,
        before: { fieldTripSeat: 'waiting' },
        after: { fieldTripSeat: 'held', payBy },
      },
      manager,
    );
    await this.tellAboutSeat(manager, 'field-trip-seat-offered', registration, payBy);
  }
}
