import { loginRules as rules, type LoginRequest } from '@caawg11/conference';
import { FollowsRule } from '../../common/dto-rules.js';

export class LoginDto implements LoginRequest {
  @FollowsRule(rules.email)
  email: string;

  @FollowsRule(rules.password)
  password: string;
}
