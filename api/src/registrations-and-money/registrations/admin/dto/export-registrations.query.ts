import { IsIn } from 'class-validator';
import { paymentStatuses, type PaymentStatus } from '@caawg11/conference';
import { ExportQuery } from '../../../../platform/admin/export-query.js';
import { OptionalField } from '../../../../platform/common/dto-rules.js';

export class ExportRegistrationsQuery extends ExportQuery {
  @OptionalField()
  @IsIn([...paymentStatuses], { message: 'paymentStatus must be pending, verified or rejected' })
  paymentStatus?: PaymentStatus;
}
