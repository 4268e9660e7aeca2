import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  abstractAccessLinkLifetimeDays,
  defaultLanguage,
  myAbstractMessages,
  type Clock,
  type Language,
} from '@caawg11/conference';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';
import { AbstractsRepository } from './abstracts.repository.js';

const dayMs = 24 * 60 * 60 * 1000;

/** A token as issued: 32 random bytes in base64url, 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedAbstractLink {
  /** `${PUBLIC_SITE_URL}/my-abstract?token=<token>`, `/fr/my-abstract?...` in French */
  link: string;
  expiresAt: Date;
}

/**
 * The links to an abstract's page for its submitter, made as a registrant's access links are:
 * a random token kept only as its SHA-256 hash; a new link leaves the earlier ones valid until
 * they expire.
 */
@Injectable()
export class AbstractAccessLinks {
  constructor(
    private readonly abstracts: AbstractsRepository,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new link, inside the caller's transaction (the one that stores the abstract, say). */
  async issue(
    manager: EntityManager,
    abstractId: string,
    language: Language = defaultLanguage,
  ): Promise<IssuedAbstractLink> {
    const token = newLinkToken();
    const expiresAt = new Date(this.clock.now().getTime() + abstractAccessLinkLifetimeDays * dayMs);
    await this.abstracts.insertAccessToken(manager, {
      abstractId,
      tokenHash: hashLinkToken(token),
      expiresAt,
    });
    const page = publicSiteLink(this.config.PUBLIC_SITE_URL, '/my-abstract', language);
    return { link: `${page}?token=${token}`, expiresAt };
  }

  /** The id of the abstract a token opens; HTTP 401 for an unknown, malformed or expired one. */
  async resolve(token: string | undefined): Promise<string> {
    const invalid = () => new ApiError(HttpStatus.UNAUTHORIZED, myAbstractMessages.invalidLink);
    if (!token || !tokenPattern.test(token)) throw invalid();
    const now = this.clock.now();
    const access = await this.abstracts.unexpiredAccessToken(hashLinkToken(token), now);
    if (!access) throw invalid();
    await this.abstracts.markAccessTokenUsed(access.id, now);
    return access.abstractId;
  }
}
