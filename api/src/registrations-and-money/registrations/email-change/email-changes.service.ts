import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  emailChangeMessages,
  emailConfirmationLifetimeHours,
  type ApiResult,
  type Clock,
} from '@caawg11/conference';
import { AccessLinksService } from '../../access-links/access-links.service.js';
import { AuditService, type AuditActor } from '../../../platform/audit/audit.service.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { publicSiteLink } from '../../../platform/mail/mail-context.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import { hashLinkToken, newLinkToken } from '../../../platform/security/link-token.js';
import { fullName, referenceOf } from '../admin/registration-view.js';
import type { Registration } from '../registration.entity.js';
import { RegistrationRepository } from '../registration.repository.js';
import { isDuplicateEmail } from '../registrations.service.js';

/** How long the link sent to a proposed address confirms it. */
const emailConfirmationLifetimeMs = emailConfirmationLifetimeHours * 60 * 60 * 1000;

/** A token as issued: 32 random bytes in base64url, 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A registration's address changes only when the new address confirms it. An organiser's new
 * address is kept as pending: it is sent a single-use link (a random token kept as its SHA-256,
 * valid for 72 hours), and the current address is told. Until the link is used, the confirmed
 * address is the one every message, access link and export follows; once it is, the access
 * links issued before stop working.
 */
@Injectable()
export class EmailChanges {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly accessLinks: AccessLinksService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Proposes `email` (lower case) for the locked registration, inside the caller's transaction.
   * Nothing happens for the current address, or for the address already waiting while its link
   * still works; another address replaces the proposal waiting, and its link.
   */
  async propose(
    manager: EntityManager,
    registration: Registration,
    email: string,
    actor: AuditActor,
  ): Promise<void> {
    const now = this.clock.now();
    if (email === registration.email) return;
    const stillWaiting =
      registration.pendingEmailExpiresAt !== null && registration.pendingEmailExpiresAt > now;
    if (email === registration.pendingEmail && stillWaiting) return;
    const before = { email: registration.email, pendingEmail: registration.pendingEmail };
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + emailConfirmationLifetimeMs);
    await this.registrations.proposeEmail(manager, registration, {
      email,
      tokenHash: hashLinkToken(token),
      expiresAt,
    });
    const page = publicSiteLink(
      this.config.PUBLIC_SITE_URL,
      '/confirm-email',
      registration.language,
    );
    const facts = { fullName: fullName(registration), reference: referenceOf(registration) };
    await this.outbox.add(manager, [
      {
        template: 'email-change-confirmation',
        to: email,
        language: registration.language,
        // The token travels as the access links' do: in `link`, which the outbox keeps from view.
        data: { ...facts, link: `${page}?token=${token}`, expiresAt: expiresAt.toISOString() },
      },
      {
        template: 'email-change-notice',
        to: registration.email,
        language: registration.language,
        data: { ...facts, newEmail: email },
      },
    ]);
    await this.audit.record(
      actor,
      {
        action: 'registration.email-change-requested',
        entityType: 'registration',
        entityId: registration.id,
        before,
        after: {
          email: registration.email,
          pendingEmail: email,
          confirmationExpiresAt: expiresAt.toISOString(),
        },
      },
      manager,
    );
  }

  /**
   * POST /api/registrations/confirm-email: the pending address becomes the registration's, and
   * every access link issued before stops working. 404 for an unknown, used or replaced link,
   * 410 for an expired one, 409 when another registration has taken the address meanwhile.
   */
  async confirm(token: string, clientAddress: string | null): Promise<ApiResult> {
    const invalid = () => new ApiError(HttpStatus.NOT_FOUND, emailChangeMessages.linkInvalid);
    if (!tokenPattern.test(token)) throw invalid();
    try {
      await this.registrations.transaction(async (manager) => {
        const registration = await this.registrations.lockByEmailConfirmation(
          manager,
          hashLinkToken(token),
        );
        if (!registration?.pendingEmail || !registration.pendingEmailExpiresAt) throw invalid();
        if (registration.pendingEmailExpiresAt <= this.clock.now()) {
          throw new ApiError(HttpStatus.GONE, emailChangeMessages.linkExpired);
        }
        const before = registration.email;
        const confirmed = registration.pendingEmail;
        if (await this.registrations.emailTaken(confirmed, manager)) throw this.taken();
        await this.registrations.confirmPendingEmail(manager, registration);
        await this.accessLinks.revokeAll(manager, registration.id);
        await this.audit.record(
          // The owner of the new address acts, through the link only they received.
          { userId: null, email: confirmed, clientAddress },
          {
            action: 'registration.email-confirmed',
            entityType: 'registration',
            entityId: registration.id,
            before: { email: before, pendingEmail: confirmed },
            after: { email: confirmed, pendingEmail: null },
          },
          manager,
        );
      });
    } catch (error) {
      // Another registration confirmed or registered the same address at the same moment.
      if (isDuplicateEmail(error)) throw this.taken();
      throw error;
    }
    return { success: true, message: emailChangeMessages.confirmed };
  }

  private taken(): ApiError {
    return new ApiError(HttpStatus.CONFLICT, emailChangeMessages.addressTaken);
  }
}
