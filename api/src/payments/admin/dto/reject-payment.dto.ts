import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { PaymentRejection } from '@caawg11/conference';

export const rejectReasonRequired = 'Please provide a reason for rejecting this payment';
export const maxRejectReasonLength = 1000;

export class RejectPaymentDto implements PaymentRejection {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: rejectReasonRequired })
  @IsNotEmpty({ message: rejectReasonRequired })
  @MaxLength(maxRejectReasonLength, {
    message: `The reason must be at most ${maxRejectReasonLength} characters`,
  })
  notes: string;
}
