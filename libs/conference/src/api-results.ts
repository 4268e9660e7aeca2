/** The shapes every answer of the api takes, whatever the feature. */

/** Every answer of the api carries these two. */
export interface ApiResult {
  success: boolean;
  message: string;
}

/** A refused request: HTTP 4xx/5xx with field messages when validation failed. */
export interface ApiFailure extends ApiResult {
  success: false;
  errors?: Record<string, string>;
  /** Names the failure in the server's log, for a visitor reporting a problem. */
  requestId?: string;
}

/** One record of the api's answer. */
export interface DataResult<T> extends ApiResult {
  data: T;
}

/** One page of an admin list, with how many rows the whole filter matches. */
export interface ListResult<T> extends DataResult<T[]> {
  count: number;
}

/**
 * A request as the api receives it: the forms always send every field, but another client may
 * leave out the ones named in `Optional`.
 */
export type WithOptional<T, Optional extends keyof T> = Omit<T, Optional> &
  Partial<Pick<T, Optional>>;
