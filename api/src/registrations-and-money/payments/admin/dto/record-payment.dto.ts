import { Type } from 'class-transformer';
import {
  recordedPaymentRules as rules,
  type PaymentMethod,
  type RecordedPaymentRequest,
} from '@caawg11/conference';
import { FollowsRule, TrimmedText } from '../../../../platform/common/dto-rules.js';

/** A payment an admin received by other means (cash at the desk, a transfer seen on the statement). */
export class RecordPaymentDto implements RecordedPaymentRequest {
  @TrimmedText(rules.method)
  method: PaymentMethod;

  @TrimmedText(rules.reference)
  reference: string;

  @Type(() => Number)
  @FollowsRule(rules.amount)
  amount: number;

  @TrimmedText(rules.paymentDate)
  paymentDate: string;
}
