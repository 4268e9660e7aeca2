import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { adminPageSizeDefault, paymentStatuses, type PaymentStatus } from '@caawg11/conference';

export const maxPageSize = 100;

export class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(maxPageSize, { message: `limit must be at most ${maxPageSize}` })
  limit: number = adminPageSizeDefault;
}

export class ListRegistrationsQuery extends PageQuery {
  @IsOptional()
  @IsIn([...paymentStatuses], { message: 'paymentStatus must be pending, verified or rejected' })
  paymentStatus?: PaymentStatus;
}
