import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { defaultLanguage, type Clock, type Language } from '@caawg11/conference';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import { AccessLinksRepository } from './access-links.repository.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';

/** How long an access link opens the registrant's page. */
export const accessLinkLifetimeMs = 24 * 60 * 60 * 1000;

export interface IssuedAccessLink {
  /** `${PUBLIC_SITE_URL}/my-registration?token=<token>`, `/fr/my-registration?...` in French */
  link: string;
  expiresAt: Date;
}

/**
 * Makes a registrant's access link: a random token kept only as its SHA-256 hash, valid for 24
 * hours; issuing a new one leaves the earlier ones valid until they expire. The worker uses it
 * too, for the links in announcements.
 */
@Injectable()
export class AccessLinkIssuer {
  constructor(
    private readonly links: AccessLinksRepository,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Creates an access link for a registration inside the caller's transaction (for example the
   * one that stores the registration, whose confirmation e-mail then carries the link). The
   * link opens the page in the given language.
   */
  async issue(
    manager: EntityManager,
    registrationId: string,
    language: Language = defaultLanguage,
  ): Promise<IssuedAccessLink> {
    const token = newLinkToken();
    const expiresAt = new Date(this.clock.now().getTime() + accessLinkLifetimeMs);
    await this.links.insert(manager, {
      registrationId,
      tokenHash: hashLinkToken(token),
      expiresAt,
    });
    const page = publicSiteLink(this.config.PUBLIC_SITE_URL, '/my-registration', language);
    return { link: `${page}?token=${token}`, expiresAt };
  }
}
