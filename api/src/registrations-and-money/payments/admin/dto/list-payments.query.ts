import { IsIn } from 'class-validator';
import { paymentStatuses, type PaymentFilter } from '@caawg11/conference';
import { PageQuery } from '../../../../platform/admin/page-query.js';
import { OptionalField } from '../../../../platform/common/dto-rules.js';

export const paymentFilters = [...paymentStatuses, 'all'] as const;

/** The payments list shows every row of a filter on one page up to this many. */
export const maxPaymentsPage = 100;

export class ListPaymentsQuery extends PageQuery {
  @OptionalField()
  @IsIn([...paymentFilters], { message: 'status must be pending, verified, rejected or all' })
  status: PaymentFilter = 'pending';

  override limit = maxPaymentsPage;
}
