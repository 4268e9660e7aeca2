import {
  twoFactorChallengeRules,
  twoFactorCodeRules,
  twoFactorRequirementRules,
  type StaffRole,
  type TwoFactorChallengeAnswer,
  type TwoFactorCode,
  type TwoFactorRequirement,
} from '@caawg11/conference';
import { FollowsRule } from '../../common/dto-rules.js';

export class TwoFactorCodeDto implements TwoFactorCode {
  @FollowsRule(twoFactorCodeRules.code)
  code: string;
}

export class TwoFactorChallengeDto implements TwoFactorChallengeAnswer {
  @FollowsRule(twoFactorChallengeRules.challengeToken)
  challengeToken: string;

  @FollowsRule(twoFactorChallengeRules.code)
  code: string;
}

export class TwoFactorRequirementDto implements TwoFactorRequirement {
  @FollowsRule(twoFactorRequirementRules.requiredRoles)
  requiredRoles: StaffRole[];
}
