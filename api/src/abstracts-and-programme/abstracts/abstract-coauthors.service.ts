import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  abstractCoauthorMessages as texts,
  inboxReference,
  type AbstractAuthorView,
  type Clock,
} from '@caawg11/conference';
import { AuditService } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { hashLinkToken } from '../../platform/security/link-token.js';
import type { AbstractAuthorRow } from './abstract-author.entity.js';
import { AbstractsRepository } from './abstracts.repository.js';

/** A token as issued: 32 random bytes in base64url, 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A co-author's answer to the e-mail telling them they were named on an abstract: the person
 * who is not one of its authors says so, and the committee sees it beside their name. The link
 * keeps working, so a second click answers as the first did.
 */
@Injectable()
export class AbstractCoauthors {
  constructor(
    private readonly abstracts: AbstractsRepository,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The abstract the link is about, and whether its holder has already said it is not them. */
  async view(token: string): Promise<AbstractAuthorView> {
    const { author, abstractTitle } = await this.named(token);
    return viewOf(author, abstractTitle, author.disownedAt !== null);
  }

  /** Marks the author named by the link, once; the audit log keeps who said so and from where. */
  disown(token: string, clientAddress: string): Promise<AbstractAuthorView> {
    return this.abstracts.transaction(async (manager) => {
      const { author, abstractTitle } = await this.named(token, manager);
      if (author.disownedAt === null) {
        await this.abstracts.markDisowned(manager, author.id, this.clock.now());
        await this.audit.record(
          { userId: null, email: author.email ?? '', clientAddress },
          {
            action: 'abstract.author-disowned',
            entityType: 'abstract',
            entityId: String(author.abstractId),
            after: { authorPosition: author.position },
          },
          manager,
        );
      }
      return viewOf(author, abstractTitle, true);
    });
  }

  /** The author and the abstract's title; 404 for a malformed or unknown link. */
  private async named(
    token: string,
    manager?: EntityManager,
  ): Promise<{ author: AbstractAuthorRow; abstractTitle: string }> {
    const invalid = () => new ApiError(HttpStatus.NOT_FOUND, texts.linkInvalid);
    if (!tokenPattern.test(token)) throw invalid();
    const author = await this.abstracts.authorByNotMeToken(hashLinkToken(token), manager);
    if (!author) throw invalid();
    const abstract = await this.abstracts.find(String(author.abstractId));
    if (!abstract) throw invalid();
    return { author, abstractTitle: abstract.abstractTitle };
  }
}

function viewOf(
  author: AbstractAuthorRow,
  abstractTitle: string,
  disowned: boolean,
): AbstractAuthorView {
  return {
    abstractTitle,
    reference: inboxReference('abstracts', String(author.abstractId)),
    disowned,
  };
}
