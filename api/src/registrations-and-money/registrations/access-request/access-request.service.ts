import { Injectable } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { AccessLinksService } from '../../access-links/access-links.service.js';

/**
 * The registration access request of /verify. The access-links module e-mails the secure link
 * (only when a registration exists for the address) and keeps the answer the same for every
 * address, so it never tells who is registered.
 */
@Injectable()
export class AccessRequestService {
  constructor(private readonly accessLinks: AccessLinksService) {}

  /** `email` arrives trimmed and lower-cased, as registrations store it. */
  request(email: string, clientIp: string, language: Language): Promise<ApiResult> {
    return this.accessLinks.requestLink(email, clientIp, language);
  }
}
