import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  conferenceDayOf,
  paymentDueDate,
  paymentReminderMessages,
  type ApiResult,
  type Clock,
  type PaymentReminderSettings,
  type PaymentRemindersView,
  type UpcomingReminder,
} from '@caawg11/conference';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { fullName, referenceOf } from '../registrations/index.js';
import {
  PaymentRemindersRepository,
  type OwingRegistration,
} from './payment-reminders.repository.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';

const dayMs = 24 * 60 * 60 * 1000;
/**
 * How long a reminder's opt-out link works. A month lets a registrant act on a reminder read
 * late (after a trip, or kept until the next one, a week later by default) while a forwarded or
 * leaked old e-mail cannot stop the reminders long afterwards. Each reminder brings a new link,
 * which replaces the one before.
 */
export const optOutLinkLifetimeMs = 30 * dayMs;
/** How long a read of the settings serves the registration form before it is read again. */
const settingsCacheMs = 5000;

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

interface DueReminder {
  registration: OwingRegistration;
  dueDate: string;
}

/**
 * Payment deadlines and the reminders that keep them: the due date each registration is given,
 * the run the worker makes on a schedule, finance's settings, and the registrant's opt-out.
 */
@Injectable()
export class PaymentReminders {
  private readonly logger = new Logger('PaymentReminders');
  private cached?: { readAt: number; settings: Promise<PaymentReminderSettings> };

  constructor(
    private readonly reminders: PaymentRemindersRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private currentSettings(): Promise<PaymentReminderSettings> {
    const now = Date.now();
    if (!this.cached || now - this.cached.readAt > settingsCacheMs) {
      const settings = this.reminders.settings();
      // A failed read is not kept: the next caller asks the database again.
      settings.catch(() => (this.cached = undefined));
      this.cached = { readAt: now, settings };
    }
    return this.cached.settings;
  }

  /** The day a registration made at `registeredAt` is due to be paid (YYYY-MM-DD). */
  async dueDateOf(registeredAt: Date): Promise<string> {
    return paymentDueDate(conferenceDayOf(registeredAt), await this.currentSettings());
  }

  private due(
    owing: readonly OwingRegistration[],
    settings: PaymentReminderSettings,
    now: Date,
  ): DueReminder[] {
    const today = conferenceDayOf(now);
    return owing
      .map((registration) => ({
        registration,
        dueDate: paymentDueDate(conferenceDayOf(registration.createdAt), settings),
      }))
      .filter(
        ({ registration, dueDate }) =>
          today >= daysBefore(dueDate, settings.remindDaysBefore) &&
          (registration.lastRemindedAt === null ||
            now.getTime() - registration.lastRemindedAt.getTime() >= settings.intervalDays * dayMs),
      )
      .sort(
        (a, b) =>
          a.dueDate.localeCompare(b.dueDate) ||
          Number(a.registration.id) - Number(b.registration.id),
      );
  }

  /** Finance's view: the settings, who the next run reminds, and how many went so far. */
  async view(): Promise<Omit<PaymentRemindersView, 'nextRunAt'>> {
    const settings = await this.reminders.settings();
    const now = this.clock.now();
    const [owing, sentCount] = await Promise.all([
      this.reminders.owing(settings.maxReminders),
      this.reminders.sentCount(),
    ]);
    const upcoming: UpcomingReminder[] = this.due(owing, settings, now).map(
      ({ registration, dueDate }) => ({
        registrationId: registration.id,
        reference: referenceOf(registration),
        name: fullName(registration),
        email: registration.email,
        dueDate,
        feeUsd: registration.feeUsd,
        paidUsd: registration.paidUsd,
        amountDueUsd: registration.dueUsd,
        remindersSent: registration.remindersSent,
      }),
    );
    return { settings, upcoming, sentCount };
  }

  async updateSettings(
    settings: PaymentReminderSettings,
    actor: AuditActor,
  ): Promise<Omit<PaymentRemindersView, 'nextRunAt'>> {
    await this.reminders.transaction(async (manager) => {
      const before = await this.reminders.lockSettings(manager);
      await this.reminders.saveSettings(manager, settings);
      await this.audit.record(
        actor,
        {
          action: 'reminder-settings.changed',
          entityType: 'reminder-settings',
          entityId: null,
          before: { ...before },
          after: { ...settings },
        },
        manager,
      );
    });
    this.cached = undefined;
    return this.view();
  }

  /**
   * Writes the reminders that are due now, each in its own transaction with the registration's
   * row locked, so that two runs at once (two workers) cannot remind anyone twice. Answers how
   * many were written.
   */
  async sendDue(now: Date = this.clock.now()): Promise<number> {
    const settings = await this.reminders.settings();
    if (settings.paused) return 0;
    const due = this.due(await this.reminders.owing(settings.maxReminders), settings, now);
    let written = 0;
    for (const { registration, dueDate } of due) {
      const wrote = await this.reminders.transaction(async (manager) => {
        const state = await this.reminders.lockForReminder(manager, registration.id);
        if (
          !state ||
          state.paymentStatus === 'verified' ||
          state.optedOut ||
          state.cancelled ||
          state.remindersSent >= settings.maxReminders ||
          (state.lastRemindedAt !== null &&
            now.getTime() - state.lastRemindedAt.getTime() < settings.intervalDays * dayMs)
        ) {
          return false;
        }
        const token = newLinkToken();
        await this.reminders.markReminded(manager, registration.id, now, {
          tokenHash: hashLinkToken(token),
          expiresAt: new Date(now.getTime() + optOutLinkLifetimeMs),
        });
        const optOutLink = new URL(
          publicSiteLink(this.config.PUBLIC_SITE_URL, '/reminders/opt-out', registration.language),
        );
        optOutLink.searchParams.set('token', token);
        await this.outbox.add(manager, {
          template: 'payment-reminder',
          to: registration.email,
          language: registration.language,
          data: {
            fullName: fullName(registration),
            reference: referenceOf(registration),
            feeUsd: registration.feeUsd,
            paidUsd: registration.paidUsd,
            amountDueUsd: registration.dueUsd,
            dueDate,
            optOutLink: optOutLink.toString(),
          },
        });
        return true;
      });
      if (wrote) written++;
    }
    if (written > 0) this.logger.log(`Wrote ${written} payment reminders`);
    return written;
  }

  async optOut(token: string): Promise<ApiResult> {
    if (!(await this.reminders.optOut(hashLinkToken(token), this.clock.now()))) {
      throw new ApiError(HttpStatus.NOT_FOUND, paymentReminderMessages.optOutInvalid);
    }
    return { success: true, message: paymentReminderMessages.optedOut };
  }
}
