import { Type } from 'class-transformer';
import { refundRules as rules, type PaymentMethod, type RefundRequest } from '@caawg11/conference';
import { FollowsRule, TrimmedText } from '../../../../platform/common/dto-rules.js';

/** Money paid back to a registrant. */
export class RecordRefundDto implements RefundRequest {
  @Type(() => Number)
  @FollowsRule(rules.amount)
  amount: number;

  @TrimmedText(rules.method)
  method: PaymentMethod;

  @TrimmedText(rules.reference)
  reference: string;

  @TrimmedText(rules.refundDate)
  refundDate: string;
}
