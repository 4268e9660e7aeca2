import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  defaultLanguage,
  messages,
  publicApiMessages,
  type ApiResult,
  type Clock,
  type Language,
} from '@caawg11/conference';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { Registration } from '../registrations/registration.entity.js';
import { hashLinkToken } from '../../platform/security/link-token.js';
import { AccessLinkIssuer, type IssuedAccessLink } from './access-link-issuer.service.js';
import { AccessLinkThrottle } from './access-link-throttle.service.js';
import { AccessLinksRepository } from './access-links.repository.js';

export const invalidAccessLinkMessage = publicApiMessages.invalidAccessLink;

/** A token as issued: 32 random bytes in base64url, 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** The name a registrant is greeted with: title, first name and other names. */
export function registrantName(registration: Registration): string {
  const title =
    registration.title === 'Other' ? (registration.otherTitle ?? '') : registration.title;
  return [title, registration.firstName, registration.otherNames].filter(Boolean).join(' ');
}

/**
 * The registrant's access links: random tokens kept only as SHA-256 hashes, each valid for 24
 * hours; issuing a new one leaves the earlier ones valid until they expire.
 */
@Injectable()
export class AccessLinksService {
  constructor(
    private readonly links: AccessLinksRepository,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly throttle: AccessLinkThrottle,
    private readonly issuer: AccessLinkIssuer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Creates an access link inside the caller's transaction (see AccessLinkIssuer). */
  issue(
    manager: EntityManager,
    registrationId: string,
    language: Language = defaultLanguage,
  ): Promise<IssuedAccessLink> {
    return this.issuer.issue(manager, registrationId, language);
  }

  /**
   * Stops every access link issued so far for the registration, inside the caller's transaction:
   * a link sent to an address the registration no longer has must not open it.
   */
  async revokeAll(manager: EntityManager, registrationId: string): Promise<void> {
    await this.links.expireAll(manager, registrationId, this.clock.now());
  }

  /**
   * POST /api/registrations/verify-request: e-mails a fresh link when a registration exists for
   * the address (already trimmed and lower-cased). The answer, its status and (through a
   * minimum duration) its timing are the same for every address. The e-mail and its link are
   * in the language the visitor asks in now.
   */
  async requestLink(email: string, clientIp: string, language: Language): Promise<ApiResult> {
    const answerNotBefore = Date.now() + this.config.ACCESS_LINK_MIN_RESPONSE_MS;
    await this.throttle.check(email, clientIp);
    await this.links.transaction(async (manager) => {
      const registration = await this.links.registrationByEmail(manager, email);
      if (!registration?.reference) return;
      const issued = await this.issue(manager, registration.id, language);
      await this.outbox.add(manager, {
        template: 'access-link',
        to: registration.email,
        language,
        data: {
          fullName: registrantName(registration),
          reference: registration.reference,
          link: issued.link,
          expiresAt: issued.expiresAt.toISOString(),
        },
      });
    });
    await sleep(answerNotBefore - Date.now());
    return { success: true, message: messages.accessRequestSent };
  }

  /** The registration a token opens; HTTP 401 for an unknown, malformed or expired token. */
  async resolve(token: string | undefined): Promise<Registration> {
    return (await this.resolveAccess(token)).registration;
  }

  /** As `resolve`, with the id of the access link the token belongs to. */
  async resolveAccess(
    token: string | undefined,
  ): Promise<{ registration: Registration; accessTokenId: string }> {
    if (!token || !tokenPattern.test(token)) throw this.invalid();
    const now = this.clock.now();
    const access = await this.links.unexpired(hashLinkToken(token), now);
    if (!access?.registration) throw this.invalid();
    await this.links.markUsed(access.id, now);
    return { registration: access.registration, accessTokenId: access.id };
  }

  private invalid(): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, invalidAccessLinkMessage);
  }
}
