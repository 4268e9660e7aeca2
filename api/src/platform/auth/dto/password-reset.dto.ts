import {
  passwordResetRequestRules,
  passwordResetRules,
  type PasswordResetConfirmation,
  type PasswordResetRequest,
} from '@caawg11/conference';
import { EmailAddress, FollowsRule } from '../../common/dto-rules.js';

export class PasswordResetRequestDto implements PasswordResetRequest {
  @EmailAddress(passwordResetRequestRules.email)
  email: string;
}

export class PasswordResetConfirmationDto implements PasswordResetConfirmation {
  @FollowsRule(passwordResetRules.token)
  token: string;

  @FollowsRule(passwordResetRules.password)
  password: string;
}
