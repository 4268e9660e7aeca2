import { IsIn } from 'class-validator';
import type { PaymentFilter } from '@caawg11/conference';
import { ExportQuery } from '../../../../platform/admin/export-query.js';
import { paymentFilters } from './list-payments.query.js';
import { OptionalField } from '../../../../platform/common/dto-rules.js';

export class ExportPaymentsQuery extends ExportQuery {
  @OptionalField()
  @IsIn([...paymentFilters], { message: 'status must be pending, verified, rejected or all' })
  status: PaymentFilter = 'all';
}
