import type { QueryClient } from '@tanstack/react-query';
import type { AdminRegistrationDetails, ListResult } from '../../../api/types';
import { queryKeys } from '../../queries';

type Cached =
  ListResult<AdminRegistrationDetails> | AdminRegistrationDetails[] | AdminRegistrationDetails;

function replace(
  cached: Cached | undefined,
  changed: AdminRegistrationDetails,
): Cached | undefined {
  if (!cached) return cached;
  if (Array.isArray(cached)) {
    return cached.map((row) => (row._id === changed._id ? changed : row));
  }
  if ('data' in cached && Array.isArray(cached.data)) {
    return { ...cached, data: cached.data.map((row) => (row._id === changed._id ? changed : row)) };
  }
  return (cached as AdminRegistrationDetails)._id === changed._id ? changed : cached;
}

/**
 * After a change, every cached list, search and record shows the new values at once; the
 * statistics and payments are fetched again when next shown.
 */
export function applyRegistrationChange(
  queryClient: QueryClient,
  changed: AdminRegistrationDetails,
): void {
  queryClient.setQueriesData<Cached>({ queryKey: queryKeys.registrations }, (cached) =>
    replace(cached, changed),
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
}
