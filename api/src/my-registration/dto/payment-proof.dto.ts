import { applyDecorators } from '@nestjs/common';
import { Matches, ValidateBy } from 'class-validator';
import {
  messages,
  paymentAmountMessage,
  paymentMethods,
  type PaymentMethod,
  type PaymentProofRequest,
} from '@caawg11/conference';
import { RequiredChoice, RequiredDate, RequiredText } from '../../common/dto-rules.js';

/** Up to 7 digits and 2 decimals, above zero: the rule of validatePaymentProof in the library. */
function Amount(): PropertyDecorator {
  return applyDecorators(
    RequiredText(messages.required, 20),
    Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: paymentAmountMessage }),
    ValidateBy(
      { name: 'positiveAmount', validator: { validate: (value: unknown) => Number(value) > 0 } },
      { message: paymentAmountMessage },
    ),
  );
}

/**
 * POST /api/my-registration/payments, multipart: these fields and the file part `proofFile`,
 * in any order.
 */
export class PaymentProofDto implements PaymentProofRequest {
  @RequiredChoice(paymentMethods, messages.required)
  method: PaymentMethod;

  /** The transaction reference the payer's bank or provider gave (the column holds 100). */
  @RequiredText(messages.required, 100)
  reference: string;

  @Amount()
  amount: string;

  @RequiredDate(messages.required)
  paymentDate: string;
}
