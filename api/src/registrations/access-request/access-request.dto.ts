import { maxLengths, messages, type AccessRequest } from '@caawg11/conference';
import { RequiredText } from '../../common/dto-rules.js';

/** POST /api/registrations/verify-request, JSON `{ email }` (only its presence is checked). */
export class AccessRequestDto implements AccessRequest {
  @RequiredText(messages.accessEmailRequired, maxLengths.email, { lowerCase: true })
  email: string;
}
