import type { ApiResult } from '@caawg11/conference';

export type {
  AdminRegistrationDetails,
  AdminRegistrationUpdate,
  PaymentFilter,
} from '@caawg11/conference';

export interface DataResult<T> extends ApiResult {
  data: T;
}

export interface ListResult<T> extends DataResult<T[]> {
  count: number;
}
