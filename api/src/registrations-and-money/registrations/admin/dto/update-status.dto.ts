import { IsIn } from 'class-validator';
import {
  paymentStatuses,
  type PaymentStatus,
  type RegistrationStatusChange,
} from '@caawg11/conference';

export class UpdateStatusDto implements RegistrationStatusChange {
  @IsIn([...paymentStatuses], { message: 'status must be pending, verified or rejected' })
  status: PaymentStatus;
}
