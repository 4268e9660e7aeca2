import { Module } from '@nestjs/common';
import { AccessLinkIssuer } from './access-link-issuer.service.js';
import { AccessLinkThrottle } from './access-link-throttle.service.js';
import { AccessLinksRepository } from './access-links.repository.js';
import { AccessLinksService } from './access-links.service.js';

/** Registrants' access links: issued with a registration, on request, and checked on use. */
@Module({
  providers: [AccessLinksRepository, AccessLinksService, AccessLinkThrottle, AccessLinkIssuer],
  exports: [AccessLinksService, AccessLinkThrottle],
})
export class AccessLinksModule {}
