import { Type } from 'class-transformer';
import { paymentVerificationRules, type PaymentVerification } from '@caawg11/conference';
import { FollowsRule } from '../../../../platform/common/dto-rules.js';

/** The amount actually received; without it, the amount the proof states. */
export class VerifyPaymentDto implements PaymentVerification {
  @Type(() => Number)
  @FollowsRule(paymentVerificationRules.amount)
  amount?: number;
}
