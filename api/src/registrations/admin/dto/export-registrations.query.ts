import { IsIn, IsOptional } from 'class-validator';
import { paymentStatuses, type PaymentStatus } from '@caawg11/conference';
import { ExportQuery } from '../../../admin/export-query.js';

export class ExportRegistrationsQuery extends ExportQuery {
  @IsOptional()
  @IsIn([...paymentStatuses], { message: 'paymentStatus must be pending, verified or rejected' })
  paymentStatus?: PaymentStatus;
}
