import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { adminPageSizeDefault } from '@caawg11/conference';
import { OptionalField } from '../common/dto-rules.js';

export const maxPageSize = 100;
/** Far beyond any list's last page, and small enough that its offset stays a number MySQL takes. */
export const maxPage = 1_000_000;

/** The page and page size every admin list accepts. */
export class PageQuery {
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(maxPage, { message: `page must be at most ${maxPage}` })
  page = 1;

  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(maxPageSize, { message: `limit must be at most ${maxPageSize}` })
  limit: number = adminPageSizeDefault;
}

/** Which page of a list, and how many rows a page. */
export type Page = Pick<PageQuery, 'page' | 'limit'>;
