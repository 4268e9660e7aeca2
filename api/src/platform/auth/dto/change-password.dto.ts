import { passwordChangeRules as rules, type PasswordChange } from '@caawg11/conference';
import { FollowsRule } from '../../common/dto-rules.js';

export class ChangePasswordDto implements PasswordChange {
  @FollowsRule(rules.currentPassword)
  currentPassword: string;

  @FollowsRule(rules.newPassword)
  newPassword: string;
}
