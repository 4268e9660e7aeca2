import {
  paymentProofRules as rules,
  type PaymentMethod,
  type PaymentProofRequest,
} from '@caawg11/conference';
import { TrimmedText } from '../../../platform/common/dto-rules.js';

/**
 * POST /api/my-registration/payments, multipart: these fields and the file part `proofFile`,
 * in any order.
 */
export class PaymentProofDto implements PaymentProofRequest {
  @TrimmedText(rules.method)
  method: PaymentMethod;

  /** The transaction reference the payer's bank or provider gave. */
  @TrimmedText(rules.reference)
  reference: string;

  /** Up to 7 digits and 2 decimals, above zero. */
  @TrimmedText(rules.amount)
  amount: string;

  @TrimmedText(rules.paymentDate)
  paymentDate: string;
}
