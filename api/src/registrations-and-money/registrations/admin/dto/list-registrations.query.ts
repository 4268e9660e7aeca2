import { IsIn } from 'class-validator';
import {
  fieldTripFilters,
  paymentStatuses,
  type FieldTripFilter,
  type PaymentStatus,
} from '@caawg11/conference';
import { PageQuery } from '../../../../platform/admin/page-query.js';
import { OptionalField } from '../../../../platform/common/dto-rules.js';

export class ListRegistrationsQuery extends PageQuery {
  @OptionalField()
  @IsIn([...paymentStatuses], { message: 'paymentStatus must be pending, verified or rejected' })
  paymentStatus?: PaymentStatus;

  /** The add-on filter: the field-trip seat's status, or `none` for no field trip. */
  @OptionalField()
  @IsIn([...fieldTripFilters], { message: 'fieldTrip must be held, paid, waiting or none' })
  fieldTrip?: FieldTripFilter;
}
