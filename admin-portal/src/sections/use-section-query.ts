import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * The data a section shows, loaded again each time the section opens, whatever the cache holds:
 * a section opened while the api fails then says so, rather than show the figures of a visit
 * moments before as if they were current. Cached data still shows while the new load runs.
 */
export function useSectionQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery({ ...options, refetchOnMount: 'always' });
}
