import { emailChangeMessages, type EmailConfirmationRequest } from '@caawg11/conference';
import { FollowsRule } from '../../../platform/common/dto-rules.js';

export class EmailConfirmationDto implements EmailConfirmationRequest {
  @FollowsRule((value) =>
    typeof value === 'string' && value.length > 0 && value.length <= 100
      ? null
      : emailChangeMessages.linkInvalid,
  )
  token: string;
}
