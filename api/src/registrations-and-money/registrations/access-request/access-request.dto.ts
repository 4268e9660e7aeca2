import { accessRequestRules as rules, type AccessRequest } from '@caawg11/conference';
import { EmailAddress } from '../../../platform/common/dto-rules.js';

/** POST /api/registrations/verify-request, JSON `{ email }` (only its presence is checked). */
export class AccessRequestDto implements AccessRequest {
  @EmailAddress(rules.email)
  email: string;
}
