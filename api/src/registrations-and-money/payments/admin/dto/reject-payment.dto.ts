import { paymentRejectionRules, type PaymentRejection } from '@caawg11/conference';
import { TrimmedText } from '../../../../platform/common/dto-rules.js';

export class RejectPaymentDto implements PaymentRejection {
  @TrimmedText(paymentRejectionRules.notes)
  notes: string;
}
