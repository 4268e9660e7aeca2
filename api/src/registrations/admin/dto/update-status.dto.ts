import { IsIn } from 'class-validator';
import { paymentStatuses, type PaymentStatus } from '@caawg11/conference';

export class UpdateStatusDto {
  @IsIn([...paymentStatuses], { message: 'status must be pending, verified or rejected' })
  status: PaymentStatus;
}
