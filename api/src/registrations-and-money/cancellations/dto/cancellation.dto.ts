import {
  cancellationPolicyRules as rules,
  cancellationReasonError,
  type CancellationPolicy,
  type CancellationRequest,
} from '@caawg11/conference';
import { FollowsRule, TrimmedText } from '../../../platform/common/dto-rules.js';

export class CancellationDto implements CancellationRequest {
  @TrimmedText(cancellationReasonError)
  reason: string;
}

export class CancellationPolicyDto implements CancellationPolicy {
  @FollowsRule(rules.fullRefundBefore)
  fullRefundBefore: string;

  @FollowsRule(rules.partialRefundBefore)
  partialRefundBefore: string;

  @FollowsRule(rules.partialRefundPercent)
  partialRefundPercent: number;
}
