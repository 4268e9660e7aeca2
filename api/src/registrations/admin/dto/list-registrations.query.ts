import { IsIn, IsOptional } from 'class-validator';
import { paymentStatuses, type PaymentStatus } from '@caawg11/conference';
import { PageQuery } from '../../../admin/page-query.js';

export class ListRegistrationsQuery extends PageQuery {
  @IsOptional()
  @IsIn([...paymentStatuses], { message: 'paymentStatus must be pending, verified or rejected' })
  paymentStatus?: PaymentStatus;
}
