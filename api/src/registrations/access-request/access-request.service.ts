import { Injectable } from '@nestjs/common';
import { messages, type ApiResult } from '@caawg11/conference';

/**
 * The registration access request of /verify. Sending the secure access link (only when a
 * registration exists for the address) belongs to the mail issue, which extends this method.
 * The answer is the same for every address, so it never tells who is registered.
 */
@Injectable()
export class AccessRequestService {
  /** `email` arrives trimmed and lower-cased, as registrations store it. */
  request(_email: string): ApiResult {
    return { success: true, message: messages.accessRequestSent };
  }
}
