import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { messages, paymentMethods, type PaymentMethod } from '@caawg11/conference';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A payment an admin received by other means (cash at the desk, a transfer seen on the statement). */
export class RecordPaymentDto {
  @IsIn([...paymentMethods], { message: messages.invalidChoice })
  method: PaymentMethod;

  @Transform(trim)
  @IsString({ message: messages.required })
  @IsNotEmpty({ message: messages.required })
  @MaxLength(100, { message: messages.tooLong(100) })
  reference: string;

  @Type(() => Number)
  @IsNumber(
    { maxDecimalPlaces: 2 },
    { message: 'Please enter an amount in USD, e.g. 150 or 150.50' },
  )
  @Min(0.01, { message: 'The amount must be more than 0' })
  @Max(100000, { message: 'The amount must be at most 100000' })
  amount: number;

  @Transform(trim)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: messages.invalidDate })
  paymentDate: string;
}
